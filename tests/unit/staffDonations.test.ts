/**
 * The staff console's donations (issue 28): the reference as a scanner or a colleague types it, the day staff may
 * book (from tomorrow on), the counts received, which moves each state offers, the timeline and the difference in
 * words; then, on both engines, the lists (by state, the upcoming pickups), the driver's run sheet's selection and
 * every move as staff make it: what the page showed compared under a lock, the activity entry, the donor's email.
 */
import { afterEach, describe, expect, it } from "vitest";
import { holidayDates } from "~/donations/content/en/holidays";
import type { DeviceCounts, DonationAnswers } from "~/donations/answers";
import { pickupDateProblem, STAFF_BUSINESS_DAYS_AHEAD } from "~/donations/pickupDates";
import { readReference } from "~/donations/reference";
import type { DonationState } from "~/donations/timeline";
import { rows, sql, type Db, type Engine } from "~/db/engine.server";
import { donationByReference } from "~/donations/server/donations.server";
import { moveDonation as moveOnTimeline, replacePreferredDate } from "~/donations/server/donationTimeline.server";
import { createDonationDraft } from "~/donations/server/drafts.server";
import { submitDonation } from "~/donations/server/submitDonation.server";
import {
  donationStateCounts,
  donationsIn,
  staffDonation,
  upcomingPickupCount,
  upcomingPickups,
} from "~/donations/staff/donationList.server";
import { moveDonation, type Mover } from "~/donations/staff/donationMove.server";
import { readPickupChoice, readReceivedCounts } from "~/donations/staff/donationPost.server";
import { runSheet } from "~/donations/staff/runSheet.server";
import { donationAllows, seenVersion, timelineOf, type DonationAction } from "~/donations/staff/rules";
import {
  devicesInWords,
  differenceCell,
  donationMessages,
  receivedInWords,
  staffDateProblems,
} from "~/donations/staff/words";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

const counts = (laptops: number, more: Partial<DeviceCounts> = {}): DeviceCounts => ({
  laptops,
  desktops: 0,
  monitors: 0,
  phonesTablets: 0,
  printers: 0,
  other: 0,
  ...more,
});

describe("the reference a scanner or a colleague types", () => {
  it("is read with or without its dash, in any case, with spaces around or inside it", () => {
    for (const typed of ["K7MQ-4X2P", "k7mq-4x2p", "K7MQ4X2P", "k7mq4x2p", "  K7MQ 4X2P\n", "K7-MQ-4X-2P"])
      expect(readReference(typed), typed).toBe("K7MQ-4X2P");
  });
  it("is nothing when it cannot be a reference: too short or long, or letters nobody is given", () => {
    for (const typed of ["", "K7MQ-4X2", "K7MQ-4X2PP", "K7MQ-4X2O", "K7MQ-4X21", "I7MQ-4X2P", "K7MQ_4X2P", null])
      expect(readReference(typed), String(typed)).toBeNull();
  });
});

describe("the day staff book a pickup", () => {
  // Wednesday, December 2, 2026; Christmas Day is a holiday.
  const today = "2026-12-02";
  const problem = (date: string) => pickupDateProblem(date, today, holidayDates, STAFF_BUSINESS_DAYS_AHEAD);

  it("is any business day from tomorrow on, 90 days ahead at most (a donor asks two business days ahead)", () => {
    expect(problem("2026-12-03")).toBeNull();
    expect(pickupDateProblem("2026-12-03", today, holidayDates)).toBe("tooSoon");
    expect(problem("2027-03-02")).toBeNull();
    expect(problem("2026-12-02")).toBe("tooSoon");
    expect(problem("2026-12-01")).toBe("past");
    expect(problem("2026-12-05")).toBe("weekend");
    expect(problem("2026-12-25")).toBe("holiday");
    expect(problem("2027-03-03")).toBe("tooFar");
    expect(problem("2026-02-30")).toBe("date");
  });

  it("is one of the donor's days, or another typed with its window, each said why when it cannot be booked", () => {
    expect(readPickupChoice({ slot: "2026-12-07|afternoon", date: "", window: "morning" }, today)).toEqual({
      ok: true,
      pickup: { date: "2026-12-07", window: "afternoon" },
    });
    expect(readPickupChoice({ slot: "other", date: " 2026-12-03 ", window: "morning" }, today)).toEqual({
      ok: true,
      pickup: { date: "2026-12-03", window: "morning" },
    });
    const refused = (form: { slot: string | null; date: string | null; window: string | null }) =>
      readPickupChoice(form, today);
    expect(refused({ slot: null, date: "2026-12-07", window: "morning" })).toEqual({
      ok: false,
      message: donationMessages.chooseDay,
    });
    expect(refused({ slot: "other", date: "", window: "morning" })).toEqual({
      ok: false,
      message: donationMessages.chooseDay,
    });
    expect(refused({ slot: "other", date: "2026-12-07", window: "evening" })).toEqual({
      ok: false,
      message: donationMessages.chooseDay,
    });
    expect(refused({ slot: "2026-12-07|morning|x", date: "", window: "" })).toEqual({
      ok: false,
      message: donationMessages.chooseDay,
    });
    expect(refused({ slot: "2026-12-05|morning", date: "", window: "" })).toEqual({
      ok: false,
      message: donationMessages.dayProblem(staffDateProblems.weekend),
    });
    expect(refused({ slot: "other", date: "2026-12-02", window: "afternoon" })).toEqual({
      ok: false,
      message: donationMessages.dayProblem(staffDateProblems.tooSoon),
    });
  });
});

