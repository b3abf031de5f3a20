import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { enqueueMail } from "~/server/mail/outbox.server";
import { createMailSender } from "~/server/mail/sender.server";
import { maskEmailsIn } from "~/server/platform/log.server";
import { openDatabaseFile } from "~/server/records/store.server";

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  while (stops.length) await stops.pop()!();
});

async function until(check: () => boolean, timeoutMs = 8_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("addresses in texts from elsewhere", () => {
  it("masks every email address in an SMTP server's error text", () => {
    expect(maskEmailsIn("550 5.1.1 <ana.lopez@example.org>: Recipient address rejected; cc bob@mail.example.net")).toBe(
      "550 5.1.1 <a***@example.org>: Recipient address rejected; cc b***@mail.example.net",
    );
    expect(maskEmailsIn("421 Try again later")).toBe("421 Try again later");
  });
});

describe("a message the SMTP server refuses for good", () => {
  it("is set aside after one attempt, and neither the log nor the outbox holds the whole address", async () => {
    let attempts = 0;
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onRcptTo(address, _session, callback) {
        attempts += 1;
        callback(Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
    stops.push(() => new Promise((resolve) => smtp.close(() => resolve())));
    const port = (smtp.server.address() as { port: number }).port;
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));

    const db = openDatabaseFile(":memory:");
    const sender = createMailSender(db, { dataDir: mkdtempSync(path.join(tmpdir(), "refusal-")), smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: "Portal <no-reply@example.org>", nodeEnv: "production" });
    stops.push(() => sender.stop());
    const now = Date.now();
    enqueueMail(db, { emailKey: "ana.lopez@example.org", recipient: "ana.lopez@example.org", subject: "Sign in", text: "link", html: "<p>link</p>", notAfter: now + 600_000 }, now);
    sender.wake();
    const row = () => db.prepare("SELECT state, attempts, last_error FROM mail_outbox").get() as { state: string; attempts: number; last_error: string };
    await until(() => row().state === "refused");
    // Time for a retry, had it been scheduled (the first backoff is one second).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(row()).toMatchObject({ state: "refused", attempts: 1 });
    expect(attempts).toBe(1);
    expect(row().last_error).toContain("a***@example.org");
    expect(row().last_error).not.toContain("ana.lopez@");
    const logged = lines.join("\n");
    expect(logged).toContain("mail refused, set aside");
    expect(logged).not.toContain("ana.lopez@");
  }, 20_000);
});
