import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { ApplicationFrame } from "~/applications/components/ApplicationFrame";
import { TextLink } from "~/components/LocaleLink";
import { useApplicationWords } from "~/applications/words";
import type { RouteHandle } from "~/page/routeHandle";
import { localPath, sentDraft } from "~/applications/server/stepPage.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/application");
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

/**
 * After 'Send my application', whatever the address (decision record 084): the same page for a new application and
 * for an address that already has one, so it tells nobody which. The number is in the email.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await sentDraft(request))) throw redirect(localPath(request, "/application"), { headers: personalHeaders() });
  return data({}, { headers: personalHeaders() });
}

export default function ApplicationSent() {
  const words = useApplicationWords();
  return (
    <ApplicationFrame step={null} heading={words.sent.title}>
      <p className="mt-4 text-lg font-semibold" role="status">
        {words.sent.text}
      </p>
      <p className="mt-2">{words.sent.spam}</p>
      <p className="mt-6">{words.sent.track}</p>
      <p className="mt-2">
        <TextLink to="/auth">{words.sent.signIn}</TextLink>
      </p>
    </ApplicationFrame>
  );
}