describe("the counts received", () => {
  it("are whole numbers 0 to 10,000 for each kind, an empty field 0, at least one device in all", () => {
    expect(readReceivedCounts({ laptops: "38", monitors: "1,000", printers: "" })).toEqual({
      ok: true,
      received: counts(38, { monitors: 1000 }),
    });
    expect(readReceivedCounts({ laptops: "38", desktops: "2.5" })).toEqual({
      ok: false,
      message: donationMessages.count,
      field: "desktops",
    });
    expect(readReceivedCounts({ laptops: "10001" })).toMatchObject({ ok: false, field: "laptops" });
    expect(readReceivedCounts({ laptops: "0" })).toEqual({
      ok: false,
      message: donationMessages.countTotal,
      field: "laptops",
    });
  });

  it("are said beside those declared, in words: each kind that differs, or that everything arrived", () => {
    expect(receivedInWords(counts(40), counts(38))).toBe("2 laptops fewer than declared.");
    expect(receivedInWords(counts(40, { monitors: 2 }), counts(39, { monitors: 3 }))).toBe(
      "1 laptop fewer than declared; 1 monitor more than declared.",
    );
    expect(receivedInWords(counts(40), counts(40))).toBe("Everything declared was received.");
    expect([differenceCell(40, 38), differenceCell(2, 3), differenceCell(5, 5)]).toEqual(["2 fewer", "1 more", "None"]);
    expect(devicesInWords(counts(40, { monitors: 1, phonesTablets: 1200 }))).toBe(
      "40 laptops, 1 monitor, 1,200 phones and tablets",
    );
    expect(devicesInWords(counts(0))).toBe("No devices");
  });
});

describe("the moves a donation's page offers", () => {
  const offered = (state: DonationState, method: "pickup" | "drop-off") =>
    (["schedule", "reschedule", "picked-up", "dropped-off", "receive"] as DonationAction[]).filter((action) =>
      donationAllows(action, { state, method }),
    );

  it("follow the timeline: book, then move or collect a pickup; a drop-off arrives; either is counted", () => {
    expect(offered("Requested", "pickup")).toEqual(["schedule", "picked-up"]);
    expect(offered("Pickup scheduled", "pickup")).toEqual(["reschedule", "picked-up"]);
    expect(offered("Requested", "drop-off")).toEqual(["dropped-off"]);
    expect(offered("Picked up", "pickup")).toEqual(["receive"]);
    expect(offered("Dropped off", "drop-off")).toEqual(["receive"]);
    for (const state of ["Received", "Processed", "Certificates ready", "Cancelled"] as const)
      expect(offered(state, "pickup"), state).toEqual([]);
  });

  it("carry what the page showed: the state, the booked day and window, and the donor's days", () => {
    const preferredDates = [
      { date: "2026-12-07", window: "morning" },
      { date: "2026-12-08", window: "afternoon" },
    ];
    expect(seenVersion({ state: "Requested", pickup: null, preferredDates })).toBe(
      "Requested|||2026-12-07 morning,2026-12-08 afternoon",
    );
    expect(
      seenVersion({ state: "Pickup scheduled", pickup: { date: "2026-12-07", window: "morning" }, preferredDates: [] }),
    ).toBe("Pickup scheduled|2026-12-07|morning|");
  });

  it("sit beside a timeline of each state reached with its time, and the states still ahead", () => {
    expect(
      timelineOf({ state: "Pickup scheduled", method: "pickup", dates: { Requested: 1, "Pickup scheduled": 2 } }),
    ).toEqual([
      { state: "Requested", at: 1 },
      { state: "Pickup scheduled", at: 2 },
      { state: "Picked up", at: null },
      { state: "Received", at: null },
      { state: "Processed", at: null },
      { state: "Certificates ready", at: null },
    ]);
    expect(timelineOf({ state: "Dropped off", method: "drop-off", dates: { Requested: 1, "Dropped off": 3 } })).toEqual(
      [
        { state: "Requested", at: 1 },
        { state: "Dropped off", at: 3 },
        { state: "Received", at: null },
        { state: "Processed", at: null },
        { state: "Certificates ready", at: null },
      ],
    );
    expect(timelineOf({ state: "Cancelled", method: "pickup", dates: { Requested: 1, Cancelled: 4 } })).toEqual([
      { state: "Requested", at: 1 },
      { state: "Cancelled", at: 4 },
    ]);
  });
});

