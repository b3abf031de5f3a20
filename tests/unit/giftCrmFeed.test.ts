/**
 * Gifts and the CRM (issue 47 §5, decision 117), on both engines: a gift made here is on the change feed as a
 * Financial_Donations record in the CRM module's field names, and a gift recorded elsewhere comes in by the push.
 */
import { afterEach, describe, expect, it } from "vitest";
import { readChangePage } from "~/crm/changeFeed.server";
import { recordRefunded } from "~/gifts/server/giftLedger.server";
import { noteChange } from "~/kits/records/siteChanges.server";
import { rows, sql } from "~/db/engine.server";
import { push } from "../support/changeFeedRecords";
import { paidGift } from "../support/giftRecords";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

const PAID = Date.parse("2026-03-02T03:00:00Z"); // 22:00 on 1 March in New York

describe.each(ENGINES)("gifts on the CRM's change feed on %s", (engine) => {
  it("lists a gift made here as a Financial_Donations record, as it is now", async () => {
    const { db } = await openTestStore(engine);
    const tribute = { kind: "honour" as const, name: "Ms. Lee", noticeEmail: null, noticeOn: null };
    const { giftId, paymentId, receipt } = await paidGift(db, PAID, { tribute });
    await noteChange(db, "Financial_Donations", giftId);
    await recordRefunded(db, paymentId, 2000, PAID + 1000);
    const page = await readChangePage(db, 0);
    expect(page.changes.map((change) => [change.kind, change.id])).toEqual([["Financial_Donations", giftId]]);
    expect(page.changes[0]!.record).toEqual({
      id: giftId,
      Donor_Name: "Rosa Díaz",
      Email: "Rosa@Example.org",
      Phone: null,
      Amount: 50,
      Frequency: "One-time",
      Date_Received: "2026-03-01",
      Total_Paid: 51.75,
      Refunded_Amount: 20,
      Payment_Method: "Card (visa ending 4242)",
      Status: "Partly refunded",
      Receipt_Number: receipt,
      Tribute_Type: "In honour",
      Tribute_Name: "Ms. Lee",
      Employer: "Dell",
      Listed_Publicly: "No",
      Language: "es",
    });
  });

  it("takes a gift recorded elsewhere by the record push, checked by the module's rules, and notes nothing", async () => {
    const { db } = await openTestStore(engine);
    expect(() =>
      push(db, {
        module: "Financial_Donations",
        records: [{ id: "FD-1", Email: "ana@example.org", Frequency: "Weekly" }],
      }),
    ).toThrow('field Frequency: "Weekly" is not one of One-time, Monthly.');
    await push(db, {
      module: "Financial_Donations",
      records: [
        {
          id: "FD-1",
          Donor_Name: "Ana",
          Email: "Ana@Example.org",
          Amount: "250.50",
          Frequency: "One-time",
          Date_Received: "2026-05-04",
        },
      ],
    });
    expect(await rows(db, sql`SELECT id, "Amount", "Date_Received", email_key FROM "Financial_Donations"`)).toEqual([
      { id: "FD-1", Amount: 250.5, Date_Received: "2026-05-04", email_key: "ana@example.org" },
    ]);
    expect((await readChangePage(db, 0)).changes).toEqual([]);
  });
});
