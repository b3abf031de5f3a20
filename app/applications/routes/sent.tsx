import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ApplicationFrame } from "~/applications/components/ApplicationFrame";
import { TextLink } from "~/components/LocaleLink";
import { sentToOf } from "~/applications/sentTo";
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
 * for an address or number that already has one, so it tells nobody which. It names the one channel the draft's
 * answers chose (issue 45): the email to the address, or the text to the number ending in its last two digits.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const draft = await sentDraft(request);
  const sentTo = draft?.answers.about ? sentToOf(draft.answers.about) : null;
  if (!sentTo) throw redirect(localPath(request, "/application"), { headers: personalHeaders() });
  return data({ sentTo }, { headers: personalHeaders() });
}

export default function ApplicationSent() {
  const { sentTo } = useLoaderData<typeof loader>();
  const words = useApplicationWords().sent;
  if ("textTo" in sentTo)
    return (
      <ApplicationFrame step={null} heading={words.titleText}>
        <p className="mt-4 text-lg font-semibold" role="status">
          {words.texted(sentTo.textTo)}
        </p>
        <p className="mt-6">{words.trackByCode(sentTo.textTo)}</p>
        <p className="mt-2">
          <TextLink to="/auth">{words.signInByCode}</TextLink>
        </p>
      </ApplicationFrame>
    );
  return (
    <ApplicationFrame step={null} heading={words.title}>
      <p className="mt-4 text-lg font-semibold" role="status">
        {words.text(sentTo.email)}
      </p>
      <p className="mt-2">{words.spam}</p>
      <p className="mt-6">{words.track}</p>
      <p className="mt-2">
        <TextLink to="/auth">{words.signIn}</TextLink>
      </p>
    </ApplicationFrame>
  );
}