const settings = {
  publicUrl: "https://portal.example.org",
  timeZone: "America/New_York",
  mailFrom: "Tech Access <donations@example.org>",
};
/** Thursday, December 3, 2026, 10 a.m. in New York. */
const THURSDAY = Date.UTC(2026, 11, 3, 15);
const HOUR = 3600_000;
const TODAY = "2026-12-03";

const donationAnswers = (method: "pickup" | "drop-off", name: string): DonationAnswers => ({
  devices: counts(method === "pickup" ? 40 : 3),
  donor: {
    company: method === "pickup" ? `${name} Corp` : null,
    name,
    email: `${name}@give.example`,
    phone: "201-555-0100",
  },
  delivery:
    method === "pickup"
      ? {
          method: "pickup",
          street: "1 River St",
          city: "Hoboken",
          state: "NJ",
          zip: "07030",
          region: "NJ",
          notes: "Dock 3",
          dates: [
            { date: "2026-12-07", window: "morning" },
            { date: "2026-12-08", window: "afternoon" },
          ],
        }
      : { method: "drop-off", office: null },
  preferences: { certificate: true, receipt: true },
});

async function donate(db: Db, method: "pickup" | "drop-off", name: string, at = THURSDAY - 48 * HOUR) {
  const draftId = await createDonationDraft(db, "en", donationAnswers(method, name), at);
  const sent = await submitDonation(db, draftId, settings, at);
  if (sent.outcome !== "sent") throw new Error(sent.outcome);
  return sent.reference;
}

/** Books a pickup through the timeline, as staff would have earlier. */
async function book(db: Db, reference: string, date: string, window: "morning" | "afternoon", at: number) {
  const moved = await moveOnTimeline(db, settings, reference, { to: "Pickup scheduled", pickup: { date, window } }, at);
  if (moved.outcome !== "moved") throw new Error(moved.outcome);
}

type Mail = { subject: string; text_body: string; attachment_text: string | null };
const mails = (db: Db) =>
  rows(
    db,
    sql<Mail>`SELECT subject, text_body, attachment_text FROM mail_outbox WHERE kind = 'donation'
    AND subject NOT LIKE 'Your donation, reference %' ORDER BY id`,
  );
/** What a page showing the donation now would carry on its forms. */
const seenNow = async (db: Db, reference: string) => seenVersion((await donationByReference(db, reference))!);
const activity = (db: Db) =>
  rows(
    db,
    sql<{ kind: string; actor: string; summary: string }>`SELECT kind, actor, summary FROM activity ORDER BY id`,
  );

afterEach(closeTestStores);

