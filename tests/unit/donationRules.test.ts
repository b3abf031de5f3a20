/**
 * The rules of giving devices, without a store: business days and holidays for a pickup's dates, pickup or
 * drop-off by count, each step's reader (whole numbers 0 to 10,000, the region of a pickup address), and the
 * reference's format.
 */
import { describe, expect, it } from "vitest";
import { holidayDates, holidays } from "~/donations/content/en/holidays";
import {
  deviceKinds,
  methodFor,
  readDevices,
  readDonor,
  readDropOff,
  readPickup,
  readPreferences,
  type DeviceCounts,
} from "~/donations/answers";
import {
  addBusinessDays,
  earliestPickup,
  isWeekend,
  pickupChangeable,
  pickupDateProblem,
  todayIn,
} from "~/donations/pickupDates";
import { isReference } from "~/donations/reference";
import { newReference } from "~/donations/server/submitDonation.server";
import { devicesOf } from "../support/donationAnswers";

const counts = (laptops: number, rest: Partial<DeviceCounts> = {}): DeviceCounts => devicesOf({ laptops, ...rest });

describe("the holiday list", () => {
  it("holds the federal holidays of 2026 and 2027 on weekdays, each date once", () => {
    expect(holidays).toHaveLength(23);
    expect(holidayDates.size).toBe(23);
    for (const { date } of holidays) expect(isWeekend(date), date).toBe(false);
    expect(holidayDates.has("2026-11-26")).toBe(true); // Thanksgiving
    expect(holidayDates.has("2027-07-05")).toBe(true); // Independence Day, kept on the Monday
  });
});

describe("business days", () => {
  it("skip weekends and holidays", () => {
    // Wednesday 25 November 2026: Thanksgiving Thursday and the weekend are skipped.
    expect(addBusinessDays("2026-11-25", 1, holidayDates)).toBe("2026-11-27");
    expect(addBusinessDays("2026-11-25", 2, holidayDates)).toBe("2026-11-30");
    expect(earliestPickup("2026-11-25", holidayDates)).toBe("2026-11-30");
    // Tuesday 22 December 2026: Christmas Friday is skipped.
    expect(earliestPickup("2026-12-23", holidayDates)).toBe("2026-12-28");
  });

  it("refuse a date in the past, on a weekend, on a holiday, too soon or too far, each for its reason", () => {
    const today = "2026-11-25";
    expect(pickupDateProblem("2026-11-24", today, holidayDates)).toBe("past");
    expect(pickupDateProblem("2026-11-28", today, holidayDates)).toBe("weekend");
    expect(pickupDateProblem("2026-12-25", today, holidayDates)).toBe("holiday");
    expect(pickupDateProblem("2026-11-27", today, holidayDates)).toBe("tooSoon");
    expect(pickupDateProblem("2026-11-25", today, holidayDates)).toBe("tooSoon");
    expect(pickupDateProblem("2027-03-01", today, holidayDates)).toBe("tooFar");
    expect(pickupDateProblem("2026-02-30", today, holidayDates)).toBe("date");
    expect(pickupDateProblem("30/11/2026", today, holidayDates)).toBe("date");
    expect(pickupDateProblem("2026-11-30", today, holidayDates)).toBeNull();
  });

  it("count today in the organisation's time zone", () => {
    // 03:00 UTC on 1 December is still 30 November in New York.
    expect(todayIn("America/New_York", Date.UTC(2026, 11, 1, 3))).toBe("2026-11-30");
    expect(todayIn("UTC", Date.UTC(2026, 11, 1, 3))).toBe("2026-12-01");
  });
});

describe("pickup or drop-off", () => {
  it("picks up 10 or more devices and has fewer dropped off", () => {
    expect(methodFor(counts(9))).toBe("drop-off");
    expect(methodFor(counts(5, { monitors: 5 }))).toBe("pickup");
    expect(methodFor(counts(40))).toBe("pickup");
  });
});

