/**
 * A donation's timeline on both engines (decision 082): each move once, with its email in the donor's language;
 * moves that may not follow refused; a booked pickup's calendar invitation (moved, cancelled); what staff counted
 * against what was declared, in words; the moves the inventory makes by itself; the reminder the business day
 * before, once per day booked.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { DonationAnswers } from "~/donations/answers";
import { differenceSentence } from "~/donations/timeline";
import { rows, sql, type Db, type Engine } from "~/db/engine.server";
import { advanceFromInventory, sendDuePickupReminders } from "~/donations/server/donationJobs.server";
import { donationByReference } from "~/donations/server/donations.server";
import { moveDonation, movePickup, replacePreferredDate } from "~/donations/server/donationTimeline.server";
import { createDonationDraft } from "~/donations/server/drafts.server";
import { zonedInstant } from "~/kits/calendar/zonedInstant";
import { readChangePage } from "~/crm/changeFeed.server";
import { donorIdOf, submitDonation } from "~/donations/server/submitDonation.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";
import { devicesOf, hobokenPickup } from "../support/donationAnswers";

const settings = {
  publicUrl: "https://portal.example.org",
  timeZone: "America/New_York",
  mailFrom: "Tech Access <donations@example.org>",
};
/** Thursday, December 3, 2026, 10 a.m. in New York. */
const THURSDAY = Date.UTC(2026, 11, 3, 15);
const FRIDAY = THURSDAY + 24 * 3600_000;
const TUESDAY = THURSDAY + 5 * 24 * 3600_000;

const donationAnswers = (locale: "en" | "es", method: "pickup" | "drop-off"): DonationAnswers => ({
  devices: devicesOf({ laptops: method === "pickup" ? 40 : 3, monitors: 2 }),
  donor: { company: "Acme Corp", name: "Pat Giver", email: "pat@acme.example", phone: "201-555-0100" },
  delivery:
    method === "pickup"
      ? hobokenPickup(null, [{ date: "2026-12-07", window: "morning" }])
      : { method: "drop-off", office: null },
  preferences: { certificate: true, receipt: true },
});

async function donate(db: Db, method: "pickup" | "drop-off", locale: "en" | "es" = "en"): Promise<string> {
  const draftId = await createDonationDraft(db, locale, donationAnswers(locale, method), THURSDAY - 3600_000);
  const sent = await submitDonation(db, draftId, settings, THURSDAY - 3600_000);
  if (sent.outcome !== "sent") throw new Error(sent.outcome);
  await sql`DELETE FROM mail_outbox`.execute(db);
  return sent.reference;
}

type Mail = { subject: string; text_body: string; attachment_type: string | null; attachment_text: string | null };
const mails = (db: Db) =>
  rows(db, sql<Mail>`SELECT subject, text_body, attachment_type, attachment_text FROM mail_outbox ORDER BY id`);

async function addDevice(db: Db, reference: string, id: string, facts: Record<string, string | null>) {
  await sql`INSERT INTO "Computer_Inventory" (id, "Donor_ID", "Date_Destroyed", "Destruction_Type", "Date_Recycled")
     VALUES (${id}, ${donorIdOf(reference)}, ${facts.destroyed ?? null}, ${facts.type ?? null},
       ${facts.recycled ?? null})`.execute(db);
}

afterEach(closeTestStores);

/** Staff book a donation's pickup on Thursday for a day and window. */
const bookPickup = (db: Db, reference: string, date: string, window: "morning" | "afternoon") =>
  moveDonation(db, settings, reference, { to: "Pickup scheduled", pickup: { date, window } }, THURSDAY);

