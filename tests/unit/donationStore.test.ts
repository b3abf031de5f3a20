/**
 * Sending a donation, on both engines: one transaction makes the donor record, its champion (given by the
 * signed-in owner of the address; signed out, see donationConfirmation.test.ts), the donation, the email and the
 * change feed's notes; sending the draft again makes nothing new; a champion of the same email is linked, not
 * doubled; the feed lists the donor record and the donation. The drop-off pass is a tagged one-page
 * PDF in the donation's language with its QR code.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { DonationAnswers } from "~/donations/answers";
import { readChangePage } from "~/crm/changeFeed.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Champions } from "~/kits/records/schema.server";
import { firstRow, rows, sql, type Db, type Engine } from "~/db/engine.server";
import { donationByReference } from "~/donations/server/donations.server";
import { createDonationDraft, loadDonationDraft } from "~/donations/server/drafts.server";
import { PASS_QR_SIZE, passPdf } from "~/donations/server/passPdf.server";
import { donorIdOf, donorRecordIdOf, submitDonation } from "~/donations/server/submitDonation.server";
import { MARGIN } from "~/kits/documents/pdfLayout.server";
import { pdfShowsQrOf } from "../support/pdfQr";
import { readPdf } from "../support/pdfReading";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";
import { devicesOf, hobokenPickup } from "../support/donationAnswers";

const settings = { publicUrl: "https://portal.example.org" };
/** Sent by the browser signed in to the portal as the donation's own address (decision 085). */
const owner = { ...settings, signedInEmailKey: "facilities@acme.example" };
const T0 = Date.UTC(2026, 10, 20, 15);

const pickup = (email = "Facilities@Acme.example"): DonationAnswers => ({
  devices: devicesOf({ laptops: 40, monitors: 2 }),
  donor: { company: "Acme Corp", name: "Pat Giver", email, phone: "201-555-0100" },
  delivery: hobokenPickup("Loading dock at the back", [
    { date: "2026-11-30", window: "morning" },
    { date: "2026-12-01", window: "afternoon" },
  ]),
  preferences: { certificate: true, receipt: false },
});

const dropOff: DonationAnswers = {
  devices: { laptops: 3, desktops: 0, monitors: 0, phonesTablets: 0, printers: 0, other: 0 },
  donor: { company: null, name: "Lucía Gómez", email: "lucia@example.org", phone: "201-555-0101" },
  delivery: { method: "drop-off", office: null },
  preferences: { certificate: true, receipt: true },
};

const count = async (db: Db, table: string) =>
  Number((await firstRow(db, sql<{ n: number }>`SELECT COUNT(*) AS n FROM ${sql.table(table)}`))!.n);

afterEach(closeTestStores);

