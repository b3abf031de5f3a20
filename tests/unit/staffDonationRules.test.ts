/**
 * The rules of the staff console's donation pages: the reference typed, the day booked, the counts received, the moves
 * offered.
 */
import { describe, expect, it } from "vitest";
import { holidayDates } from "~/donations/content/en/holidays";
import { pickupDateProblem, STAFF_BUSINESS_DAYS_AHEAD } from "~/donations/pickupDates";
import { readReference } from "~/donations/reference";
import type { DonationState } from "~/donations/timeline";
import { readPickupChoice, readReceivedCounts } from "~/donations/staff/donationPost.server";
import { donationAllows, seenVersion, timelineOf, type DonationAction } from "~/donations/staff/rules";
import {
  devicesInWords,
  differenceCell,
  donationMessages,
  receivedInWords,
  staffDateProblems,
} from "~/donations/staff/words";

import { counts } from "../support/staffDonationRecords";

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
