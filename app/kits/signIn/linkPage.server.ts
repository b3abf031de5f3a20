/**
 * The server side of the page an emailed sign-in link opens, for a realm that signs in by link alone (the partner
 * portal, a Shield account): opening it only checks the link, so a mail scanner's prefetch does not use it up;
 * 'Continue' posts it back through the form guard, and the realm redeems it.
 */
import { data, type TypedResponse } from "@remix-run/node";
import { formProtection, readGuardedForm } from "~/kits/forms/formGuard.server";
import { log } from "~/platform/log.server";

/** The page's data: the link's token when it is still good (null otherwise) and the form's protection. */
export async function linkPageData(request: Request, link: { ok: true; jwt: string } | { ok: false }) {
  const { csrfToken, csrfCookie, honeypotProps } = await formProtection(request);
  return data(
    { jwt: link.ok ? link.jwt : null, protection: { csrfToken, honeypotProps } },
    { headers: csrfCookie ? { "Set-Cookie": csrfCookie } : {} },
  );
}

/** A 'Continue' post: its form, or the answer that refuses it (a robot is told only that the link failed). */
async function readContinuePost(request: Request, failed: string) {
  const guarded = await readGuardedForm(request);
  if (guarded.ok) return { form: guarded.form };
  return {
    refusal: data({ error: guarded.spam ? failed : guarded.message }, { status: guarded.spam ? 400 : guarded.status }),
  };
}

type ContinueSteps<Link> = {
  /** The realm's words: the link failed, or its session could not start. */
  words: { failed: string; sessionFailed: string };
  /** How the log names the realm's session ("partner"). */
  realm: string;
  /** Redeems the posted link, once. */
  redeem: (form: FormData) => Promise<({ ok: true } & Link) | { ok: false }>;
  /** Starts the realm's session for the redeemed link: the redirect that sets its cookie. */
  startSession: (link: Link) => Promise<TypedResponse<never>>;
};

/**
 * 'Continue': the post read through the form guard, the link redeemed into the realm's session. A link that failed
 * answers 400 with its sentence; a session the store could not start, 503 (the link is spent: the page offers to ask
 * again).
 */
export async function continueWithLink<Link>(request: Request, steps: ContinueSteps<Link>) {
  const post = await readContinuePost(request, steps.words.failed);
  if (!post.form) return post.refusal;
  const link = await steps.redeem(post.form);
  if (!link.ok) return data({ error: steps.words.failed }, { status: 400 });
  try {
    return await steps.startSession(link);
  } catch (error) {
    log.error(`${steps.realm} session not started`, { error });
    return data({ error: steps.words.sessionFailed }, { status: 503 });
  }
}
