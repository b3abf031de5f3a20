/**
 * The server side of the page an emailed sign-in link opens, for a realm that signs in by link alone (the partner
 * portal, a Shield account): opening it only checks the link, so a mail scanner's prefetch does not use it up;
 * 'Continue' posts it back through the form guard, and the realm redeems it.
 */
import { data } from "@remix-run/node";
import { formProtection, readGuardedForm } from "~/kits/forms/formGuard.server";

/** The page's data: the link's token when it is still good (null otherwise) and the form's protection. */
export async function linkPageData(request: Request, link: { ok: true; jwt: string } | { ok: false }) {
  const { csrfToken, csrfCookie, honeypotProps } = await formProtection(request);
  return data(
    { jwt: link.ok ? link.jwt : null, protection: { csrfToken, honeypotProps } },
    { headers: csrfCookie ? { "Set-Cookie": csrfCookie } : {} },
  );
}

/** A 'Continue' post: its form, or the answer that refuses it (a robot is told only that the link failed). */
export async function readContinuePost(request: Request, failed: string) {
  const guarded = await readGuardedForm(request);
  if (guarded.ok) return { form: guarded.form };
  return {
    refusal: data({ error: guarded.spam ? failed : guarded.message }, { status: guarded.spam ? 400 : guarded.status }),
  };
}
