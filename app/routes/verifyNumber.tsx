import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { org } from "~/config/org";
import { useLocale } from "~/i18n";
import { localeFromPath, pathInLocale } from "~/i18n/locale";
import { documentWordsIn } from "~/kits/documents/documentLanguage";
import { verifiableNumber } from "~/startup/verifiableNumbers.server";
import { NarrowPage } from "~/components/NarrowPage";

// In the language of the address: /es/verify/<number> is the page a Spanish certificate prints. A number's shape
// says which wing checks it (app/startup/verifiableNumbers.server.ts). A number typed another way (lower case,
// spaces, no dashes) is sent to its written form's address first.
const statusOf = { genuine: 200, "not-found": 404, limited: 429, unavailable: 503 } as const;

export const meta: MetaFunction = ({ location }) => [
  { title: `${documentWordsIn(localeFromPath(location.pathname)).verify.title} | ${org.name}` },
  { name: "robots", content: "noindex" },
];
// Nothing personal is on this page, but an answer may change (a record corrected in the CRM): never stored.
export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const clientAddress = context.clientAddress;
  const number = params.number ?? "";
  const locale = localeFromPath(new URL(request.url).pathname);
  const kind = verifiableNumber(number);
  if (kind && kind.written !== number) throw redirect(pathInLocale(locale, `/verify/${kind.written}`));
  const result = kind ? await kind.check(number, clientAddress, locale) : ({ kind: "not-found" } as const);
  return data(result, {
    status: statusOf[result.kind],
    headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}

export default function VerifyPage() {
  const result = useLoaderData<typeof loader>();
  const words = documentWordsIn(useLocale()).verify;
  return (
    <NarrowPage>
      <h1 className="text-3xl font-bold text-slate-900">{words.title}</h1>
      {result.kind === "genuine" ? (
        <>
          <p className="mt-4 text-lg font-semibold text-green-800">{words.genuine}</p>
          <dl className="mt-6 grid gap-x-6 gap-y-2 rounded-xl bg-white p-5 shadow-sm sm:grid-cols-[max-content_1fr]">
            {result.lines.map((line) => (
              <div key={line.label} className="contents">
                <dt className="font-semibold text-slate-700">{line.label}</dt>
                <dd className="mb-2 break-words sm:mb-0">{line.value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p role="alert" className="mt-4 text-lg font-medium text-red-700">
          {result.kind === "limited"
            ? words.tooMany
            : result.kind === "unavailable"
              ? words.unavailable
              : words.notFound}
        </p>
      )}
      <p className="mt-6">
        <Link to={pathInLocale(useLocale(), "/verify")} className="font-semibold text-brand-dark underline">
          {words.another}
        </Link>
      </p>
    </NarrowPage>
  );
}
