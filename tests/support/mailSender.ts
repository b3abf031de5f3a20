import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { enqueueMail } from "~/mail/outbox.server";
import { createMailSender } from "~/mail/sender.server";
import { firstRow, sql, type Db, type Engine } from "~/db/engine.server";
import { openTestStore } from "./testStores";

/**
 * The mail sender's unit tests: a real sender on a new, empty store of this engine (closed by `closeTestStores`
 * once the sender is stopped), sending to `smtpPort` or to the file outbox.
 */
export async function startMailSender(
  engine: Engine,
  { smtpPort, nodeEnv = "test" }: { smtpPort?: number; nodeEnv?: string } = {},
) {
  const { db } = await openTestStore(engine);
  const dataDir = mkdtempSync(path.join(tmpdir(), "sender-"));
  const smtpUrl = smtpPort === undefined ? undefined : `smtp://127.0.0.1:${smtpPort}`;
  const sender = createMailSender(db, { dataDir, smtpUrl, mailFrom: "Portal <no-reply@example.org>", nodeEnv });
  return { db, dataDir, sender };
}

/** Puts one sign-in email to `address` in the outbox, good for ten minutes. */
export async function queueSignInMail(db: Db, address: string): Promise<void> {
  const now = Date.now();
  await enqueueMail(
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

type OutboxRow = { state: string; attempts: number; last_error: string | null };

/** The outbox row of the only message. */
export async function outboxRow(db: Db): Promise<OutboxRow> {
  const row = await firstRow(db, sql<OutboxRow>`SELECT state, attempts, last_error FROM mail_outbox`);
  if (!row) throw new Error("the outbox holds no message");
  return row;
}

/** Waits until `check` holds, polling every 50 ms; fails after `timeoutMs`. */
export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 8_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
