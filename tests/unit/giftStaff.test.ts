/** The staff console's gift reads and the accounts' CSV (issue 47 §5), on both engines. */
import { afterEach, describe, expect, it } from "vitest";
import { accountsCsv } from "~/gifts/staff/accountsCsv.server";
import { giftsPaidIn, monthlyGifts, paymentsIn } from "~/gifts/staff/giftStaffStore.server";
import { recordRefunded } from "~/gifts/server/giftLedger.server";
import { setMonthlyState } from "~/gifts/server/giftStore.server";
import { paidGift, TZ } from "../support/giftRecords";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

// 21:00 on 30 November in New York is already December in UTC: a November gift for the organisation.
const LATE_NOVEMBER = Date.parse("2026-12-01T02:00:00Z");
const DECEMBER = Date.parse("2026-12-10T17:00:00Z");

describe.each(ENGINES)("the staff's gift lists on %s", (engine) => {
  it("lists a month's gifts by the organisation's day, the monthly ones with their state, and refunds", async () => {
    const { db } = await openTestStore(engine);
    const november = await paidGift(db, LATE_NOVEMBER, { name: "Ana" });
    const monthly = await paidGift(db, DECEMBER, { name: "Luis", frequency: "monthly" });
    await setMonthlyState(db, monthly.giftId, { monthlyState: "paused", pausedUntil: DECEMBER + 30 * 86_400_000 });
    await recordRefunded(db, november.paymentId, 1000, DECEMBER);
    expect((await giftsPaidIn(db, "2026-11", TZ)).map((gift) => [gift.name, gift.refundedCents])).toEqual([
      ["Ana", 1000],
    ]);
    expect((await giftsPaidIn(db, "2026-12", TZ)).map((gift) => gift.name)).toEqual(["Luis"]);
    expect((await monthlyGifts(db)).map((gift) => [gift.name, gift.monthlyState])).toEqual([["Luis", "paused"]]);
  });

  it("writes the accounts' CSV of a month: a line per payment in dollars, refunds and what was kept, formula-safe", async () => {
    const { db } = await openTestStore(engine);
    const gift = await paidGift(db, LATE_NOVEMBER, { name: '=HYPERLINK("http://x")', employer: "@Acme" });
    await recordRefunded(db, gift.paymentId, 2000, DECEMBER);
    const csv = accountsCsv(await paymentsIn(db, "2026-11", TZ), TZ);
    const [header, line, ...rest] = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe(
      "paid_on,payment_id,gift_id,donor,email,frequency,amount,refunded,net,card,receipt,employer,tribute",
    );
    expect(line).toBe(
      `2026-11-30,${gift.paymentId},${gift.giftId},"'=HYPERLINK(""http://x"")",Rosa@Example.org,once,51.75,20,31.75,visa 4242,${gift.receipt},'@Acme,`,
    );
    expect(rest).toEqual([""]);
    expect(await paymentsIn(db, "2026-12", TZ)).toEqual([]);
  });
});
