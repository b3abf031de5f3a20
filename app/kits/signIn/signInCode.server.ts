/**
 * Signing in with a six-digit code texted to a mobile number (issue 38, decision 092), beside the emailed link:
 * the same limits (per client, and per number as per mailbox: a few codes in 15 minutes) and the same answer
 * whether the number is known or not. A code works for 10 minutes, once; five wrong tries end it. Only its HMAC is
 * kept (keyed with JWT_SECRET and the code's id), and no code or whole number reaches a log line.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { firstRow, sql, type Db } from "~/db/engine.server";
import { db } from "~/db/serverStore.server";
import { afterCommit, inTransaction, lockWithinTransaction } from "~/db/transaction.server";
import type { Locale } from "~/i18n/locale";
import { rememberLanguage } from "~/kits/records/personLanguage.server";
import { createRecordSource } from "~/kits/records/recordSource.server";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";
import { maskPhone } from "~/sms/phoneNumber";
import { codeTextsSince, enqueueText } from "~/sms/smsOutbox.server";
import { wakeTextSender } from "~/sms/smsSender.server";
import { textsIn } from "~/sms/textWords";
import { signInLimits, withSameAnswer } from "./signIn.server";

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_WRONG_TRIES = 5;
/** A code texted later than this before it expires would be nearly useless: not sent. */
const LAST_SEND_BEFORE_EXPIRY_MS = 60 * 1000;

/** What the code's rules need besides the store: the key of its HMAC and the site's address (for the text). */
export type CodeSettings = { secret: string; publicUrl: string };

const hashOf = (secret: string, id: string, code: string) =>
  createHmac("sha256", secret).update(`${id}:${code}`).digest("base64url");

const serverSettings = (): CodeSettings => ({ secret: env().jwtSecret, publicUrl: env().publicUrl });

/** Asks for a code texted to this number (E.164), in the page's language; same time and answer for any number. */
export function requestSignInCode(phone: string, clientAddress: string, locale: Locale): Promise<void> {
  return withSameAnswer(maskPhone(phone), "portal", async () => {
    return issueSignInCode(db(), serverSettings(), { phone, clientAddress, locale });
  });
}

/** The rules of issuing a code, on any store: limits, the champion of the number, the code and its text. */
export async function issueSignInCode(
  store: Db,
  settings: CodeSettings,
  ask: { phone: string; clientAddress: string; locale: Locale },
): Promise<"queued" | "client_limited" | "unknown_address" | "mailbox_limited"> {
  const { phone, locale } = ask;
  if (!(await hitRateLimit(store, `sign-in:${ask.clientAddress}`, signInLimits.perClientPerMinute, 60_000)))
    return "client_limited";
  const champion = await createRecordSource(store).championByMobile(phone);
  const id = randomBytes(16).toString("base64url");
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  // Hashed either way, so an unknown number costs the same work as a known one.
  const hash = hashOf(settings.secret, id, code);
  if (!champion) {
    log.info("sign-in code for an unknown number", { to: maskPhone(phone) });
    return "unknown_address";
  }
  const text = textsIn(locale, settings.publicUrl).signInCode(code);
  const outcome = await issueCode(store, { id, hash, text, phone, championId: champion.id, locale });
  log.info("sign-in code", { to: maskPhone(phone), outcome, validForMs: CODE_TTL_MS });
  return outcome === "queued" ? "queued" : "mailbox_limited";
}

async function issueCode(
  store: Db,
  c: { id: string; hash: string; text: string; phone: string; championId: string; locale: Locale },
): Promise<"queued" | "limited"> {
  return inTransaction(store, async (trx) => {
    await lockWithinTransaction(trx, `sign-in-text:${c.phone}`);
    const now = Date.now();
    if ((await codeTextsSince(trx, c.phone, now - signInLimits.mailWindowMs)) >= signInLimits.mailsPerEmail)
      return "limited";
    await sql`INSERT INTO sms_codes (id, champion_id, phone, code_hash, created_at, expires_at)
       VALUES (${c.id}, ${c.championId}, ${c.phone}, ${c.hash}, ${now}, ${now + CODE_TTL_MS})`.execute(trx);
    await enqueueText(trx, {
      kind: "sign-in",
      recipient: c.phone,
      body: c.text,
      notAfter: now + CODE_TTL_MS - LAST_SEND_BEFORE_EXPIRY_MS,
    });
    afterCommit(trx, wakeTextSender);
    // The person's language is kept by their number when they have no email (issue 38).
    await rememberLanguage(trx, c.phone, c.locale, now);
    return "queued";
  });
}

export type CodeCheck = { ok: true; championId: string } | { ok: false };

/**
 * Checks a typed code against the number's latest live code: right, it is spent and the champion returned; wrong,
 * a try is counted (the fifth ends it). No live code, or a client over its limit, is "wrong" too.
 */
export function checkSignInCode(phone: string, typed: string, clientAddress: string): Promise<CodeCheck> {
  return verifySignInCode(db(), serverSettings(), { phone, typed, clientAddress });
}

export async function verifySignInCode(
  store: Db,
  settings: CodeSettings,
  { phone, typed, clientAddress }: { phone: string; typed: string; clientAddress: string },
): Promise<CodeCheck> {
  if (!(await hitRateLimit(store, `sign-in:${clientAddress}`, signInLimits.perClientPerMinute, 60_000)))
    return { ok: false };
  const result = await inTransaction(store, async (trx): Promise<CodeCheck> => {
    await lockWithinTransaction(trx, `sign-in-code:${phone}`);
    const now = Date.now();
    const live = await firstRow(
      trx,
      sql<{ id: string; champion_id: string; code_hash: string }>`SELECT id, champion_id, code_hash FROM sms_codes
         WHERE phone = ${phone} AND used_at IS NULL AND expires_at > ${now} AND wrong_tries < ${MAX_WRONG_TRIES}
         ORDER BY created_at DESC LIMIT 1`,
    );
    if (!live) return { ok: false };
    const expected = Buffer.from(live.code_hash);
    const given = Buffer.from(hashOf(settings.secret, live.id, typed));
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      await sql`UPDATE sms_codes SET used_at = ${now} WHERE id = ${live.id}`.execute(trx);
      return { ok: true, championId: live.champion_id };
    }
    await sql`UPDATE sms_codes SET wrong_tries = wrong_tries + 1 WHERE id = ${live.id}`.execute(trx);
    return { ok: false };
  });
  log.info("sign-in code checked", { to: maskPhone(phone), outcome: result.ok ? "opened" : "refused" });
  return result;
}
