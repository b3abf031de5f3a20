import { afterEach, describe, expect, it } from "vitest";
import { applicantSteps, DENIED_STATUS } from "~/kits/records/applicantStatus";
import { claimNextMail, enqueueMail, hasPendingMail } from "~/mail/outbox.server";
import { composeStatusEmail } from "~/kits/records/statusEmail.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Contacts } from "~/kits/records/schema.server";
import { rows, sql, type Db, type Engine } from "~/db/engine.server";
import { inTransaction } from "~/db/transaction.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

const notices = { publicUrl: "https://portal.example.org", notifyStatusChanges: true };

type Row = {
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  kind: string;
  record_id: string;
  state: string;
};
const outbox = (db: Db) => rows(db, sql<Row>`SELECT * FROM mail_outbox ORDER BY id`);

async function store(engine: Engine, status: string | null = "Applicants to approve") {
  const { db } = await openTestStore(engine);
  await createRecordWriter(db, Contacts, Contacts.fieldNames, { notices }).write(
    Contacts.schema.parse({
      id: "A-1",
      Full_Name: "Ana Díaz",
      Email: " Ana@Example.org ",
      Status: status,
      Nominating_Organization: "Hoboken Family Center",
    }),
  );
  return db;
}

const setStatus = (db: Db, Status: string | null, settings = notices) =>
  createRecordWriter(db, Contacts, ["Status"], { notices: settings }).write({ id: "A-1", Status });

afterEach(closeTestStores);

describe.each(ENGINES)("status-change emails (%s)", (engine) => {
  it("sends nothing for a record seen for the first time", async () => {
    expect(await outbox(await store(engine))).toEqual([]);
  });

  it("queues one email when an existing applicant's status changes to one of the six", async () => {
    const db = await store(engine);
    const writer = createRecordWriter(db, Contacts, ["Status"], { notices });
    expect(await writer.write({ id: "A-1", Status: "Approved Applicants" })).toBe("updated");
    expect(writer.counts.statusEmails).toBe(1);
    const [mail] = await outbox(db);
    expect(mail).toMatchObject({ recipient: "Ana@Example.org", kind: "status", record_id: "A-1", state: "pending" });
    expect(mail!.subject).toBe("Your application status: Application Approved");
    expect(mail!.text_body).toContain("Hello Ana Díaz,");
    expect(mail!.text_body).toContain("is now: Application Approved.");
    expect(mail!.text_body).toContain(
      applicantSteps.find((step) => step.value === "Approved Applicants")!.message({}).text,
    );
    expect(mail!.text_body).toContain("https://portal.example.org/auth");
    expect(mail!.text_body).not.toMatch(/jwt|token|recordId/i);
    expect(mail!.html_body).toContain('<a href="https://portal.example.org/auth">');
  });

  it("sends nothing when the status is unchanged, or not one of the six, or notifications are off", async () => {
    const db = await store(engine);
    expect(await setStatus(db, "Applicants to approve")).toBe("unchanged");
    expect(await setStatus(db, "Waiting list")).toBe("updated");
    expect(await setStatus(db, null)).toBe("updated");
    expect(await outbox(db)).toEqual([]);
    await setStatus(db, "Client", { ...notices, notifyStatusChanges: false });
    expect(await outbox(db)).toEqual([]);
  });

  it("sends nothing when another field changes", async () => {
    const db = await store(engine);
    await createRecordWriter(db, Contacts, ["Phone"], { notices }).write({ id: "A-1", Phone: "555-0100" });
    expect(await outbox(db)).toEqual([]);
  });

  it("replaces an earlier status email that has not gone out, and drops it when the status leaves the six", async () => {
    const db = await store(engine);
    await setStatus(db, "Approved Applicants");
    await setStatus(db, "Client");
    const mails = await outbox(db);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Your application status: Delivered");
    expect(mails[0]!.text_body).toContain("Your computer was dropped off to Hoboken Family Center.");
    await setStatus(db, "On hold");
    expect(await outbox(db)).toEqual([]);
  });

  it("leaves an email already being sent alone and queues the newer one after it", async () => {
    const db = await store(engine);
    await setStatus(db, "Approved Applicants");
    await claimNextMail(db);
    await setStatus(db, "Client");
    expect((await outbox(db)).map((mail) => [mail.state, mail.subject])).toEqual([
      ["sending", "Your application status: Application Approved"],
      ["pending", "Your application status: Delivered"],
    ]);
  });

  it("writes nothing when the change is rolled back", async () => {
    const db = await store(engine);
    let queuedInside = 0;
    await expect(
      inTransaction(db, async (trx) => {
        await setStatus(trx, "Client");
        queuedInside = (await outbox(trx)).length;
        throw new Error("a later record was bad");
      }),
    ).rejects.toThrow("a later record was bad");
    // The email was written inside the transaction, and went with it.
    expect(queuedInside).toBe(1);
    expect(await outbox(db)).toEqual([]);
  });

  it("does not count against or block the applicant's sign-in links", async () => {
    const db = await store(engine);
    await setStatus(db, "Client");
    expect(await hasPendingMail(db, "ana@example.org")).toBe(false);
    await enqueueMail(db, {
      emailKey: "ana@example.org",
      recipient: "Ana@Example.org",
      subject: "s",
      text: "t",
      html: "h",
      notAfter: Date.now() + 60_000,
    });
    expect(await hasPendingMail(db, "ana@example.org")).toBe(true);
  });

  it("has no expiry, so an SMTP outage delays it but never drops it", async () => {
    const db = await store(engine);
    await setStatus(db, "Client");
    expect((await claimNextMail(db, Date.now() + 365 * 24 * 60 * 60 * 1000))?.subject).toBe(
      "Your application status: Delivered",
    );
  });
});

describe("the status email", () => {
  it("gives a denial's reason, or 'Not specified', and the possible reasons", () => {
    const withReason = composeStatusEmail(notices.publicUrl, {
      Full_Name: "Ana",
      Status: DENIED_STATUS,
      Denial_Reason: "Outside the service area",
    })!;
    expect(withReason.subject).toBe("Your application status: Application Denied");
    expect(withReason.text).toContain("Reason: Outside the service area");
    expect(withReason.text).toContain("- Income requirements were not met.");
    expect(withReason.html).toContain("<strong>Reason:</strong> Outside the service area");
    const without = composeStatusEmail(notices.publicUrl, {
      Full_Name: "Ana",
      Status: DENIED_STATUS,
      Denial_Reason: "  ",
    })!;
    expect(without.text).toContain("Reason: Not specified");
  });

  it("removes control characters and line breaks from CRM text and escapes it in HTML", () => {
    const email = composeStatusEmail(notices.publicUrl, {
      Full_Name: "Eve\r\nBcc: all@example.org <b>\u0007",
      Status: DENIED_STATUS,
      Denial_Reason: "<script>alert(1)</script>\nline two",
    })!;
    expect(email.text).toContain("Hello Eve Bcc: all@example.org <b>,");
    expect(email.text).not.toMatch(/[\u0000-\u0008\u000b-\u001f]/);
    expect(email.text).toContain("Reason: <script>alert(1)</script> line two");
    expect(email.html).toContain("Hello Eve Bcc: all@example.org &#60;b&#62;,");
    expect(email.html).not.toContain("<script>");
  });

  it("is not written for a status the tracker does not know", () => {
    expect(composeStatusEmail(notices.publicUrl, { Full_Name: "Ana", Status: "Something else" })).toBeNull();
  });
});
