import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabaseFile, type Db } from "~/server/records/store.server";
import { enqueueMail } from "~/server/mail/outbox.server";
import { createMailSender } from "~/server/mail/sender.server";

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (stops.length) await stops.pop()!();
});

async function until(check: () => boolean, timeoutMs = 8_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function state(db: Db): { state: string; attempts: number } {
  return db.prepare("SELECT state, attempts FROM mail_outbox").get() as { state: string; attempts: number };
}

function queue(db: Db) {
  const now = Date.now();
  enqueueMail(db, { emailKey: "ana@example.org", recipient: "ana@example.org", subject: "Sign in", text: "link", html: "<p>link</p>", notAfter: now + 600_000 }, now);
}

describe("the mail sender", () => {
  it("retries while the SMTP server refuses, then delivers the message exactly once", async () => {
    let refusing = true;
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onRcptTo(_address, _session, callback) {
        if (!refusing) return callback();
        const error = Object.assign(new Error("Try again later"), { responseCode: 451 });
        callback(error);
      },
      onData(stream, _session, callback) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
        stream.on("end", () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
    stops.push(() => new Promise((resolve) => smtp.close(() => resolve())));
    const port = (smtp.server.address() as { port: number }).port;

    const db = openDatabaseFile(":memory:");
    const sender = createMailSender(db, { dataDir: mkdtempSync(path.join(tmpdir(), "sender-")), smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: "Portal <no-reply@example.org>", nodeEnv: "test" });
    stops.push(() => sender.stop());
    queue(db);
    sender.wake();
    await until(() => state(db).attempts >= 1 && state(db).state === "pending");
    expect(received).toHaveLength(0);

    refusing = false;
    await until(() => state(db).state === "sent");
    // Stopping waits for a pass in progress and starts none: whatever was going to arrive has arrived.
    await sender.stop();
    expect(received).toHaveLength(1);
    expect(received[0]).toContain("Subject: Sign in");
  }, 20_000);

  it("writes to the file outbox in DATA_DIR when no SMTP server is set", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "sender-"));
    const db = openDatabaseFile(":memory:");
    const sender = createMailSender(db, { dataDir, smtpUrl: undefined, mailFrom: "Portal <no-reply@example.org>", nodeEnv: "test" });
    stops.push(() => sender.stop());
    queue(db);
    sender.wake();
    await until(() => state(db).state === "sent");
    const outbox = path.join(dataDir, "outbox");
    expect(existsSync(outbox)).toBe(true);
    const [file] = readdirSync(outbox);
    expect(readFileSync(path.join(outbox, file!), "utf8")).toContain("To: ana@example.org");
  });
});
