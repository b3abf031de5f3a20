import { afterEach, describe, expect, it, vi } from "vitest";
import { maskEmailsIn } from "~/platform/log.server";
import { outboxRow, queueSignInMail, startMailSender, until } from "../support/mailSender";
import { closeTestStores, ENGINES } from "../support/testStores";
import { startSmtpCapture } from "../support/smtpCapture";

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  while (stops.length) await stops.pop()!();
  await closeTestStores();
});

describe("addresses in texts from elsewhere", () => {
  it("masks every email address in an SMTP server's error text", () => {
    expect(maskEmailsIn("550 5.1.1 <ana.lopez@example.org>: Recipient address rejected; cc bob@mail.example.net")).toBe(
      "550 5.1.1 <a***@example.org>: Recipient address rejected; cc b***@mail.example.net",
    );
    expect(maskEmailsIn("421 Try again later")).toBe("421 Try again later");
  });
});

describe.each(ENGINES)("a message the SMTP server refuses for good (%s)", (engine) => {
  it("is set aside after one attempt, and neither the log nor the outbox holds the whole address", async () => {
    let attempts = 0;
    const smtp = await startSmtpCapture(0, {
      refuse(address) {
        attempts += 1;
        return { code: 550, message: `5.1.1 <${address}>: Recipient address rejected: User unknown` };
      },
    });
    stops.push(smtp.stop);
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    vi.spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));

    const { db, sender } = await startMailSender(engine, { smtpPort: smtp.port, nodeEnv: "production" });
    stops.push(() => sender.stop());
    await queueSignInMail(db, "ana.lopez@example.org");
    sender.wake();
    await until(async () => (await outboxRow(db)).state === "refused");
    // Time for a retry, had it been scheduled (the first backoff is one second).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const row = await outboxRow(db);
    expect(row).toMatchObject({ state: "refused", attempts: 1 });
    expect(attempts).toBe(1);
    expect(row.last_error).toContain("a***@example.org");
    expect(row.last_error).not.toContain("ana.lopez@");
    const logged = lines.join("\n");
    expect(logged).toContain("mail refused, set aside");
    expect(logged).not.toContain("ana.lopez@");
  });
});
