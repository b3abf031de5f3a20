/** A caseworker's sign-in in the activity log, and the partners' yearly renewal. */
import { afterEach, describe, expect, it } from "vitest";
import { firstRow, rows, sql, type Db, type Engine } from "~/db/engine.server";
import { caseworkerIdentity } from "~/partners/server/caseworkerIdentity.server";
import { activePartnersOfEmail } from "~/partners/server/partnerAccess.server";
import {
  confirmRenewal,
  inviteForRenewal,
  partnerDetails,
  pastRenewalDeadline,
  renewalCycle,
  unconfirmedPartners,
} from "~/partners/server/partnerRenewals.server";
import { recordPartnerSignIn } from "~/partners/server/partnerSignIn.server";
import { recentActivity } from "~/kits/records/activity.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

import { DAY, timeZone, partner } from "../support/partnerWorkRecords";

afterEach(closeTestStores);

describe.each(ENGINES)("a caseworker's sign-in in the activity log (%s)", (engine: Engine) => {
  it("names the partner and a masked address, never the whole address", async () => {
    const { db } = await openTestStore(engine);
    await recordPartnerSignIn(db, "Rosa@Hope.test", [{ id: "P-1", name: "Hope House" }]);
    await recordPartnerSignIn(db, "rosa@hope.test", [
      { id: "P-2", name: "Alpha House" },
      { id: "P-1", name: "Hope House" },
    ]);
    const entries = await recentActivity(db);
    expect(entries.map(({ kind, actor, summary }) => ({ kind, actor, summary }))).toEqual([
      {
        kind: "partner-sign-in",
        actor: "Caseworker r***@hope.test",
        summary: "Signed in to the partner portal; listed by Alpha House (P-2), Hope House (P-1)",
      },
      {
        kind: "partner-sign-in",
        actor: "Caseworker r***@hope.test of partner P-1",
        summary: "Signed in to the partner portal for Hope House (P-1)",
      },
    ]);
    expect(JSON.stringify(entries)).not.toContain("rosa@");
  });
});

describe.each(ENGINES)("the partners' yearly renewal (%s)", (engine: Engine) => {
  const settings = { publicUrl: "https://portal.example.org", timeZone, deadline: { month: 2, day: 15 } };
  const JAN_1 = Date.UTC(2027, 0, 1, 5, 30); // 00:30 on January 1st in New York
  const invitations = (db: Db) =>
    rows(
      db,
      sql<{ recipient: string; subject: string; record_id: string }>`SELECT recipient, subject, record_id
         FROM mail_outbox ORDER BY id`,
    );

  it("invites each active partner's caseworkers once per cycle, even when the job runs twice or at once", async () => {
    const { db } = await openTestStore(engine);
    await partner(db, "P-1", "Hope House", ["rosa@hope.test", "intake@hope.test"]);
    await partner(db, "P-2", "Library", ["sam@library.test"]);
    await sql`INSERT INTO "Partners" (id, "Organization_Name", "Emails", "Status")
       VALUES ('P-3', 'Closed', '["old@closed.test"]', 'Inactive')`.execute(db);
    // 11 p.m. on December 31st in New York, already January 1st in UTC: not yet.
    expect(await inviteForRenewal(db, settings, Date.UTC(2027, 0, 1, 4))).toBe(0);

    const [first, second] = await Promise.all([
      inviteForRenewal(db, settings, JAN_1),
      inviteForRenewal(db, settings, JAN_1),
    ]);
    expect(first + second).toBe(2);
    expect(await inviteForRenewal(db, settings, JAN_1 + DAY)).toBe(0);
    const subject = "Please confirm your partner details for 2027";
    expect(await invitations(db)).toEqual([
      { recipient: "rosa@hope.test", subject, record_id: "P-1" },
      { recipient: "intake@hope.test", subject, record_id: "P-1" },
      { recipient: "sam@library.test", subject, record_id: "P-2" },
    ]);
    const text = (await firstRow(db, sql<{ text_body: string }>`SELECT text_body FROM mail_outbox`))!.text_body;
    expect(text).toContain("https://portal.example.org/partners/renew");
    expect(text).toContain("by February 15, 2027");
    // After the deadline, a partner made active meanwhile waits for next year.
    await partner(db, "P-4", "Late", ["late@late.test"]);
    expect(await inviteForRenewal(db, settings, Date.UTC(2027, 1, 16, 17))).toBe(0);
    expect(await inviteForRenewal(db, settings, Date.UTC(2028, 0, 1, 17))).toBe(3);
  });

  it("confirming writes the record through the record writer, notes it, and marks the cycle confirmed", async () => {
    const { db } = await openTestStore(engine);
    await partner(db, "P-1", "Hope House", ["rosa@hope.test"]);
    await partner(db, "P-2", "Library", ["sam@library.test"]);
    await inviteForRenewal(db, settings, JAN_1);
    expect(await unconfirmedPartners(db, "2027")).toEqual([
      { id: "P-1", name: "Hope House" },
      { id: "P-2", name: "Library" },
    ]);
    const details = {
      organization: "Hope House Inc.",
      region: "NYC" as const,
      address: "1 Main St, Newark, NJ 07102",
      phone: "973-555-0100",
      website: "https://hope.test/",
      emails: ["rosa@hope.test", "new@hope.test"],
    };
    const by = caseworkerIdentity("P-1", "rosa@hope.test");
    await confirmRenewal(db, "P-1", details, by, "2027", JAN_1 + DAY);
    expect(await partnerDetails(db, "P-1", "2027")).toEqual({ ...details, confirmedAt: JAN_1 + DAY });
    expect(
      await firstRow(
        db,
        sql<{ confirmed_by: string }>`SELECT confirmed_by
           FROM partner_renewals WHERE partner_id = 'P-1' AND cycle = '2027'`,
      ),
    ).toMatchObject({ confirmed_by: by });
    expect(await rows(db, sql<{ kind: string; record_id: string }>`SELECT kind, record_id FROM site_changes`)).toEqual([
      { kind: "Partners", record_id: "P-1" },
    ]);
    expect(await unconfirmedPartners(db, "2027")).toEqual([{ id: "P-2", name: "Library" }]);
    expect(await partnerDetails(db, "P-1", "2028")).toMatchObject({ confirmedAt: null });
    expect(await activePartnersOfEmail(db, "new@hope.test")).toEqual([{ id: "P-1", name: "Hope House Inc." }]);
  });

  it("knows the cycle and the deadline in the organisation's zone", () => {
    expect(renewalCycle(Date.UTC(2027, 0, 1, 4), timeZone)).toBe("2026");
    expect(renewalCycle(JAN_1, timeZone)).toBe("2027");
    expect(pastRenewalDeadline(Date.UTC(2027, 1, 16, 4), timeZone, settings.deadline)).toBe(false);
    expect(pastRenewalDeadline(Date.UTC(2027, 1, 16, 5), timeZone, settings.deadline)).toBe(true);
  });
});
