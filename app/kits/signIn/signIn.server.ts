/**
 * The sign-in request: for a known champion (and within the limits) a token and its email are written in one
 * transaction for the sender to deliver. The caller shows the same answer whatever happens here.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { Locale } from "~/i18n/locale";
import { emailKey } from "~/kits/records/championLookup";
import { signInMailLimit } from "~/kits/signIn/signInMailLimit";
import { composeLoginEmail, loginLink, type LoginEmail } from "~/kits/signIn/loginEmail.server";
import { enqueueMail, hasPendingMail, mailsSince } from "~/mail/outbox.server";
import { afterCommit, inTransaction, lockWithinTransaction } from "~/db/transaction.server";
import { isStoreUnavailable } from "~/db/unavailable.server";
import { wakeMailSender } from "~/mail/sender.server";
import { env } from "~/platform/env.server";
import { log, maskEmail } from "~/platform/log.server";
import { signInRequests, type SignInOutcome } from "~/platform/metrics.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import type { Realm } from "~/kits/signIn/sessions.server";
import { rememberLanguage } from "~/kits/records/personLanguage.server";
import { createRecordSource } from "~/kits/records/recordSource.server";
import { db } from "~/db/serverStore.server";
import { type Db } from "~/db/engine.server";
import { LOGIN_TOKEN_TTL_MS, loginTokens, recordIssuedToken, type IssuedToken } from "./loginTokens.server";

/** Generous for a shared library connection (many people behind one address), tight for one mailbox. */
export const signInLimits = { perClientPerMinute: 30, ...signInMailLimit };
/** Every answer takes at least this long, so a known and an unknown address cannot be told apart by time. */
const ANSWER_FLOOR_MS = 250;
/** A link mailed later than this before its expiry would be nearly useless: not sent. */
const LAST_SEND_BEFORE_EXPIRY_MS = 60 * 1000;

/**
 * Asks for a sign-in email in the language of the page it was asked from (the link leads back to that language,
 * which is kept as the person's language); takes at least ANSWER_FLOOR_MS and never throws.
 */
export function requestSignIn(email: string, clientAddress: string, locale: Locale = "en"): Promise<void> {
  return withSameAnswer(email, "portal", () => issueLoginEmail(email, clientAddress, locale));
}

/**
 * Runs a sign-in request so that its answer cannot tell whether the address is known: it takes at least
 * ANSWER_FLOOR_MS and never throws. Shared by the portal's and the staff console's sign-in; the outcome `work`
 * gives is counted in the metrics, which only the operator reads.
 */
export async function withSameAnswer(email: string, realm: Realm, work: () => Promise<SignInOutcome>): Promise<void> {
  const started = Date.now();
  let outcome: SignInOutcome;
  let unavailable: unknown;
  try {
    outcome = await work();
  } catch (error) {
    // A failure is only logged: the person sees the usual answer, which tells nobody whether an address is known.
    // Only a database out of reach is said (503), for every address alike: no link could be sent to anyone.
    if (isStoreUnavailable(error)) unavailable = error;
    else log.error("sign-in failed", { to: maskEmail(email), error });
    outcome = "failed";
  }
  signInRequests.inc({ realm, outcome });
  const remaining = ANSWER_FLOOR_MS - (Date.now() - started);
  if (remaining > 0) await sleep(remaining);
  if (unavailable) throw unavailable;
}

async function issueLoginEmail(email: string, clientAddress: string, locale: Locale): Promise<SignInOutcome> {
  const store = db();
  if (!(await hitRateLimit(store, `sign-in:${clientAddress}`, signInLimits.perClientPerMinute, 60_000))) {
    log.warn("sign-in limited for client", { client: clientAddress });
    return "client_limited";
  }
  const champion = await createRecordSource(store).championByEmail(email);
  // A token is signed either way, so an unknown address costs the same work as a known one.
  const issued = await loginTokens().issue(champion?.id ?? "unknown", email);
  if (!champion?.Email) {
    log.info("sign-in for an unknown address", { to: maskEmail(email) });
    return "unknown_address";
  }
  await rememberLanguage(store, emailKey(champion.Email), locale);
  const message = composeLoginEmail(
    loginLink(env().publicUrl, champion.id, issued.token, locale),
    champion.Name,
    locale,
  );
  return queueSignInEmail(store, {
    issued,
    subject: champion.id,
    recipient: champion.Email,
    message,
    realm: "portal",
  });
}

/**
 * Writes a sign-in link's token and its email in one transaction, within the per-mailbox limits: a message
 * still waiting for this address is reused instead, and a mailbox gets at most a few links in 15 minutes.
 */
export async function queueSignInEmail(
  store: Db,
  mail: { issued: IssuedToken; subject: string; recipient: string; message: LoginEmail; realm: Realm },
): Promise<SignInOutcome> {
  const key = emailKey(mail.recipient);
  const outcome = await inTransaction(store, async (trx) => {
    await lockWithinTransaction(trx, `sign-in-mail:${key}`);
    const now = Date.now();
    if (await hasPendingMail(trx, key, now)) return "reused pending";
    if ((await mailsSince(trx, key, now - signInLimits.mailWindowMs)) >= signInLimits.mailsPerEmail) return "limited";
    await recordIssuedToken(trx, mail.issued, mail.subject, key, now, mail.realm);
    await enqueueMail(trx, {
      emailKey: key,
      recipient: mail.recipient.trim(),
      subject: mail.message.subject,
      text: mail.message.text,
      html: mail.message.html,
      notAfter: mail.issued.expiresAt - LAST_SEND_BEFORE_EXPIRY_MS,
    });
    afterCommit(trx, wakeMailSender);
    return "queued";
  });
  log.info("sign-in email", { to: maskEmail(key), realm: mail.realm, outcome, validForMs: LOGIN_TOKEN_TTL_MS });
  return outcome === "queued" ? "queued" : outcome === "limited" ? "mailbox_limited" : "reused";
}
