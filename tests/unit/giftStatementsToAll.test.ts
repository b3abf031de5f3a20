/**
 * The January statements go to everyone who gave that year (issue 47 §3, decision 117), on both engines: a device
 * donor who gave no money is emailed the PDF (attached, read back with poppler) listing the devices without a value;
 * a person who gave both is sent one statement; a device donor the CRM knows by mobile number only is texted a link
 * of the links kit; each once, however many runs and processes come to it. The outbox lets go of a sent PDF, and
 * the purge removes applied payment events past their retention but never one not yet applied.
 */
import { afterEach, describe, expect, it } from "vitest";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { sendStatements } from "~/gifts/server/statementMail.server";
import { findLink } from "~/kits/links/linkTokens.server";
import { rememberLanguage } from "~/kits/records/personLanguage.server";
import { claimNextMail, markMailSent } from "~/mail/outbox.server";
import { segmentsOf } from "~/sms/segments";
import { purgeExpired } from "~/startup/retention.server";
import { push } from "../support/changeFeedRecords";
import { deviceDonor, paidGift, TZ } from "../support/giftRecords";
import { readPdf } from "../support/pdfReading";
import { closeTestStores, ENGINES, openOtherConnection, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

const JANUARY = Date.parse("2027-01-15T17:00:00Z");
const settings = {
  publicUrl: "https://site.example",
  timeZone: TZ,
  issuer: { signer: null, ein: "12-3456789", address: null },
  statementDay: 15,
};

type Mail = {
  id: number;
  recipient: string;
  text_body: string;
  attachment_name: string | null;
  attachment_type: string | null;
  attachment_text: string | null;
  attachment_encoding: string | null;
};
const mails = (db: Db) =>
  rows(
    db,
    sql<Mail>`SELECT id, recipient, text_body, attachment_name, attachment_type, attachment_text, attachment_encoding
     FROM mail_outbox WHERE kind = 'gift' ORDER BY id`,
  );
const texts = (db: Db) =>
  rows(db, sql<{ recipient: string; body: string }>`SELECT recipient, body FROM sms_outbox ORDER BY id`);

/** Donors the CRM pushed: one with devices of 2026 by email only, one known by number only, one of another year. */
async function deviceDonorsOnly(db: Db) {
  await push(db, {
    module: "Computer_Donors",
    records: [
      { id: "CD-7", Name: "Ana Ruiz", Email: "ana@donor.test", Status: "Donated", Donor_ID: "DON-7" },
      { id: "CD-8", Name: "Joe Moss", Phone: "(201) 555-0123", Status: "Donated", Donor_ID: "DON-8" },
      { id: "CD-9", Name: "Old Donor", Email: "old@donor.test", Status: "Donated", Donor_ID: "DON-9" },
      { id: "CD-10", Name: "No Way", Phone: "555", Status: "Donated", Donor_ID: "DON-10" },
    ],
  });
  await push(db, {
    module: "Computer_Inventory",
    records: [
      { id: "I-70", Donor_ID: "DON-7", Computer_Type: "Desktop", Date_Added: "6/9/2026" },
      { id: "I-80", Donor_ID: "DON-8", Computer_Type: "Tablet", Date_Added: "2026-08-01" },
      { id: "I-81", Donor_ID: "DON-8", Computer_Type: "Tablet", Date_Added: "2026-08-01" },
      { id: "I-90", Donor_ID: "DON-9", Computer_Type: "Laptop", Date_Added: "2025-05-05" },
      { id: "I-100", Donor_ID: "DON-10", Computer_Type: "Laptop", Date_Added: "2026-05-05" },
    ],
  });
}

describe.each(ENGINES)("the January statements to everyone who gave, on %s", (engine) => {
  it("emails a device-only donor the PDF, one statement to who gave both, a text to a number only; once each", async () => {
    const store = await openTestStore(engine);
    const { db } = store;
    await paidGift(db, Date.parse("2026-03-01T17:00:00Z"), { locale: "en" });
    await deviceDonor(db, "rosa@example.org"); // the same person's devices: one statement
    await deviceDonorsOnly(db);
    await rememberLanguage(db, "+12015550123", "es"); // the number-only donor last used the site in Spanish
    const other = engine === "postgres" ? (await openOtherConnection(store)).db : db;
    const runs = await Promise.all([
      sendStatements(db, 2026, settings, JANUARY),
      sendStatements(other, 2026, settings, JANUARY),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(3);
    expect(await sendStatements(db, 2026, settings, JANUARY + 3_600_000)).toBe(0);

    const sent = await mails(db);
    expect(sent.map((mail) => mail.recipient).sort()).toEqual(["Rosa@Example.org", "ana@donor.test"]);
    const ana = sent.find((mail) => mail.recipient === "ana@donor.test")!;
    expect(ana.text_body).toContain("June 9, 2026: Desktop: 1");
    expect(ana.text_body).toContain("No gift of money in this year.");
    expect(ana.text_body).toContain("Your statement is attached to this email as a PDF");
    expect(ana.text_body).toContain("https://site.example/portal");
    expect([ana.attachment_name, ana.attachment_type, ana.attachment_encoding]).toEqual([
      "giving_statement_2026.pdf",
      "application/pdf",
      "base64",
    ]);
    const pdf = readPdf(Buffer.from(ana.attachment_text!, "base64"));
    expect(pdf.info.Tagged).toBe("yes");
    const words = pdf.text.replace(/\s+/g, " ");
    expect(words).toContain("Year-End Giving Statement 2026");
    expect(words).toContain("Ana Ruiz");
    expect(words).toContain("Desktop: 1");
    expect(words).toContain("The IRS leaves the value of donated property to the donor");
    expect(words).not.toMatch(/\$/);
    const rosa = readPdf(
      Buffer.from(sent.find((mail) => mail.recipient !== ana.recipient)!.attachment_text!, "base64"),
    );
    expect(rosa.text.replace(/\s+/g, " ")).toMatch(/\$51\.75.*Laptop: 3/);

    const [text, ...moreTexts] = await texts(db);
    expect(moreTexts).toEqual([]);
    expect(text!.recipient).toBe("+12015550123");
    const token = /site\.example\/es\/gifts\/statement\/([\w-]{43})$/.exec(text!.body)?.[1];
    expect(text!.body).toMatch(
      /^Tech Access: su resumen de donaciones 2026 para sus impuestos\. Descarguelo sin entrar al portal: /,
    );
    // GSM-7 letters only (no á, í, ó, ú), so the text and its link take two segments, not three.
    expect(segmentsOf(text!.body)).toMatchObject({ encoding: "GSM-7", segments: 2 });
    const link = await findLink(db, "gift-statement", token!, JANUARY);
    expect([link?.state, link?.subjectId]).toEqual(["valid", "2026:+12015550123"]);
    expect((await findLink(db, "gift-statement", `${token!.slice(0, 42)}x`, JANUARY))?.state).toBeUndefined();

    const keys = await rows(db, sql<{ email_key: string }>`SELECT email_key FROM gift_statements_sent ORDER BY 1`);
    expect(keys.map((row) => row.email_key)).toEqual(["ana@donor.test", "rosa@example.org", "tel:+12015550123"]);
  });

  it("lets go of a sent PDF, and purges applied payment events past their retention, never one still to apply", async () => {
    const { db } = await openTestStore(engine);
    await deviceDonorsOnly(db);
    expect(await sendStatements(db, 2026, settings, JANUARY)).toBe(2);
    const claimed = (await claimNextMail(db, Date.now()))!;
    expect(claimed.attachment_encoding).toBe("base64");
    await markMailSent(db, claimed.id);
    const [after] = await mails(db);
    expect([after!.attachment_name, after!.attachment_text]).toEqual(["giving_statement_2026.pdf", null]);

    const DAY = 86_400_000;
    const event = (id: string, receivedDaysAgo: number, appliedDaysAgo: number | null) =>
      sql`INSERT INTO gift_events (event_id, event_type, received_at, payload, applied_at, outcome, next_attempt_at)
         VALUES (${id}, 'invoice.paid', ${JANUARY - receivedDaysAgo * DAY}, '{}',
           ${appliedDaysAgo === null ? null : JANUARY - appliedDaysAgo * DAY}, ${appliedDaysAgo === null ? null : "applied"},
           ${JANUARY})`.execute(db);
    await event("evt_old_applied", 40, 40);
    await event("evt_old_applied_late", 40, 10);
    await event("evt_recent", 5, 5);
    await event("evt_never_applied", 400, null);
    const removed = await purgeExpired(db, { retentionMs: 90 * DAY, now: JANUARY });
    expect(removed["applied payment events"]).toBe(1);
    const left = await rows(db, sql<{ event_id: string }>`SELECT event_id FROM gift_events ORDER BY event_id`);
    expect(left.map((row) => row.event_id)).toEqual(["evt_never_applied", "evt_old_applied_late", "evt_recent"]);
    expect(await firstRow(db, sql`SELECT 1 AS one FROM gift_events WHERE applied_at IS NULL`)).toBeTruthy();
  });
});
