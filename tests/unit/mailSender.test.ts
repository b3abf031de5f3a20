import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { outboxRow, queueSignInMail, startMailSender, until } from "../support/mailSender";
import { startSmtpCapture } from "../support/smtpCapture";

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (stops.length) await stops.pop()!();
});

describe("the mail sender", () => {
  it("retries while the SMTP server refuses, then delivers the message exactly once", async () => {
    let refusing = true;
    const smtp = await startSmtpCapture(0, { refuse: () => (refusing ? { code: 451, message: "Try again later" } : null) });
    stops.push(smtp.stop);
    const received = smtp.messages;

    const { db, sender } = startMailSender({ smtpPort: smtp.port });
    stops.push(() => sender.stop());
    queueSignInMail(db, "ana@example.org");
    sender.wake();
    await until(() => outboxRow(db).attempts >= 1 && outboxRow(db).state === "pending");
    expect(received).toHaveLength(0);

    refusing = false;
    await until(() => outboxRow(db).state === "sent");
    // Stopping waits for a pass in progress and starts none: whatever was going to arrive has arrived.
    await sender.stop();
    expect(received).toHaveLength(1);
    expect(received[0]!.raw).toContain("Subject: Sign in");
  }, 60_000);

  it("writes to the file outbox in DATA_DIR when no SMTP server is set", async () => {
    const { db, dataDir, sender } = startMailSender();
    stops.push(() => sender.stop());
    queueSignInMail(db, "ana@example.org");
    sender.wake();
    await until(() => outboxRow(db).state === "sent");
    const outbox = path.join(dataDir, "outbox");
    expect(existsSync(outbox)).toBe(true);
    const [file] = readdirSync(outbox);
    expect(readFileSync(path.join(outbox, file!), "utf8")).toContain("To: ana@example.org");
  });
});
