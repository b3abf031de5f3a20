/**
 * The sign-in request: for a known champion (and within the limits) a token and its email are written in one
 * transaction for the sender to deliver. The caller shows the same answer whatever happens here.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { emailKey } from "~/portal/championLookup";
import { composeLoginEmail, loginLink } from "~/server/mail/loginEmail.server";
import { enqueueMail, hasPendingMail, mailsSince } from "~/server/mail/outbox.server";
import { wakeMailSender } from "~/server/mail/sender.server";
import { env } from "~/server/platform/env.server";
import { log, maskEmail } from "~/server/platform/log.server";
import { hitRateLimit } from "~/server/platform/rateLimit.server";
import { createRecordSource } from "~/server/records/recordSource.server";
import { db } from "~/server/records/store.server";
import { LOGIN_TOKEN_TTL_MS, loginTokens, recordIssuedToken } from "./loginTokens.server";

/** Generous for a shared library connection (many people behind one address), tight for one mailbox. */
export const signInLimits = {
  perClientPerMinute: 30,
  mailsPerEmail: 3,
  mailWindowMs: 15 * 60 * 1000,
};
/** Every answer takes at least this long, so a known and an unknown address cannot be told apart by time. */
const ANSWER_FLOOR_MS = 250;
/** A link mailed later than this before its expiry would be nearly useless: not sent. */
const LAST_SEND_BEFORE_EXPIRY_MS = 60 * 1000;

/** Asks for a sign-in email; takes at least ANSWER_FLOOR_MS and never throws. */
export async function requestSignIn(email: string, clientAddress: string): Promise<void> {
  const started = Date.now();
  try {
    await issueLoginEmail(email, clientAddress);
  } catch (error) {
    // A failure is only logged: the person sees the usual answer, which tells nobody whether an address is known.
    log.error("sign-in failed", { to: maskEmail(email), error });
  }
  const remaining = ANSWER_FLOOR_MS - (Date.now() - started);
  if (remaining > 0) await sleep(remaining);
}

async function issueLoginEmail(email: string, clientAddress: string) {
  const store = db();
  if (!hitRateLimit(store, `sign-in:${clientAddress}`, signInLimits.perClientPerMinute, 60_000)) {
    log.warn("sign-in limited for client", { client: clientAddress });
    return;
  }
  const champion = createRecordSource(store).championByEmail(email);
  // A token is signed either way, so an unknown address costs the same work as a known one.
  const issued = await loginTokens().issue(champion?.id ?? "unknown", email);
  if (!champion?.Email) {
    log.info("sign-in for an unknown address", { to: maskEmail(email) });
    return;
  }
  const key = emailKey(champion.Email);
  const message = composeLoginEmail(loginLink(env().publicUrl, champion.id, issued.token), champion.Name);
  const outcome = store.transaction(() => {
    const now = Date.now();
    if (hasPendingMail(store, key, now)) return "reused pending";
    if (mailsSince(store, key, now - signInLimits.mailWindowMs) >= signInLimits.mailsPerEmail) return "limited";
    recordIssuedToken(store, issued, champion.id, key, now);
    enqueueMail(store, {
      emailKey: key,
      recipient: champion.Email!.trim(),
      subject: message.subject,
      text: message.text,
      html: message.html,
      notAfter: issued.expiresAt - LAST_SEND_BEFORE_EXPIRY_MS,
    });
    return "queued";
  }).immediate();
  log.info("sign-in email", { to: maskEmail(key), outcome, validForMs: LOGIN_TOKEN_TTL_MS });
  wakeMailSender();
}
