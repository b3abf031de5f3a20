/**
 * Signing in with a six-digit code texted to a mobile number (issue 38, decision 092), beside the emailed link:
 * the same limits (per client, and per number as per mailbox: a few codes in 15 minutes) and the same answer
 * whether the number is known or not. A code works for 10 minutes, once, and only while it is the number's newest:
 * a new code ends the older ones. Five wrong tries on a number within 15 minutes, whatever codes they were made
 * against, lock the number until that window ends (issue 45, decision 104). Only a code's HMAC is kept (keyed with
 * JWT_SECRET and the code's id), and no code or whole number reaches a log line.
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
import { hitRateLimit, rateLimitReached } from "~/platform/rateLimit.server";
import { maskPhone } from "~/sms/phoneNumber";
import { codeTextsSince, enqueueText } from "~/sms/smsOutbox.server";
import { wakeTextSender } from "~/sms/smsSender.server";
import { textsIn } from "~/sms/textWords";
import { signInLimits, withSameAnswer } from "./signIn.server";

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_WRONG_TRIES = 5;
/** The window a number's wrong tries are counted over: the window its codes are counted over. */
export const WRONG_TRIES_WINDOW_MS = signInLimits.mailWindowMs;
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
    // A new code ends the number's older ones, so only the code of the last text can open the portal.
    await sql`UPDATE sms_codes SET expires_at = ${now}
       WHERE phone = ${c.phone} AND used_at IS NULL AND expires_at > ${now}`.execute(trx);
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

export type CodeCheck = { ok: true; championId: string } | { ok: false; locked: boolean };

/** The counter of a number's wrong tries, kept with the other limits (so it holds across restarts and origins). */
const wrongTriesBucket = (phone: string) => `sign-in-code-wrong:${phone}`;

/**
 * Checks a typed code against the number's newest code: right (and still live), it is spent and the champion
 * returned; wrong, a try is counted against the number. A number with five wrong tries in the window is locked:
 * nothing opens it, the right code included, until the window ends. No live code, or a client over its limit, is
 * "wrong" too, and an unknown number counts and locks the same, so the answer tells nobody whether it is known.
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
    return { ok: false, locked: false };
  const result = await inTransaction(store, async (trx): Promise<CodeCheck> => {
    await lockWithinTransaction(trx, `sign-in-code:${phone}`);
    const now = Date.now();
    const bucket = wrongTriesBucket(phone);
    if (await rateLimitReached(trx, bucket, MAX_WRONG_TRIES, WRONG_TRIES_WINDOW_MS, now))
      return { ok: false, locked: true };
    // Only the newest code is compared: an older one is ended by the newer, whatever state the newer is in.
    const newest = await firstRow(
      trx,
      sql<{ id: string; champion_id: string; code_hash: string; live: number }>`SELECT id, champion_id, code_hash,
         CASE WHEN used_at IS NULL AND expires_at > ${now} AND wrong_tries < ${MAX_WRONG_TRIES} THEN 1 ELSE 0 END
           AS live
         FROM sms_codes WHERE phone = ${phone} ORDER BY created_at DESC, id DESC LIMIT 1`,
    );
    if (newest && Number(newest.live) === 1) {
      const expected = Buffer.from(newest.code_hash);
      const given = Buffer.from(hashOf(settings.secret, newest.id, typed));
      if (expected.length === given.length && timingSafeEqual(expected, given)) {
        await sql`UPDATE sms_codes SET used_at = ${now} WHERE id = ${newest.id}`.execute(trx);
        return { ok: true, championId: newest.champion_id };
      }
      await sql`UPDATE sms_codes SET wrong_tries = wrong_tries + 1 WHERE id = ${newest.id}`.execute(trx);
    }
    await hitRateLimit(trx, bucket, MAX_WRONG_TRIES, WRONG_TRIES_WINDOW_MS, now);
    // The try that reaches the limit already says so: the person learns now why the right code will not open.
    return { ok: false, locked: await rateLimitReached(trx, bucket, MAX_WRONG_TRIES, WRONG_TRIES_WINDOW_MS, now) };
  });
  log.info("sign-in code checked", {
    to: maskPhone(phone),
    outcome: result.ok ? "opened" : result.locked ? "locked" : "refused",
  });
  return result;
}
