/**
 * The link that resumes a saved application: what it shows, and its post.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { firstOpenStep, stepPath } from "~/applications/answers";
import { localPath, pageProtection, readStepPost } from "~/applications/server/stepPage.server";
import { draftCookieFor, draftIdIn } from "~/applications/server/stepPage.server";
import { sendResumeLink } from "~/applications/server/resumeLink.server";
import { loadDraft } from "~/applications/server/drafts.server";
import { findLink, spendLink } from "~/kits/links/linkTokens.server";
import { db } from "~/db/serverStore.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";

type LinkView = "valid" | "used" | "spent";

/**
 * What a resume link can do for this browser: continue (the link is unused, or this browser's cookie already names
 * its draft), send a new link (used or expired, its draft still kept: another browser), or nothing.
 */
async function linkView(request: Request, token: string) {
  const link = await findLink(db(), "resume", token);
  const draft = link ? await loadDraft(db(), link.subjectId) : null;
  const open = draft && !draft.sent ? draft : null;
  if (!link || !open) return { link, draft: null, view: "spent" as LinkView };
  if (link.state === "valid" || (await draftIdIn(request)) === open.id)
    return { link, draft: open, view: "valid" as LinkView };
  return { link, draft: open, view: "used" as LinkView };
}

/** Opening the emailed link only checks it, so a mail scanner's visit does not use it up. */
export async function resumeLoader({ request, params }: LoaderFunctionArgs) {
  const { view } = await linkView(request, params.token ?? "");
  const { protection, headers } = await pageProtection(request);
  return data({ view, protection }, { status: view === "spent" ? 410 : 200, headers });
}

/**
 * 'Continue' uses the link, once: this browser's cookie names the draft, and it goes to the first open step (a
 * browser whose cookie names it already just continues). 'Send me a new link' sends one to the draft's address or number.
 */
export async function resumeAction({ request, params, context }: ActionFunctionArgs) {
  const post = await readStepPost(request, context);
  if ("refused" in post) return data({ spent: true }, { status: post.refused.status, headers: personalHeaders() });
  const { link, draft, view } = await linkView(request, params.token ?? "");
  if (!link || !draft) return data({ spent: true }, { status: 410, headers: personalHeaders() });
  if (view === "used") {
    if (post.intent !== "new-link") return data({ spent: true }, { status: 410, headers: personalHeaders() });
    const outcome = await sendResumeLink(draft, post.client);
    if (outcome === "limited") return data({ limited: true }, { status: 429, headers: personalHeaders() });
    return data({ newLink: outcome !== "no-address" }, { headers: personalHeaders() });
  }
  if (link.state === "valid" && !(await spendLink(db(), link.hash)))
    return data({ spent: true }, { status: 410, headers: personalHeaders() });
  const headers = personalHeaders();
  headers.append("Set-Cookie", await draftCookieFor(draft.id));
  const open = firstOpenStep(draft.answers);
  return redirect(localPath(request, open ? stepPath(open) : "/application"), { headers });
}
