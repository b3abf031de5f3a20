/**
 * Delivers the outbox in the background: SMTP when SMTP_URL is set, otherwise .eml files in DATA_DIR/outbox.
 * A failed send is retried with a backoff capped at 30 s, so mail flows again within a minute of the SMTP server
 * coming back, without a restart; a permanent refusal (a 5xx answer) is set aside at once. An SMTP server's error
 * text often quotes the recipient: it is masked before it is logged or stored. The server starts its one sender when it listens (`serverHooks.start`).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import { env } from "~/platform/env.server";
import { log, maskEmail, maskEmailsIn } from "~/platform/log.server";
import type { Db } from "~/db/engine.server";
import { privateFolder } from "~/db/open.server";
import { db } from "~/db/serverStore.server";
import { createOutboxPump } from "~/db/outboxPump.server";
import { startedLater } from "~/db/jobs.server";
import {
  claimNextMail,
  expireStaleMail,
  FILE_OUTBOX_SUFFIX,
  fileOutboxFolder,
  markMailRefused,
  markMailRetry,
  markMailSent,
  nextMailDueAt,
  reclaimInterruptedMail,
  type OutboxMessage,
} from "./outbox.server";
import { newMessageId, senderDomain } from "~/platform/mailIdentity.server";

export const MAX_BACKOFF_MS = 30_000;
/**
 * A send takes at most this long (nodemailer timeouts below), so a claim twice as old belongs to a process that
 * stopped mid-send (killed, or its machine gone): its lease has expired and another sender takes the message.
 */
const SEND_TIMEOUT_MS = 30_000;

export function retryDelay(attempts: number): number {
  return Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.max(0, attempts - 1));
}

/** An SMTP answer in the 5xx range is final (no such mailbox, policy): sending again would be refused again. */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}

type Settings = { dataDir: string; smtpUrl: string | undefined; mailFrom: string; nodeEnv: string };

export function createMailSender(db: Db, settings: Settings) {
  const transport = settings.smtpUrl
    ? nodemailer.createTransport(settings.smtpUrl, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: SEND_TIMEOUT_MS - 10_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const outboxDir = fileOutboxFolder(settings.dataDir);
  const idDomain = senderDomain(settings.mailFrom);

  async function deliver(message: OutboxMessage) {
    const info = await transport.sendMail({
      from: message.sender ?? settings.mailFrom,
      to: message.recipient,
      subject: message.subject,
      text: message.text_body,
      html: message.html_body,
      attachments:
        message.attachment_name && message.attachment_text !== null
          ? [
              {
                filename: message.attachment_name,
                contentType: message.attachment_type ?? "application/octet-stream",
                content: message.attachment_text,
                // A file is kept as base64 (a statement's PDF); a text attachment as its text.
                ...(message.attachment_encoding === "base64" ? { encoding: "base64" } : {}),
              },
            ]
          : undefined,
      // The same id on every attempt lets a receiving server recognise a repeat, and only a repeat.
      messageId: message.message_id ?? undefined,
      // A reply keeps its thread (decision 120), so the person's mail reader shows it under their message.
      inReplyTo: message.in_reply_to ?? undefined,
      references: message.thread_references ?? undefined,
      // Mail a program sent: out-of-office replies and other automatic answers are not sent back (RFC 3834). A
      // person's reply (it has its own From) is no automatic mail: the answer to it is welcome.
      headers: message.sender ? {} : { "Auto-Submitted": "auto-generated" },
    });
    if (!settings.smtpUrl) {
      privateFolder(outboxDir);
      const file = path.join(outboxDir, `${message.id}${FILE_OUTBOX_SUFFIX}`);
      writeFileSync(file, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
      // The development outbox: the link in the log is how a developer signs in without a mail server.
      // Every realm's link: the portal's, the staff console's, the partner portal's and a Shield account's.
      const link = /https?:\/\/\S+\/(?:portal|(?:staff|partners|shield\/account)\/continue)\?\S+/.exec(
        message.text_body,
      )?.[0];
      if (settings.nodeEnv !== "development" || !link) log.info("mail written to outbox", { id: message.id, file });
      else log.info("mail written to outbox", { id: message.id, file, signInLink: link });
    }
  }

  /** Delivers the next message due, if any: sent, set aside (a permanent refusal) or put back with a backoff. */
  async function deliverNext(): Promise<boolean> {
    const now = Date.now();
    await expireStaleMail(db, now);
    await reclaimInterruptedMail(db, now - 2 * SEND_TIMEOUT_MS, now);
    const message = await claimNextMail(db, now, newMessageId(idDomain));
    if (!message) return false;
    try {
      await deliver(message);
      await markMailSent(db, message.id);
      log.info("mail sent", { id: message.id, to: maskEmail(message.recipient), attempt: message.attempts });
    } catch (error) {
      const reason = maskEmailsIn((error as Error).message);
      const to = maskEmail(message.recipient);
      if (isPermanentRefusal(error)) {
        await markMailRefused(db, message.id, reason);
        log.warn("mail refused, set aside", { id: message.id, to, attempt: message.attempts, reason });
        return true;
      }
      const delay = retryDelay(message.attempts);
      await markMailRetry(db, message.id, Date.now() + delay, reason);
      log.warn("mail not sent, will retry", {
        id: message.id,
        to,
        attempt: message.attempts,
        retryInMs: delay,
        reason,
      });
    }
    return true;
  }

  return createOutboxPump({
    name: "mail sender",
    deliverNext,
    nextDueAt: () => nextMailDueAt(db),
    close: () => transport.close(),
  });
}

/** The process's one sender; as it starts it first delivers whatever a previous process left in the outbox. */
export const mailSender = startedLater("mail sender", () => createMailSender(db(), env()));

/** A message was just queued: deliver it now rather than at the next poll (before start, the outbox keeps it). */
export const wakeMailSender = (): void => void mailSender.wake();
