import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { enqueueMail } from "~/server/mail/outbox.server";
import { createMailSender } from "~/server/mail/sender.server";
import { openDatabaseFile } from "~/server/db/open.server";
import { type Db } from "~/server/db/engine.server";

/** The mail sender's unit tests: a real sender on an in-memory database, sending to `smtpPort` or to the file outbox. */
export function startMailSender({ smtpPort, nodeEnv = "test" }: { smtpPort?: number; nodeEnv?: string } = {}) {
  const db = openDatabaseFile(":memory:");
  const dataDir = mkdtempSync(path.join(tmpdir(), "sender-"));
  const smtpUrl = smtpPort === undefined ? undefined : `smtp://127.0.0.1:${smtpPort}`;
  const sender = createMailSender(db, { dataDir, smtpUrl, mailFrom: "Portal <no-reply@example.org>", nodeEnv });
  return { db, dataDir, sender };
}

/** Puts one sign-in email to `address` in the outbox, good for ten minutes. */
export function queueSignInMail(db: Db, address: string) {
  const now = Date.now();
  enqueueMail(
    db,
    {
      emailKey: address,
      recipient: address,
      subject: "Sign in",
      text: "link",
      html: "<p>link</p>",
      notAfter: now + 600_000,
    },
    now,
  );
}

/** The outbox row of the only message. */
export function outboxRow(db: Db): { state: string; attempts: number; last_error: string | null } {
  return db.prepare("SELECT state, attempts, last_error FROM mail_outbox").get() as {
    state: string;
    attempts: number;
    last_error: string | null;
  };
}

/** Waits until `check` holds, polling every 50 ms; fails after `timeoutMs`. */
export async function until(check: () => boolean, timeoutMs = 8_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
