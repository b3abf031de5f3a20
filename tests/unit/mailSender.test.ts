import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { firstRow, rows, sql } from "~/db/engine.server";
import { SENT_LINK_REMOVED } from "~/db/migrations.server";
import { enqueueMail, NO_EXPIRY } from "~/mail/outbox.server";
import { outboxRow, queueSignInMail, startMailSender, until } from "../support/mailSender";
import { attachmentBytes, headerValues, signInLinkFrom, startSmtpCapture } from "../support/smtpCapture";
import { closeTestStores, ENGINES } from "../support/testStores";

const UUID_AT_EXAMPLE_ORG = /^<[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}@example\.org>$/;

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  // The senders stop (a pass in progress finishes) before their stores close.
  while (stops.length) await stops.pop()!();
  await closeTestStores();
});

describe.each(ENGINES)("the mail sender (%s)", (engine) => {
  /** A sign-in mail queued while the SMTP server answers "try again later", after its first refused attempt. */
  async function firstAttemptRefused() {
    let refusing = true;
    const smtp = await startSmtpCapture(0, {
      refuse: () => (refusing ? { code: 451, message: "Try again later" } : null),
    });
    stops.push(smtp.stop);
    const { db, sender } = await startMailSender(engine, { smtpPort: smtp.port });
    stops.push(() => sender.stop());
    await queueSignInMail(db, "ana@example.org");
    sender.wake();
    await until(async () => {
      const row = await outboxRow(db);
      return row.attempts >= 1 && row.state === "pending";
    });
    return { smtp, db, sender, accept: () => (refusing = false) };
  }

  it("retries while the SMTP server refuses, then delivers the message exactly once", async () => {
    const { smtp, db, sender, accept } = await firstAttemptRefused();
    const received = smtp.messages;
    expect(received).toHaveLength(0);

    accept();
    await until(async () => (await outboxRow(db)).state === "sent");
    // Stopping waits for a pass in progress and starts none: whatever was going to arrive has arrived.
    await sender.stop();
    expect(received).toHaveLength(1);
    expect(received[0]!.raw).toContain("Subject: Sign in");
  });

  it("writes to the file outbox in DATA_DIR when no SMTP server is set", async () => {
    const { db, dataDir, sender } = await startMailSender(engine);
    stops.push(() => sender.stop());
    await queueSignInMail(db, "ana@example.org");
    sender.wake();
    await until(async () => (await outboxRow(db)).state === "sent");
    const outbox = path.join(dataDir, "outbox");
    expect(existsSync(outbox)).toBe(true);
    const [file] = readdirSync(outbox);
    expect(readFileSync(path.join(outbox, file!), "utf8")).toContain("To: ana@example.org");
  });

  it("gives a message a random Message-ID at the sender's domain, the same on every attempt, and marks it auto-generated", async () => {
    const { smtp, db, accept } = await firstAttemptRefused();
    const firstAttempt = (await firstRow(db, sql<{ message_id: string }>`SELECT message_id FROM mail_outbox`))!
      .message_id;
    expect(firstAttempt).toMatch(UUID_AT_EXAMPLE_ORG);

    accept();
    const mail = await smtp.waitFor("ana@example.org");
    expect(headerValues(mail, "Message-ID")).toEqual([firstAttempt]);
    expect(headerValues(mail, "Auto-Submitted")).toEqual(["auto-generated"]);
    expect(headerValues(mail, "From")).toEqual(["Portal <no-reply@example.org>"]);

    // Another store numbers its first message 1 as well: its id is still its own, so no receiver drops it as a repeat.
    const other = await startMailSender(engine, { smtpPort: smtp.port });
    stops.push(() => other.sender.stop());
    await queueSignInMail(other.db, "ana@example.org");
    other.sender.wake();
    const second = await smtp.waitFor("ana@example.org", { after: 1 });
    expect(headerValues(second, "Message-ID")[0]).toMatch(UUID_AT_EXAMPLE_ORG);
    expect(headerValues(second, "Message-ID")[0]).not.toBe(firstAttempt);
  });

  it("sends the text attachment a message carries, as its own MIME part with its name and type", async () => {
    const smtp = await startSmtpCapture();
    stops.push(smtp.stop);
    const { db, sender } = await startMailSender(engine, { smtpPort: smtp.port });
    stops.push(() => sender.stop());
    const calendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n";
    await enqueueMail(db, {
      emailKey: "ana@example.org",
      recipient: "ana@example.org",
      subject: "Pickup",
      text: "Your pickup is booked.",
      html: "<p>Your pickup is booked.</p>",
      notAfter: NO_EXPIRY,
      kind: "donation",
      attachment: { filename: "pickup.ics", contentType: "text/calendar; method=PUBLISH", text: calendar },
    });
    sender.wake();
    const raw = (await smtp.waitFor("ana@example.org")).raw;
    expect(raw).toMatch(/Content-Type: text\/calendar; method=PUBLISH; name=pickup\.ics/);
    expect(raw).toMatch(/Content-Disposition: attachment; filename=pickup\.ics/);
    const part = /filename=pickup\.ics\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(raw)?.[1] ?? "";
    expect(Buffer.from(part.replace(/\s/g, ""), "base64").toString("utf8")).toBe(calendar);
  });

  it("sends a file attachment byte for byte, and the row lets go of it once sent", async () => {
    const smtp = await startSmtpCapture();
    stops.push(smtp.stop);
    const { db, sender } = await startMailSender(engine, { smtpPort: smtp.port });
    stops.push(() => sender.stop());
    const bytes = Uint8Array.from({ length: 512 }, (_, index) => index % 256); // not text in any encoding
    await enqueueMail(db, {
      emailKey: "ana@example.org",
      recipient: "ana@example.org",
      subject: "Your statement",
      text: "Attached.",
      html: "<p>Attached.</p>",
      notAfter: NO_EXPIRY,
      kind: "gift",
      attachment: { filename: "statement.pdf", contentType: "application/pdf", bytes },
    });
    sender.wake();
    const mail = await smtp.waitFor("ana@example.org");
    expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=statement\.pdf/);
    expect(attachmentBytes(mail, "statement.pdf")).toEqual(Buffer.from(bytes));
    await until(async () => (await outboxRow(db)).state === "sent");
    const row = await firstRow(
      db,
      sql<{ attachment_name: string; attachment_text: string | null }>`SELECT attachment_name, attachment_text
         FROM mail_outbox`,
    );
    expect(row).toEqual({ attachment_name: "statement.pdf", attachment_text: null });
  });

  it("keeps no copy of a sign-in link once the email is sent; a status email stays as it was sent", async () => {
    const smtp = await startSmtpCapture();
    stops.push(smtp.stop);
    const { db, sender } = await startMailSender(engine, { smtpPort: smtp.port });
    stops.push(() => sender.stop());
    const link = "https://portal.example.org/portal?recordId=C-1&jwt=aaa.bbb.ccc";
    const now = Date.now();
    await enqueueMail(
      db,
      {
        emailKey: "ana@example.org",
        recipient: "ana@example.org",
        subject: "Sign in",
        text: `Use this link:\n${link}`,
        html: `<p><a href="${link}">Open</a></p>`,
        notAfter: now + 600_000,
      },
      now,
    );
    const status = { text: "Your application status is now: Delivered.", html: "<p>Delivered.</p>" };
    await enqueueMail(
      db,
      {
        emailKey: "bo@example.org",
        recipient: "bo@example.org",
        subject: "Status",
        ...status,
        notAfter: NO_EXPIRY,
        kind: "status",
        recordId: "A-1",
      },
      now,
    );
    sender.wake();

    expect(signInLinkFrom(await smtp.waitFor("ana@example.org"))).toBe(link);
    await smtp.waitFor("bo@example.org");
    await until(
      async () =>
        (await firstRow(db, sql<{ n: number }>`SELECT COUNT(*) AS n FROM mail_outbox WHERE state = 'sent'`))?.n === 2,
    );
    const stored = await rows(
      db,
      sql<{ kind: string; text_body: string; html_body: string }>`SELECT * FROM mail_outbox ORDER BY id`,
    );
    expect(JSON.stringify(stored)).not.toMatch(/jwt|aaa\.bbb\.ccc/);
    expect(stored.map((row) => [row.kind, row.text_body, row.html_body])).toEqual([
      ["sign-in", SENT_LINK_REMOVED, SENT_LINK_REMOVED],
      ["status", status.text, status.html],
    ]);
  });
});
