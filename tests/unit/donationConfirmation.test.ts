/**
 * A donation given while signed out under an address (decision 085), on both engines: it exists for staff (its
 * donor record, the donation, the email) but changes nothing of the address's owner until they confirm it from the
 * email: no portal entry, no donor type on their champion (an applicant stays an applicant), no language kept.
 * The link works once; given by the signed-in owner, no link is needed.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { DonationAnswers } from "~/donations/answers";
import { firstRow, sql, type Db, type Engine } from "~/db/engine.server";
import {
  awaitsConfirmation,
  CONFIRMATION_VALID_MS,
  confirmationLink,
  confirmDonation,
} from "~/donations/server/donationConfirmation.server";
import { donationByReference } from "~/donations/server/donations.server";
import { createDonationDraft } from "~/donations/server/drafts.server";
import { donorRecordIdOf, submitDonation } from "~/donations/server/submitDonation.server";
import { donorScopeOfEmail } from "~/portal/server/donorScope.server";
import { languageOf } from "~/kits/records/personLanguage.server";
import { createRecordSource } from "~/kits/records/recordSource.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Champions } from "~/kits/records/schema.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

const settings = { publicUrl: "https://portal.example.org" };
const T0 = Date.UTC(2026, 10, 20, 15);
const VICTIM = "ana@example.org";

const dropOff = (email: string): DonationAnswers => ({
  devices: { laptops: 3, desktops: 0, monitors: 0, phonesTablets: 0, printers: 0, other: 0 },
  donor: { company: null, name: "Someone Else", email, phone: "201-555-0101" },
  delivery: { method: "drop-off", office: null },
  preferences: { certificate: true, receipt: true },
});

/** Ana applied for a computer, in English: an applicant champion and the language kept for her address. */
async function applicant(db: Db) {
  await createRecordWriter(db, Champions).write({
    id: "C-ANA",
    Name: "Ana",
    Email: VICTIM,
    Champion_Type: ["Computer Applicant"],
  });
  await sql`INSERT INTO person_languages (email_key, locale, updated_at) VALUES (${VICTIM}, 'en', ${T0})`.execute(db);
}

async function sendAs(db: Db, email: string, signedInEmailKey: string | null = null) {
  const sent = await submitDonation(
    db,
    await createDonationDraft(db, "es", dropOff(email), T0),
    { ...settings, signedInEmailKey },
    T0,
  );
  if (sent.outcome !== "sent") throw new Error(sent.outcome);
  return sent.reference;
}

const championType = async (db: Db) =>
  JSON.parse(
    (await firstRow(db, sql<{ Champion_Type: string }>`SELECT "Champion_Type" FROM "Champions" WHERE id = 'C-ANA'`))!
      .Champion_Type,
  ) as string[];

const tokenIn = async (db: Db) => {
  const mail = await firstRow(db, sql<{ text_body: string }>`SELECT text_body FROM mail_outbox`);
  return /\/donate\/confirm\/([\w-]{43})/.exec(mail!.text_body)?.[1] ?? null;
};

afterEach(closeTestStores);

describe.each(ENGINES)("a donation given signed out under an address (%s)", (engine: Engine) => {
  it("changes nothing of the address's until confirmed, though staff see it and the email asks", async () => {
    const { db } = await openTestStore(engine);
    await applicant(db);
    const reference = await sendAs(db, VICTIM);

    // It exists: the donation, its donor record, and the email with the link.
    expect((await donationByReference(db, reference))?.state).toBe("Requested");
    expect(await awaitsConfirmation(db, reference)).toBe(true);
    const token = await tokenIn(db);
    expect(token).not.toBeNull();
    const records = createRecordSource(db);
    expect(await records.donorById(donorRecordIdOf(reference))).not.toBeNull();

    // Nothing of Ana's changed: no donor record in her portal, still an applicant, her language still English.
    expect(await records.donorByEmail(VICTIM)).toBeNull();
    expect(await donorScopeOfEmail(records, VICTIM)).toBeNull();
    expect(await championType(db)).toEqual(["Computer Applicant"]);
    expect(await languageOf(db, VICTIM)).toBe("en");

    // Opening the link spends nothing (a mail scanner); 'Continue' confirms, once.
    expect(await confirmationLink(db, token!, T0 + 1000)).toEqual({ state: "valid", reference });
    const confirmed = await confirmDonation(db, token!, T0 + 2000);
    expect(confirmed).toMatchObject({
      outcome: "confirmed",
      championId: "C-ANA",
      donorRecordId: donorRecordIdOf(reference),
    });
    expect(await awaitsConfirmation(db, reference)).toBe(false);
    expect((await donorScopeOfEmail(records, VICTIM))?.records.map((record) => record.id)).toEqual([
      donorRecordIdOf(reference),
    ]);
    expect(await championType(db)).toEqual(["Computer Applicant", "Computer Donor"]);
    expect(await languageOf(db, VICTIM)).toBe("es");

    expect(await confirmDonation(db, token!, T0 + 3000)).toEqual({ outcome: "spent" });
    expect((await confirmationLink(db, token!, T0 + 3000))?.state).toBe("used");
  });

  it("makes no champion for a new address until confirmed, and refuses a link past its time", async () => {
    const { db } = await openTestStore(engine);
    const reference = await sendAs(db, "new@example.org");
    expect(await firstRow(db, sql`SELECT id FROM "Champions"`)).toBeUndefined();
    const token = (await tokenIn(db))!;
    const late = T0 + CONFIRMATION_VALID_MS + 1;
    expect((await confirmationLink(db, token, late))?.state).toBe("expired");
    expect(await confirmDonation(db, token, late)).toEqual({ outcome: "spent" });
    expect(await awaitsConfirmation(db, reference)).toBe(true);
    expect(await confirmDonation(db, "not-a-token", T0)).toEqual({ outcome: "spent" });
  });

  it("needs no link when the signed-in owner of the address gives", async () => {
    const { db } = await openTestStore(engine);
    await applicant(db);
    const reference = await sendAs(db, "Ana@Example.org", VICTIM);
    expect(await awaitsConfirmation(db, reference)).toBe(false);
    expect(await tokenIn(db)).toBeNull();
    expect(await championType(db)).toEqual(["Computer Applicant", "Computer Donor"]);
    expect((await createRecordSource(db).donorByEmail(VICTIM))?.id).toBe(donorRecordIdOf(reference));
  });

  it("a signed-in person giving under another's address still needs that address's confirmation", async () => {
    const { db } = await openTestStore(engine);
    await applicant(db);
    const reference = await sendAs(db, VICTIM, "mallory@example.org");
    expect(await awaitsConfirmation(db, reference)).toBe(true);
    expect(await championType(db)).toEqual(["Computer Applicant"]);
  });
});
