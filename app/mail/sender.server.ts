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
import { isStoreUnavailable } from "~/db/unavailable.server";
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
const IDLE_POLL_MS = 5_000;

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
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function deliver(message: OutboxMessage) {
    const info = await transport.sendMail({
      from: settings.mailFrom,
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
              },
            ]
          : undefined,
      // The same id on every attempt lets a receiving server recognise a repeat, and only a repeat.
      messageId: message.message_id ?? undefined,
      // Mail a program sent: out-of-office replies and other automatic answers are not sent back (RFC 3834).
      headers: { "Auto-Submitted": "auto-generated" },
    });
    if (!settings.smtpUrl) {
      privateFolder(outboxDir);
      const file = path.join(outboxDir, `${message.id}${FILE_OUTBOX_SUFFIX}`);
      writeFileSync(file, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
      // The development outbox: the link in the log is how a developer signs in without a mail server.
      const link = /https?:\/\/\S+\/(?:portal|staff\/continue)\?\S+/.exec(message.text_body)?.[0];
      if (settings.nodeEnv !== "development" || !link) log.info("mail written to outbox", { id: message.id, file });
      else log.info("mail written to outbox", { id: message.id, file, signInLink: link });
    }
  }

  async function drain() {
    for (;;) {
      if (stopped) return;
      const now = Date.now();
      await expireStaleMail(db, now);
      await reclaimInterruptedMail(db, now - 2 * SEND_TIMEOUT_MS, now);
      const message = await claimNextMail(db, now, newMessageId(idDomain));
      if (!message) return;
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
          continue;
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
    }
  }

  async function schedule() {
    if (stopped) return;
    clearTimeout(timer);
    // While the database is away the sender polls, and delivers what waited once it answers again.
    const due = await nextMailDueAt(db).catch(() => null);
    if (stopped) return;
    const wait = due === null ? IDLE_POLL_MS : Math.max(0, Math.min(IDLE_POLL_MS, due - Date.now()));
    clearTimeout(timer);
    timer = setTimeout(wake, wait);
    timer.unref();
  }

  /** Runs a delivery pass now (or right after the one in progress); never throws. */
  function wake() {
    if (stopped) return;
    if (running) return;
    running = drain()
      .catch((error) => {
        // A staff import holds SQLite's write lock for a few seconds, or PostgreSQL is away: the next pass delivers.
        if (isStoreUnavailable(error))
          log.warn("mail sender waits for the database", { reason: (error as Error).message });
        else log.error("mail sender failed", { error });
      })
      .finally(() => {
        running = undefined;
        void schedule();
      });
  }

  return {
    wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}

type MailSender = ReturnType<typeof createMailSender>;
let sender: MailSender | undefined;

/** Starts the process's one sender; it first delivers whatever a previous process left in the outbox. */
export function startMailSender(): MailSender {
  if (!sender) {
    sender = createMailSender(db(), env());
    sender.wake();
  }
  return sender;
}

/** A message was just queued: deliver it now rather than at the next poll (before start, the outbox keeps it). */
export function wakeMailSender(): void {
  sender?.wake();
}

/** Stops the sender cleanly (a send in progress finishes); on SIGTERM. */
export async function stopMailSender(): Promise<void> {
  await sender?.stop();
}
