import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ApplicationFrame } from "~/applications/components/ApplicationFrame";
import { Link } from "~/components/LocaleLink";
import { useApplicationWords } from "~/applications/words";
import type { RouteHandle } from "~/page/routeHandle";
import { localPath, sentDraft } from "~/applications/server/applicationPage.server";
import { numberOf } from "~/applications/server/submitApplication.server";
import { db } from "~/db/serverStore.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/application");
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

/** The confirmation of the application this browser sent: its number and what happens next. */
export async function loader({ request }: LoaderFunctionArgs) {
  const draft = await sentDraft(request);
  const number = draft?.contactId ? await numberOf(db(), draft.contactId) : null;
  if (!number) throw redirect(localPath(request, "/application"), { headers: personalHeaders() });
  return data({ number }, { headers: personalHeaders() });
}

export default function ApplicationSent() {
  const { number } = useLoaderData<typeof loader>();
  const words = useApplicationWords();
  return (
    <ApplicationFrame step={null} heading={words.sent.title}>
      <p className="mt-4 text-lg font-semibold" role="status">
        {words.sent.number(number)}
      </p>
      <h2 className="mt-6 text-xl font-bold">{words.sent.next}</h2>
      <ol className="mt-2 list-decimal space-y-2 pl-5">
        {words.sent.nextSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-6">
        <Link to="/auth" className="font-semibold text-brand-dark underline">
          {words.sent.signIn}
        </Link>
      </p>
    </ApplicationFrame>
  );
}