describe.each(ENGINES)("a donation's timeline (%s)", (engine: Engine) => {
  it("books a pickup once, with an invitation in UTC for the window's hours in New York", async () => {
    const { db } = await openTestStore(engine);
    const reference = await donate(db, "pickup");
    const booked = await bookPickup(db, reference, "2026-12-07", "morning");
    expect(booked.outcome).toBe("moved");
    const again = await bookPickup(db, reference, "2026-12-08", "afternoon");
    expect(again.outcome).toBe("refused");
    const donation = await donationByReference(db, reference);
    expect(donation).toMatchObject({ state: "Pickup scheduled", pickup: { date: "2026-12-07", window: "morning" } });
    expect(donation!.dates["Pickup scheduled"]).toBe(THURSDAY);

    const sent = await mails(db);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Your donation ${reference}: pickup booked`);
    expect(sent[0]!.text_body).toContain(
      "We will pick up your devices on Monday, December 7, 2026, in the morning (9 a.m. to noon), at 1 River St, Hoboken, NJ 07030.",
    );
    expect(sent[0]!.attachment_type).toBe("text/calendar; charset=utf-8; method=PUBLISH");
    const calendar = sent[0]!.attachment_text!;
    // 9 a.m. to noon in New York in December (UTC-5).
    expect(calendar).toContain("\r\nDTSTART:20261207T140000Z\r\n");
    expect(calendar).toContain("\r\nDTEND:20261207T170000Z\r\n");
    expect(calendar).toContain(`\r\nUID:donation-${reference}@example.org\r\n`);
    expect(calendar).toContain("\r\nLOCATION:1 River St\\, Hoboken\\, NJ 07030\r\n");
  });

  it("moves a booked pickup with an invitation that replaces the first, and cancels it with one that removes it", async () => {
    const { db } = await openTestStore(engine);
    const reference = await donate(db, "pickup", "es");
    await bookPickup(db, reference, "2026-12-07", "morning");
    expect((await movePickup(db, settings, reference, { date: "2026-12-07", window: "morning" }, FRIDAY)).outcome).toBe(
      "refused",
    );
    expect(
      (await movePickup(db, settings, reference, { date: "2026-12-09", window: "afternoon" }, FRIDAY)).outcome,
    ).toBe("moved");
    expect((await moveDonation(db, settings, reference, { to: "Cancelled" }, FRIDAY + 1000)).outcome).toBe("moved");
    const [booked, moved, cancelled] = await mails(db);
    expect(booked!.subject).toBe(`Su donación ${reference}: recogida programada`);
    expect(moved!.text_body).toContain(
      "Su recogida cambió al miércoles, 9 de diciembre de 2026, por la tarde (de mediodía a 5 p. m.).",
    );
    expect(moved!.attachment_text).toContain("DTSTART:20261209T170000Z");
    const sequence = (text: string) => Number(/SEQUENCE:(\d+)/.exec(text)![1]);
    expect(sequence(moved!.attachment_text!)).toBeGreaterThan(sequence(booked!.attachment_text!));
    expect(cancelled!.attachment_type).toBe("text/calendar; charset=utf-8; method=CANCEL");
    expect(cancelled!.attachment_text).toContain("STATUS:CANCELLED");
    expect((await donationByReference(db, reference))!.state).toBe("Cancelled");
    expect((await moveDonation(db, settings, reference, { to: "Picked up" }, FRIDAY + 2000)).outcome).toBe("refused");
  });

  it("refuses moves that may not follow, and sends nothing for them", async () => {
    const { db } = await openTestStore(engine);
    const dropOff = await donate(db, "drop-off");
    expect((await moveDonation(db, settings, dropOff, { to: "Picked up" }, THURSDAY)).outcome).toBe("refused");
    expect((await moveDonation(db, settings, dropOff, { to: "Cancelled" }, THURSDAY)).outcome).toBe("refused");
    expect((await moveDonation(db, settings, dropOff, { to: "Processed" }, THURSDAY)).outcome).toBe("refused");
    expect((await moveDonation(db, settings, "NOSUCHREF", { to: "Processed" }, THURSDAY)).outcome).toBe("unknown");
    expect(await mails(db)).toEqual([]);
    expect((await moveDonation(db, settings, dropOff, { to: "Dropped off" }, THURSDAY)).outcome).toBe("moved");
    expect((await moveDonation(db, settings, dropOff, { to: "Dropped off" }, FRIDAY)).outcome).toBe("refused");
    expect(await mails(db)).toHaveLength(1);
  });

  it("says what staff counted and how it differs from what was declared", async () => {
    const { db } = await openTestStore(engine);
    const reference = await donate(db, "pickup");
    await moveDonation(db, settings, reference, { to: "Picked up" }, THURSDAY);
    const counts = { laptops: 38, desktops: 0, monitors: 3, phonesTablets: 0, printers: 0, other: 0 };
    const received = await moveDonation(db, settings, reference, { to: "Received", counts }, FRIDAY);
    expect(received.outcome === "moved" && received.donation.received).toEqual(counts);
    const last = (await mails(db)).at(-1)!;
    expect(last.subject).toBe(`Your donation ${reference}: received`);
    expect(last.text_body).toContain("Your devices reached our workshop on December 4, 2026. We counted:");
    expect(last.text_body).toContain("Laptops: 38");
    expect(last.text_body).toContain("2 laptops fewer than declared; 1 monitor more than declared.");
    // The change feed lists the donation again, at its latest move, with what was counted.
    const feed = await readChangePage(db, 0);
    const listed = feed.changes.filter((change) => change.kind === "Donations");
    expect(listed).toHaveLength(1);
    expect(listed[0]!.record).toMatchObject({
      State: "Received",
      Received_At: new Date(FRIDAY).toISOString(),
      Received_Laptops: 38,
      Received_Monitors: 3,
      Laptops: 40,
    });
  });

  it("moves a received donation on by itself as its devices are erased, recycled and their destruction recorded", async () => {
    const { db } = await openTestStore(engine);
    const reference = await donate(db, "drop-off");
    await addDevice(db, reference, "D1", { destroyed: "2026-12-10", type: "Erased" });
    await addDevice(db, reference, "D2", {});
    // Not received yet: the inventory moves nothing.
    expect(await advanceFromInventory(db, settings, FRIDAY)).toBe(0);
    await moveDonation(db, settings, reference, { to: "Dropped off" }, THURSDAY);
    await moveDonation(
      db,
      settings,
      reference,
      { to: "Received", counts: donationAnswers("en", "drop-off").devices! },
      THURSDAY,
    );
    expect(await advanceFromInventory(db, settings, FRIDAY)).toBe(0);

    await sql`UPDATE "Computer_Inventory" SET "Date_Recycled" = '2026-12-11' WHERE id = 'D2'`.execute(db);
    expect(await advanceFromInventory(db, settings, FRIDAY)).toBe(1);
    expect((await donationByReference(db, reference))!.state).toBe("Processed");
    expect(await advanceFromInventory(db, settings, FRIDAY)).toBe(0);

    await sql`UPDATE "Computer_Inventory" SET "Destruction_Type" = 'Destroyed', "Date_Destroyed" = '2026-12-11'
       WHERE id = 'D2'`.execute(db);
    expect(await advanceFromInventory(db, settings, TUESDAY)).toBe(1);
    const donation = (await donationByReference(db, reference))!;
    expect(donation.state).toBe("Certificates ready");
    expect(donation.dates).toMatchObject({ Processed: FRIDAY, "Certificates ready": TUESDAY });
    expect((await mails(db)).map((mail) => mail.subject.split(": ")[1])).toEqual([
      "dropped off",
      "received",
      "processed",
      "certificates ready",
    ]);
  });

  it("reminds a booked pickup the business day before, once for each day booked", async () => {
    const { db } = await openTestStore(engine);
    const reference = await donate(db, "pickup");
    // Booked on Thursday for Monday: the reminder is Friday's, not Thursday's.
    await bookPickup(db, reference, "2026-12-07", "morning");
    expect(await sendDuePickupReminders(db, settings, THURSDAY)).toBe(0);
    expect(await sendDuePickupReminders(db, settings, FRIDAY)).toBe(1);
    expect(await sendDuePickupReminders(db, settings, FRIDAY + 3600_000)).toBe(0);
    // Moved on Friday to Wednesday: reminded again on Tuesday.
    await movePickup(db, settings, reference, { date: "2026-12-09", window: "morning" }, FRIDAY + 7200_000);
    expect(await sendDuePickupReminders(db, settings, TUESDAY - 24 * 3600_000)).toBe(0);
    expect(await sendDuePickupReminders(db, settings, TUESDAY)).toBe(1);
    const subjects = (await mails(db)).map((mail) => mail.subject.split(": ")[1]);
    expect(subjects).toEqual(["pickup booked", "pickup tomorrow", "pickup moved", "pickup tomorrow"]);
    expect((await mails(db))[1]!.text_body).toContain(
      "A reminder: we pick up your devices on Monday, December 7, 2026",
    );
  });

  it("lets a pickup not booked yet take a new preferred date, and tells the donor", async () => {
    const { db } = await openTestStore(engine);
    const reference = await donate(db, "pickup");
    const changed = await replacePreferredDate(
      db,
      settings,
      reference,
      { date: "2026-12-10", window: "afternoon" },
      THURSDAY,
    );
    expect(changed.outcome === "moved" && changed.donation.preferredDates).toEqual([
      { date: "2026-12-10", window: "afternoon" },
    ]);
    expect((await mails(db))[0]!.text_body).toContain(
      "We have your new preferred date: Thursday, December 10, 2026, in the afternoon (noon to 5 p.m.).",
    );
  });
});

describe("the times and words of the timeline", () => {
  it("finds a wall-clock hour's instant in a time zone on either side of a clock change", () => {
    expect(new Date(zonedInstant("2026-07-01", "09:00", "America/New_York")).toISOString()).toBe(
      "2026-07-01T13:00:00.000Z",
    );
    expect(new Date(zonedInstant("2026-11-02", "09:00", "America/New_York")).toISOString()).toBe(
      "2026-11-02T14:00:00.000Z",
    );
    expect(new Date(zonedInstant("2026-03-09", "12:00", "America/New_York")).toISOString()).toBe(
      "2026-03-09T16:00:00.000Z",
    );
  });

  it("words a difference in counts in both languages, or says there is none", () => {
    const declared = { laptops: 40, desktops: 1, monitors: 0, phonesTablets: 0, printers: 0, other: 0 };
    expect(differenceSentence(declared, declared, "en")).toBe("We received exactly what you declared.");
    const received = { ...declared, laptops: 38, desktops: 0 };
    expect(differenceSentence(declared, received, "en")).toBe(
      "2 laptops fewer than declared; 1 desktop computer fewer than declared.",
    );
    expect(differenceSentence(declared, received, "es")).toBe(
      "2 computadoras portátiles menos de lo declarado; 1 computadora de escritorio menos de lo declarado.",
    );
  });
});
