import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { org } from "~/config/org";
import { useLocale } from "~/i18n";
import { localeFromPath, pathInLocale } from "~/i18n/locale";
import { documentWordsIn } from "~/kits/documents/documentLanguage";
import { verifiableNumber } from "~/startup/verifiableNumbers.server";
import { Button } from "~/components/Button";
import { FieldLabel, fieldState } from "~/kits/forms/FormFields";
import { NarrowPage } from "~/components/NarrowPage";

/**
 * `/verify` (and `/es/verify`): one field for the number printed on a certificate, a GET form that works without
 * JavaScript. A number the site issues (a device's `TA-…`, a class's `TAC-…`, a gift's or a ticket's receipt, `TAR-…`,
 * `TAT-…`, a volunteer's letter of hours, `TAV-…`: the list in `app/startup/verifiableNumbers.server.ts`), typed in any case, with spaces or without its dashes, is sent to its check at `/verify/<number>` as
 * written; anything else is answered here, 400, with the sentence and what was typed.
 */
export const meta: MetaFunction = ({ location }) => [
  { title: `${documentWordsIn(localeFromPath(location.pathname)).verify.title} | ${org.name}` },
];
// The answer depends on the query: never kept by a cache.
export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

type Problem = "empty" | "notANumber";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const typed = url.searchParams.get("number");
  const headers = { "Cache-Control": "no-store" };
  if (typed === null) return data({ typed: "", problem: null as Problem | null }, { headers });
  const value = typed.slice(0, 100);
  const kind = verifiableNumber(value);
  if (kind) throw redirect(pathInLocale(localeFromPath(url.pathname), `/verify/${kind.written}`), { headers });
  const problem: Problem = value.trim() === "" ? "empty" : "notANumber";
  return data({ typed: value, problem }, { status: 400, headers });
}

export default function VerifyForm() {
  const { typed, problem } = useLoaderData<typeof loader>();
  const locale = useLocale();
  const words = documentWordsIn(locale).verify;
  const error = problem ? words[problem] : undefined;
  return (
    <NarrowPage>
      <h1 className="text-3xl font-bold text-slate-900">{words.title}</h1>
      <p className="mt-4 text-lg">{words.intro}</p>
      <form method="get" action={pathInLocale(locale, "/verify")} className="mt-6 max-w-xl">
        <FieldLabel name="number" label={words.field} hint={words.hint} error={error} alert />
        <input
          id="number"
          name="number"
          defaultValue={typed}
          maxLength={100}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          {...fieldState("number", words.hint, error)}
          className="mt-1 w-full rounded-lg border border-slate-500 px-3 py-2 font-mono text-lg"
        />
        <Button className="mt-4">{words.check}</Button>
      </form>
    </NarrowPage>
  );
}