describe.each(ENGINES)("the staff console's donations (%s)", (engine: Engine) => {
  it("lists each state's donations, the longest there first, with their donor record", async () => {
    const { db } = await openTestStore(engine);
    const first = await donate(db, "pickup", "ana", THURSDAY - 72 * HOUR);
    const second = await donate(db, "pickup", "ben", THURSDAY - 48 * HOUR);
    const dropOff = await donate(db, "drop-off", "cai");
    // Booked in the other order: the 'Pickup scheduled' list is by when each was booked.
    await book(db, second, "2026-12-07", "morning", THURSDAY - 2 * HOUR);
    await book(db, first, "2026-12-08", "morning", THURSDAY - HOUR);
    expect(await donationStateCounts(db)).toEqual({ "Pickup scheduled": 2, Requested: 1 });
    expect((await donationsIn(db, "Pickup scheduled", { offset: 0, limit: 10 })).map((d) => d.reference)).toEqual([
      second,
      first,
    ]);
    expect((await donationsIn(db, "Pickup scheduled", { offset: 1, limit: 10 })).map((d) => d.reference)).toEqual([
      first,
    ]);
    const shown = await staffDonation(db, dropOff);
    expect(shown).toMatchObject({
      reference: dropOff,
      method: "drop-off",
      donor: { name: "cai", company: null, email: "cai@give.example", phone: "201-555-0100" },
      place: null,
    });
    expect((await staffDonation(db, first))!.place).toEqual({
      street: "1 River St",
      city: "Hoboken",
      state: "NJ",
      zip: "07030",
      region: "NJ",
      notes: "Dock 3",
    });
    expect(await staffDonation(db, "ZZZZ-ZZZZ")).toBeNull();
  });

  it("the upcoming pickups and the run sheet take only booked pickups, by day and window, from today on", async () => {
    const { db } = await openTestStore(engine);
    const morning = await donate(db, "pickup", "morning");
    const afternoon = await donate(db, "pickup", "afternoon");
    const nextDay = await donate(db, "pickup", "nextday");
    const overdue = await donate(db, "pickup", "overdue");
    const collected = await donate(db, "pickup", "collected");
    await book(db, afternoon, "2026-12-07", "afternoon", THURSDAY - 5 * HOUR);
    await book(db, morning, "2026-12-07", "morning", THURSDAY - 4 * HOUR);
    await book(db, nextDay, "2026-12-08", "morning", THURSDAY - 3 * HOUR);
    await book(db, overdue, "2026-12-02", "morning", THURSDAY - 30 * HOUR);
    await book(db, collected, "2026-12-07", "morning", THURSDAY - 2 * HOUR);
    await moveOnTimeline(db, settings, collected, { to: "Picked up" }, THURSDAY - HOUR);

    expect((await upcomingPickups(db, TODAY, 10)).map((d) => d.reference)).toEqual([morning, afternoon, nextDay]);
    expect((await upcomingPickups(db, TODAY, 2)).map((d) => d.reference)).toEqual([morning, afternoon]);
    expect(await upcomingPickupCount(db, TODAY)).toBe(3);

    const sheet = await runSheet(db, null, TODAY);
    if (!sheet.ok) throw new Error(sheet.problem);
    expect(sheet.date).toBe("2026-12-07");
    expect(sheet.windows.map(({ window, pickups }) => [window, pickups.map((d) => d.reference)])).toEqual([
      ["morning", [morning]],
      ["afternoon", [afternoon]],
    ]);
    expect([sheet.previous, sheet.next]).toEqual(["2026-12-02", "2026-12-08"]);
    expect(sheet.windows[0]!.pickups[0]).toMatchObject({
      donor: { company: "morning Corp", phone: "201-555-0100" },
      place: { street: "1 River St", notes: "Dock 3" },
      devices: counts(40),
    });

    const asked = await runSheet(db, "2026-12-02", TODAY);
    expect(asked.ok && [asked.date, asked.previous, asked.next]).toEqual(["2026-12-02", null, "2026-12-07"]);
    const empty = await runSheet(db, "2026-12-04", TODAY);
    expect(empty.ok && empty.windows.flatMap((window) => window.pickups)).toEqual([]);
    expect(await runSheet(db, "2026-13-01", TODAY)).toMatchObject({ ok: false });
    expect(await runSheet(db, null, "2026-12-09")).toEqual({
      ok: true,
      date: null,
      windows: [],
      previous: null,
      next: null,
    });
  });

  const mover: Mover = { actor: "kim@org.test", settings, now: THURSDAY };

  it("books a pickup as the page showed it: the donor's email with its invitation, the activity entry", async () => {
    const { db } = await openTestStore(engine);
    const reference = await donate(db, "pickup", "pat");
    const requestedPage = await seenNow(db, reference);
    const booked = await moveDonation(
      db,
      { reference, seen: requestedPage },
      { action: "schedule", pickup: { date: "2026-12-08", window: "afternoon" } },
      mover,
    );
    expect(booked).toEqual({
      ok: true,
      message: donationMessages.scheduled("Tuesday, December 8, 2026, afternoon (noon to 5 p.m.)"),
    });
    expect(await donationByReference(db, reference)).toMatchObject({
      state: "Pickup scheduled",
      pickup: { date: "2026-12-08", window: "afternoon" },
    });
    const [mail] = await mails(db);
    expect(mail!.subject).toBe(`Your donation ${reference}: pickup booked`);
    // Noon to 5 p.m. in New York in December (UTC-5).
    expect(mail!.attachment_text).toContain("\r\nDTSTART:20261208T170000Z\r\n");
    expect(await activity(db)).toEqual([
      {
        kind: "donation",
        actor: "kim@org.test",
        summary: `Booked the pickup of donation ${reference} for Tuesday, December 8, 2026, afternoon (noon to 5 p.m.)`,
      },
    ]);

    // The same form again, from the page as it was: nothing changes and no second email goes.
    const again = await moveDonation(
      db,
      { reference, seen: requestedPage },
      { action: "schedule", pickup: { date: "2026-12-09", window: "morning" } },
      mover,
    );
    expect(again).toEqual({ ok: false, status: 409, message: donationMessages.changed("Pickup scheduled") });
    expect(await mails(db)).toHaveLength(1);
    expect(await activity(db)).toHaveLength(1);

    const bookedPage = await seenNow(db, reference);
    const sameDay = await moveDonation(
      db,
      { reference, seen: bookedPage },
      { action: "reschedule", pickup: { date: "2026-12-08", window: "afternoon" } },
      mover,
    );
    expect(sameDay).toEqual({ ok: false, status: 409, message: donationMessages.sameDay });
    const moved = await moveDonation(
      db,
      { reference, seen: bookedPage },
      { action: "reschedule", pickup: { date: "2026-12-09", window: "morning" } },
      mover,
    );
    expect(moved.ok).toBe(true);
    expect((await mails(db)).map((sent) => sent.subject)).toEqual([
      `Your donation ${reference}: pickup booked`,
      `Your donation ${reference}: pickup moved`,
    ]);
    expect((await mails(db))[1]!.attachment_text).toContain("\r\nDTSTART:20261209T140000Z\r\n");
  });

  it("books nothing from a page opened before the donor gave a new day, or cancelled, in the portal", async () => {
    const { db } = await openTestStore(engine);
    const reference = await donate(db, "pickup", "pat");
    const opened = await seenNow(db, reference);
    await replacePreferredDate(db, settings, reference, { date: "2026-12-10", window: "morning" }, THURSDAY - HOUR);
    const booking = { action: "schedule", pickup: { date: "2026-12-07", window: "morning" } } as const;
    expect(await moveDonation(db, { reference, seen: opened }, booking, mover)).toEqual({
      ok: false,
      status: 409,
      message: donationMessages.changed("Requested"),
    });
    await moveOnTimeline(db, settings, reference, { to: "Cancelled" }, THURSDAY - HOUR);
    expect(await moveDonation(db, { reference, seen: await seenNow(db, reference) }, booking, mover)).toEqual({
      ok: false,
      status: 409,
      message: donationMessages.notNow("Cancelled"),
    });
    expect((await donationByReference(db, reference))!.state).toBe("Cancelled");
    expect(await activity(db)).toEqual([]);
  });

  it("receives fewer than declared: the sentence and the donor's email say how many fewer", async () => {
    const { db } = await openTestStore(engine);
    const reference = await donate(db, "pickup", "pat");
    await book(db, reference, "2026-12-07", "morning", THURSDAY - 2 * HOUR);
    expect(
      await moveDonation(db, { reference, seen: await seenNow(db, reference) }, { action: "picked-up" }, mover),
    ).toEqual({
      ok: true,
      message: donationMessages.pickedUp,
    });
    // A move the state does not allow, from a page that showed this state: refused, nothing written.
    expect(
      await moveDonation(db, { reference, seen: await seenNow(db, reference) }, { action: "dropped-off" }, mover),
    ).toEqual({
      ok: false,
      status: 409,
      message: donationMessages.notNow("Picked up"),
    });
    const received = await moveDonation(
      db,
      { reference, seen: await seenNow(db, reference) },
      { action: "receive", received: counts(38) },
      mover,
    );
    expect(received).toEqual({
      ok: true,
      message: donationMessages.received("2 laptops fewer than declared."),
    });
    expect((await donationByReference(db, reference))!.received).toEqual(counts(38));
    const last = (await mails(db)).at(-1)!;
    expect(last.subject).toBe(`Your donation ${reference}: received`);
    expect(last.text_body).toContain("2 laptops fewer than declared.");
    expect((await activity(db)).map((entry) => entry.summary)).toEqual([
      `Marked donation ${reference} picked up`,
      `Marked donation ${reference} received: 2 laptops fewer than declared.`,
    ]);
    expect(
      await moveDonation(db, { reference: "ZZZZ-ZZZZ", seen: "Requested|||" }, { action: "dropped-off" }, mover),
    ).toEqual({ ok: false, status: 404, message: "There is no such donation." });
  });
});
