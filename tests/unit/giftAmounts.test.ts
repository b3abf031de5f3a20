/** The gifts' amount rules and the giving form, read: whole cents, $5 to $25,000, the fee covered, the tribute's day. */
import { describe, expect, it } from "vitest";
import { centsOf, dollars, feeToCover, isGiftAmount, MAX_GIFT_CENTS, MIN_GIFT_CENTS } from "~/gifts/amounts";
import { chosenCents, emptyGiving, readGiving, type GivingTyped } from "~/gifts/givingForm";
import { monthsOn } from "~/gifts/server/managePage.server";

const fee = { percent: 2.2, fixedCents: 30 };
const context = { today: "2026-12-01", fee };
const typed = (overrides: Partial<GivingTyped>): GivingTyped => ({
  ...emptyGiving,
  name: "Rosa Díaz",
  email: "rosa@example.org",
  ...overrides,
});

describe("amounts", () => {
  it("reads dollars as people type them into whole cents", () => {
    expect(centsOf("50")).toBe(5000);
    expect(centsOf("$50.5")).toBe(5050);
    expect(centsOf("1,250.25")).toBe(125025);
    expect(centsOf("12.345")).toBeNull();
    expect(centsOf("-5")).toBeNull();
    expect(centsOf("5e3")).toBeNull();
    expect(centsOf("")).toBeNull();
  });

  it("takes $5 to $25,000 and nothing outside", () => {
    expect(isGiftAmount(MIN_GIFT_CENTS)).toBe(true);
    expect(isGiftAmount(MAX_GIFT_CENTS)).toBe(true);
    expect(isGiftAmount(499)).toBe(false);
    expect(isGiftAmount(2_500_001)).toBe(false);
    expect(isGiftAmount(500.5)).toBe(false);
  });

  it("adds the smallest fee that leaves the whole gift after the card's cut", () => {
    const added = feeToCover(5000, fee);
    expect(added).toBe(144);
    const total = 5000 + added;
    expect(total - (total * 0.022 + 30)).toBeGreaterThanOrEqual(5000);
    expect(total - 1 - ((total - 1) * 0.022 + 30)).toBeLessThan(5000);
    expect(feeToCover(5000, { percent: 0, fixedCents: 0 })).toBe(0);
    expect(dollars(142)).toBe("$1.42");
    expect(dollars(5000, "es")).toBe("$50");
  });

  it("takes a preset or another amount, never a value that is not a preset", () => {
    expect(chosenCents({ amount: "5000", other: "" })).toBe(5000);
    expect(chosenCents({ amount: "other", other: "75" })).toBe(7500);
    expect(chosenCents({ amount: "4999", other: "" })).toBeNull();
    expect(chosenCents({ amount: "other", other: "4.99" })).toBeNull();
    expect(chosenCents({ amount: "other", other: "25000.01" })).toBeNull();
  });
});

describe("the giving form", () => {
  it("reads a gift with the fee covered, a tribute notice on a later day, and the listing off by default", () => {
    const read = readGiving(
      typed({
        coverFee: "yes",
        frequency: "monthly",
        tribute: "memory",
        tributeName: "Abuela Inés",
        noticeEmail: "tia@example.org",
        noticeOn: "2026-12-24",
        employer: "Dell",
      }),
      context,
    );
    expect(read).toEqual({
      ok: true,
      value: {
        frequency: "monthly",
        amountCents: 5000,
        feeCents: 144,
        name: "Rosa Díaz",
        email: "rosa@example.org",
        phone: null,
        tribute: { kind: "memory", name: "Abuela Inés", noticeEmail: "tia@example.org", noticeOn: "2026-12-24" },
        employer: "Dell",
        listedPublicly: false,
      },
    });
  });

  it("sends a notice with no day today, and refuses a day past or more than a year on", () => {
    const notice = { tribute: "honour", tributeName: "Luis", noticeEmail: "luis@example.org" };
    const today = readGiving(typed(notice), context);
    expect(today.ok && today.value.tribute?.noticeOn).toBe("2026-12-01");
    expect(readGiving(typed({ ...notice, noticeOn: "2026-11-30" }), context)).toEqual({
      ok: false,
      errors: { noticeOn: "noticeOn" },
    });
    expect(readGiving(typed({ ...notice, noticeOn: "2027-12-02" }), context).ok).toBe(false);
    expect(readGiving(typed({ ...notice, noticeOn: "2027-02-30" }), context).ok).toBe(false);
  });

  it("names every field that cannot be used", () => {
    const read = readGiving(
      {
        ...emptyGiving,
        amount: "other",
        other: "3",
        frequency: "weekly",
        email: "not an address",
        phone: "12",
        tribute: "honour",
      },
      context,
    );
    expect(read).toEqual({
      ok: false,
      errors: {
        amount: "amount",
        frequency: "frequency",
        name: "name",
        email: "email",
        phone: "phone",
        tributeName: "tributeName",
      },
    });
  });
});

describe("a pause", () => {
  it("lasts whole calendar months, to the month's last day when it is shorter", () => {
    expect(new Date(monthsOn(Date.UTC(2026, 0, 31, 12), 1)).toISOString()).toBe("2026-02-28T12:00:00.000Z");
    expect(new Date(monthsOn(Date.UTC(2026, 11, 1, 12), 6)).toISOString()).toBe("2027-06-01T12:00:00.000Z");
  });
});