describe("the steps' readers", () => {
  it("take whole numbers 0 to 10,000 for each kind, at least one device in all", () => {
    expect(readDevices({ laptops: "40", desktops: "", monitors: "1,000" })).toEqual({
      ok: true,
      value: counts(40, { monitors: 1000 }),
    });
    const bad = readDevices({ laptops: "2.5", desktops: "-1", monitors: "10001", phonesTablets: "ten", printers: "0" });
    expect(bad).toEqual({
      ok: false,
      errors: { laptops: "count", desktops: "count", monitors: "count", phonesTablets: "count" },
    });
    expect(readDevices(Object.fromEntries(deviceKinds.map((kind) => [kind, "0"])))).toEqual({
      ok: false,
      errors: { laptops: "countTotal" },
    });
  });

  it("need a name, an email and a phone; the company is optional", () => {
    expect(
      readDonor({ name: " Dana  Giver ", email: "dana@example.org", phone: "(201) 555-0199", company: "" }),
    ).toEqual({
      ok: true,
      value: { company: null, name: "Dana Giver", email: "dana@example.org", phone: "(201) 555-0199" },
    });
    expect(readDonor({ name: "", email: "dana@", phone: "555", company: "A\u0000B" })).toEqual({
      ok: false,
      errors: { company: "company", name: "name", email: "email", phone: "phone" },
    });
  });

  const address = { street: "1 River St", city: "Hoboken", state: "nj", zip: "07030", notes: "Dock 3" };
  const today = "2026-11-25";

  it("read a pickup's address and two or three dates with their windows", () => {
    const read = readPickup(
      { ...address, date1: "2026-11-30", window1: "morning", date2: "2026-12-01", window2: "afternoon" },
      counts(40),
      today,
      holidayDates,
    );
    expect(read).toEqual({
      ok: true,
      value: {
        method: "pickup",
        ...address,
        state: "NJ",
        region: "NJ",
        dates: [
          { date: "2026-11-30", window: "morning" },
          { date: "2026-12-01", window: "afternoon" },
        ],
      },
    });
  });

  it("keep the notes' line breaks as a browser sends them, and refuse other control characters", () => {
    const dates = { date1: "2026-11-30", window1: "morning", date2: "2026-12-01", window2: "morning" };
    const read = readPickup({ ...address, ...dates, notes: "Dock 3\r\nAsk for Sam" }, counts(40), today, holidayDates);
    expect(read.ok && read.value.notes).toBe("Dock 3\nAsk for Sam");
    expect(readPickup({ ...address, ...dates, notes: "Dock\u0000" }, counts(40), today, holidayDates)).toEqual({
      ok: false,
      errors: { notes: "notes" },
    });
  });

  it("say what is wrong with each date, and ask for two", () => {
    const read = readPickup(
      { ...address, date1: "2026-12-25", window1: "morning", date2: "", window3: "evening", date3: "2026-11-28" },
      counts(40),
      today,
      holidayDates,
    );
    expect(read).toEqual({
      ok: false,
      errors: { date1: "holiday", date2: "dateMissing", date3: "weekend", window3: "window" },
    });
    const twice = readPickup(
      { ...address, date1: "2026-11-30", window1: "morning", date2: "2026-11-30", window2: "afternoon" },
      counts(40),
      today,
      holidayDates,
    );
    expect(twice).toEqual({ ok: false, errors: { date2: "sameDate" } });
  });

  it("refuse an address outside NJ, NYC and MA, naming the ZIP so the page can offer the drop-off", () => {
    const read = readPickup(
      { ...address, zip: "19104", date1: "2026-11-30", window1: "morning", date2: "2026-12-02", window2: "morning" },
      counts(40),
      today,
      holidayDates,
    );
    expect(read).toEqual({ ok: false, errors: { zip: "zip" }, outsideRegion: "19104" });
  });

  it("refuse a pickup for fewer than 10 devices", () => {
    expect(readPickup({}, counts(3), today, holidayDates)).toEqual({ ok: false, errors: { street: "pickupTooFew" } });
  });

  it("ask for an office only when something but laptops, phones and tablets is dropped off", () => {
    expect(readDropOff({}, counts(3))).toEqual({ ok: true, value: { method: "drop-off", office: null } });
    expect(readDropOff({}, counts(0, { monitors: 2 }))).toEqual({ ok: false, errors: { office: "office" } });
    expect(readDropOff({ office: "ma" }, counts(0, { monitors: 2 }))).toEqual({
      ok: true,
      value: { method: "drop-off", office: "ma" },
    });
  });

  it("take yes or no for the certificate and the receipt", () => {
    expect(readPreferences({ certificate: "yes", receipt: "no" })).toEqual({
      ok: true,
      value: { certificate: true, receipt: false },
    });
    expect(readPreferences({ certificate: "maybe" })).toEqual({
      ok: false,
      errors: { certificate: "certificate", receipt: "receipt" },
    });
  });
});

describe("a donation's reference", () => {
  it("is two groups of four letters and digits nobody confuses", () => {
    const made = new Set(Array.from({ length: 500 }, newReference));
    expect(made.size).toBe(500);
    for (const reference of made) {
      expect(isReference(reference), reference).toBe(true);
      expect(reference).not.toMatch(/[01ILOUV]/);
    }
    expect(isReference("K7MQ-4X2P")).toBe(true);
    expect(isReference("k7mq-4x2p")).toBe(false);
    expect(isReference("K7MQ-4X2O")).toBe(false);
    expect(isReference("K7MQ4X2P")).toBe(false);
  });
});

describe("whether a donor may still move or cancel a pickup", () => {
  const pickup = (state: string, pickupDate: string | null, method = "pickup") => ({ method, state, pickupDate });
  it("allows it before a day is booked and until two days before the booked day", () => {
    expect(pickupChangeable(pickup("Requested", null), "2026-12-01")).toBe(true);
    expect(pickupChangeable(pickup("Pickup scheduled", "2026-12-03"), "2026-12-01")).toBe(true);
  });
  it("refuses it on the day before, on the day, after it, and once collected, cancelled or a drop-off", () => {
    expect(pickupChangeable(pickup("Pickup scheduled", "2026-12-02"), "2026-12-01")).toBe(false);
    expect(pickupChangeable(pickup("Pickup scheduled", "2026-12-01"), "2026-12-01")).toBe(false);
    expect(pickupChangeable(pickup("Pickup scheduled", "2026-11-30"), "2026-12-01")).toBe(false);
    expect(pickupChangeable(pickup("Picked up", "2026-12-09"), "2026-12-01")).toBe(false);
    expect(pickupChangeable(pickup("Cancelled", null), "2026-12-01")).toBe(false);
    expect(pickupChangeable(pickup("Requested", null, "drop-off"), "2026-12-01")).toBe(false);
  });
});