describe.each(ENGINES)("sending a donation (%s)", (engine: Engine) => {
  it("makes the donor record, its champion, the donation, the email and the feed's notes, once", async () => {
    const { db } = await openTestStore(engine);
    const draftId = await createDonationDraft(db, "en", pickup(), T0);
    const sent = await submitDonation(db, draftId, owner, T0);
    if (sent.outcome !== "sent") throw new Error(sent.outcome);
    expect(sent.again).toBe(false);
    const { reference } = sent;

    const donor = await firstRow(
      db,
      sql<Record<string, string>>`SELECT * FROM "Computer_Donors" WHERE id = ${donorRecordIdOf(reference)}`,
    );
    expect(donor).toMatchObject({
      Company: "Acme Corp",
      Name: "Pat Giver",
      Email: "Facilities@Acme.example",
      Mailing_Street: "1 River St",
      Mailing_Zip: "07030",
      Donor_ID: donorIdOf(reference),
      Status: "Donated",
    });
    const champion = await firstRow(
      db,
      sql<{
        Champion_Type: string;
      }>`SELECT "Champion_Type" FROM "Champions" WHERE email_key = 'facilities@acme.example'`,
    );
    expect(JSON.parse(champion!.Champion_Type)).toEqual(["Computer Donor"]);

    const donation = await donationByReference(db, reference);
    expect(donation).toMatchObject({
      method: "pickup",
      donorId: donorIdOf(reference),
      devices: { laptops: 40, monitors: 2 },
      preferredDates: [
        { date: "2026-11-30", window: "morning" },
        { date: "2026-12-01", window: "afternoon" },
      ],
      wantsCertificate: true,
      wantsReceipt: false,
      state: "Requested",
      dates: { Requested: T0 },
    });
    expect((await loadDonationDraft(db, draftId, T0))!.sent).toBe(reference);

    const mail = await rows(
      db,
      sql<{ recipient: string; subject: string; text_body: string; kind: string }>`
      SELECT recipient, subject, text_body, kind FROM mail_outbox`,
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: "donation", subject: `Your donation, reference ${reference}` });
    expect(mail[0]!.text_body).toContain(`https://portal.example.org/portal/donations/${donorRecordIdOf(reference)}`);
    expect(mail[0]!.text_body).not.toContain("/donate/confirm/");
    expect(mail[0]!.text_body).toContain("confirm one of the dates");

    const again = await submitDonation(db, draftId, owner, T0 + 1000);
    expect(again).toEqual({ outcome: "sent", reference, again: true });
    for (const table of ["donations", "Computer_Donors", "Champions", "mail_outbox"])
      expect(await count(db, table), table).toBe(1);

    const feed = await readChangePage(db, 0);
    expect(feed.changes.map((change) => [change.kind, change.id])).toEqual([
      ["Computer_Donors", donorRecordIdOf(reference)],
      ["Champions", `WEBDC-${reference}`],
      ["Donations", reference],
    ]);
    expect(feed.changes[2]!.record).toMatchObject({
      Donor_ID: donorIdOf(reference),
      Method: "pickup",
      Laptops: 40,
      State: "Requested",
      Requested_At: new Date(T0).toISOString(),
      Picked_Up_At: null,
    });
  });

  it("links the champion an email already has, adding the donor type", async () => {
    const { db } = await openTestStore(engine);
    await createRecordWriter(db, Champions).write({
      id: "C-1",
      Name: "Pat",
      Email: "facilities@acme.example",
      Champion_Type: ["Computer Applicant"],
    });
    const sent = await submitDonation(db, await createDonationDraft(db, "en", pickup(), T0), owner, T0);
    expect(sent.outcome).toBe("sent");
    expect(await count(db, "Champions")).toBe(1);
    const champion = await firstRow(db, sql<{ Champion_Type: string }>`SELECT "Champion_Type" FROM "Champions"`);
    expect(JSON.parse(champion!.Champion_Type)).toEqual(["Computer Applicant", "Computer Donor"]);
  });

  it("gives two donations of one email two references and two donor records", async () => {
    const { db } = await openTestStore(engine);
    const first = await submitDonation(db, await createDonationDraft(db, "en", pickup(), T0), owner, T0);
    const second = await submitDonation(db, await createDonationDraft(db, "en", pickup(), T0), owner, T0);
    expect(first.outcome === "sent" && second.outcome === "sent").toBe(true);
    expect(await count(db, "donations")).toBe(2);
    expect(await count(db, "Computer_Donors")).toBe(2);
    expect(await count(db, "Champions")).toBe(1);
  });

  it("sends nothing for a draft with a step missing, or a pickup of fewer than 10", async () => {
    const { db } = await openTestStore(engine);
    const { preferences: _left, ...unfinished } = pickup();
    expect(await submitDonation(db, await createDonationDraft(db, "en", unfinished, T0), settings, T0)).toEqual({
      outcome: "incomplete",
    });
    const few = { ...pickup(), devices: { ...pickup().devices!, laptops: 1, monitors: 0 } };
    expect(await submitDonation(db, await createDonationDraft(db, "en", few, T0), settings, T0)).toEqual({
      outcome: "incomplete",
    });
    expect(await count(db, "donations")).toBe(0);
    expect(await count(db, "mail_outbox")).toBe(0);
  });

  it("writes a Spanish drop-off's email in Spanish", async () => {
    const { db } = await openTestStore(engine);
    const sent = await submitDonation(db, await createDonationDraft(db, "es", dropOff, T0), settings, T0);
    if (sent.outcome !== "sent") throw new Error(sent.outcome);
    const mail = await firstRow(
      db,
      sql<{ subject: string; text_body: string }>`SELECT subject, text_body FROM mail_outbox`,
    );
    expect(mail!.subject).toBe(`Su donación, referencia ${sent.reference}`);
    expect(mail!.text_body).toMatch(/https:\/\/portal\.example\.org\/es\/donate\/confirm\/[\w-]{43}/);
    expect(mail!.text_body).toContain("pase de entrega");
  });
});

describe("the drop-off pass PDF", () => {
  it("is one tagged page in the donation's language, with the reference, its QR code and the embedded font", async () => {
    const { db } = await openTestStore("sqlite");
    const sent = await submitDonation(db, await createDonationDraft(db, "es", dropOff, T0), settings, T0);
    if (sent.outcome !== "sent") throw new Error(sent.outcome);
    const bytes = await passPdf((await donationByReference(db, sent.reference))!);
    const pdf = readPdf(bytes);
    expect(pdf.info.Pages).toBe("1");
    expect(pdf.info.Tagged).toBe("yes");
    expect(pdf.lang).toBe("es-US");
    expect(pdf.fonts.length).toBeGreaterThan(0);
    for (const font of pdf.fonts) expect(font.embedded, font.name).toBe(true);
    expect(pdf.text).toContain(`Referencia: ${sent.reference}`);
    expect(pdf.text).toContain("Computadoras portátiles");
    expect(pdf.structure).toContain("Figure");
    expect(pdfShowsQrOf(bytes, sent.reference, MARGIN, PASS_QR_SIZE)).toBe(true);
    expect(pdfShowsQrOf(bytes, "K7MQ-4X2P", MARGIN, PASS_QR_SIZE)).toBe(false);
  });
});
