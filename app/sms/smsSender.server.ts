/**
 * Delivers the texts outbox in the background, as the mail sender does the mail (decision 092): through the
 * provider when its settings are set, otherwise as .txt files in DATA_DIR/sms-outbox. A failure worth retrying is
 * tried again with a backoff capped at 30 s and set aside after MAX_TEXT_ATTEMPTS; a refusal (a 4xx) at once; a
 * text whose number sent STOP meanwhile is set aside unsent. A send the provider did not answer may have gone out,
 * and Twilio takes no idempotency key: before trying it again the sender asks the provider's Messages list, and a
 * text found there is marked sent with its id, not sent twice (decision 103). No whole number reaches a log line or
 * a stored error.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Db } from "~/db/engine.server";
import { privateFolder } from "~/db/open.server";
import { db } from "~/db/serverStore.server";
import { createOutboxPump } from "~/db/outboxPump.server";
import { startedLater } from "~/db/jobs.server";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { maskPhone } from "./phoneNumber";
import {
  claimNextText,
  expireStaleTexts,
  fileTextFolder,
  markTextRetry,
  markTextSent,
  markTextSetAside,
  nextTextDueAt,
  setAsideInterruptedTexts,
  STOPPED_REASON,
  type OutboxText,
} from "./smsOutbox.server";
import { isStopped } from "./smsStops.server";
import {
  findSentTwilioText,
  sendTwilioText,
  TextNotSent,
  TWILIO_TIMEOUT_MS,
  type TwilioSettings,
} from "./twilioClient.server";
import { textSettings } from "./settings.server";

const MAX_BACKOFF_MS = 30_000;

export function textRetryDelay(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempts - 1));
}

/** Any run of seven or more digits (a number, perhaps with its +) shown by its last two only. */
const maskNumbersIn = (text: string) => text.replace(/\+?\d{7,}/g, (found) => maskPhone(found));

/** `timeoutMs`: how long a call to the provider waits for its answer (the client's 20 s; tests give less). */
type Settings = { dataDir: string; twilio: TwilioSettings | null; timeoutMs?: number };

export function createTextSender(db: Db, settings: Settings) {
  const folder = fileTextFolder(settings.dataDir);
  const timeoutMs = settings.timeoutMs ?? TWILIO_TIMEOUT_MS;

  async function deliver(text: OutboxText): Promise<string | null> {
    if (settings.twilio) {
      const to = { to: text.recipient, body: text.body };
      if (text.unansweredAt !== null) {
        const already = await findSentTwilioText(settings.twilio, { ...to, since: text.unansweredAt }, timeoutMs);
        if (already) {
          log.info("text had gone out though its send went unanswered; not sent again", { id: text.id });
          return already.sid;
        }
      }
      return (await sendTwilioText(settings.twilio, to, timeoutMs)).sid;
    }
    privateFolder(folder);
    const file = path.join(folder, `${text.id}.txt`);
    writeFileSync(file, `To: ${text.recipient}\n\n${text.body}\n`, { mode: 0o600 });
    // No code in the log, even in development: a developer reads the file (its path is logged).
    log.info("text written to outbox", { id: text.id, file });
    return null;
  }

  /** Handles the next text due, if any: sent, set aside (stopped number, refusal) or put back with a backoff. */
  async function deliverNext(): Promise<boolean> {
    const now = Date.now();
    await expireStaleTexts(db, now);
    // A claim asks the list and sends, each at most `timeoutMs`: one three times as old was left by a sender that stopped.
    await setAsideInterruptedTexts(db, now - 3 * timeoutMs);
    const text = await claimNextText(db, now);
    if (!text) return false;
    const to = maskPhone(text.recipient);
    if (await isStopped(db, text.recipient)) {
      await markTextSetAside(db, text.id, "stopped", STOPPED_REASON);
      log.info("text not sent, the number stopped texts", { id: text.id, to });
      return true;
    }
    try {
      const sid = await deliver(text);
      await markTextSent(db, text.id, sid);
      log.info("text sent", { id: text.id, kind: text.kind, to, attempt: text.attempts });
    } catch (error) {
      const reason = maskNumbersIn((error as Error).message);
      if (error instanceof TextNotSent && error.permanent) {
        await markTextSetAside(db, text.id, "refused", reason);
        log.warn("text refused, set aside", { id: text.id, to, attempt: text.attempts, reason });
        return true;
      }
      const delay = textRetryDelay(text.attempts);
      const unanswered = error instanceof TextNotSent && error.status === null;
      await markTextRetry(db, text.id, Date.now() + delay, reason, unanswered);
      log.warn("text not sent, will retry", { id: text.id, to, attempt: text.attempts, retryInMs: delay, reason });
    }
    return true;
  }

  return createOutboxPump({ name: "text sender", deliverNext, nextDueAt: () => nextTextDueAt(db) });
}

/** The process's one texts sender; as it starts it first delivers what a previous process left in the outbox. */
export const textSender = startedLater("text sender", () =>
  createTextSender(db(), { dataDir: env().dataDir, ...textSettings.current() }),
);

/** A text was just queued: deliver it now rather than at the next poll (before start, the outbox keeps it). */
export const wakeTextSender = (): void => void textSender.wake();
