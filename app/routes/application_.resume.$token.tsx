import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ApplicationFrame, NoticePage } from "~/applications/components/ApplicationFrame";
import { Link } from "~/components/LocaleLink";
import { FormProtectionInputs } from "~/kits/forms/FormProtectionInputs";
import { firstOpenStep, stepPath } from "~/applications/answers";
import { useApplicationWords } from "~/applications/words";
import type { RouteHandle } from "~/page/routeHandle";
import { localPath, pageProtection, readStepPost } from "~/applications/server/applicationPage.server";
import { draftCookieFor } from "~/applications/server/draftCookie.server";
import { loadDraft } from "~/applications/server/drafts.server";
import { findLink, spendLink } from "~/kits/links/linkTokens.server";
import { db } from "~/db/serverStore.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { pageMetaFor } from "~/page/seo";

export const meta = pageMetaFor("/application");
export const handle: RouteHandle = { personal: true };
export const headers: HeadersFunction = () => personalHeaders();

/** Opening the emailed link only checks it, so a mail scanner's visit does not use it up. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const link = await findLink(db(), "resume", params.token ?? "");
  const { protection, headers } = await pageProtection(request);
  return data({ valid: link?.state === "valid", protection }, { status: link?.state === "valid" ? 200 : 410, headers });
}

/** 'Continue' uses the link, once: this browser's cookie names the draft, and it goes to the first open step. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const post = await readStepPost(request, context);
  if ("refused" in post) return data({ spent: true }, { status: post.refused.status, headers: personalHeaders() });
  const link = await findLink(db(), "resume", params.token ?? "");
  const draft = link ? await loadDraft(db(), link.subjectId) : null;
  if (!link || !draft || draft.contactId || !(await spendLink(db(), link.hash)))
    return data({ spent: true }, { status: 410, headers: personalHeaders() });
  const headers = personalHeaders();
  headers.append("Set-Cookie", await draftCookieFor(draft.id));
  const open = firstOpenStep(draft.answers);
  return redirect(localPath(request, open ? stepPath(open) : "/application"), { headers });
}

export default function ResumeApplication() {
  const { valid, protection } = useLoaderData<typeof loader>();
  const spent = useActionData<typeof action>();
  const words = useApplicationWords();
  if (!valid || spent)
    return (
      <NoticePage heading={words.resume.title} text={words.resume.spent} role="alert">
        <p className="mt-6">
          <Link to="/application" className="font-semibold text-brand-dark underline">
            {words.resume.startAgain}
          </Link>
        </p>
      </NoticePage>
    );
  return (
    <ApplicationFrame step={null} heading={words.resume.title}>
      <p className="mt-4">{words.resume.text}</p>
      <Form method="post" className="mt-6">
        <FormProtectionInputs {...protection} />
        <button type="submit" className="w-full rounded-lg bg-brand-dark px-4 py-3 font-semibold text-white">
          {words.resume.continue}
        </button>
      </Form>
    </ApplicationFrame>
  );
}
