/** A partner's caseworker says the devices were handed over: the applicant is delivered, as when staff do it. */
import { afterEach, describe, expect, it } from "vitest";
import { APPROVED_STATUS, CLIENT_STATUS, REVIEW_STATUS } from "~/kits/records/applicantStatus";
import { rows, sql, type Engine } from "~/db/engine.server";
import { earliestHandover, handOver } from "~/partners/server/partnerHandover.server";
import { partnerApplicant, partnerApplicantList } from "~/partners/server/partnerPortal.server";
import { markDelivered } from "~/applications/staff/deviceAssignment.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

import {
  NOW,
  notices,
  timeZone,
  staff,
  CASEWORKER,
  partner,
  approvedWithDevice,
  statusOf,
  donatedOn,
  mailOf,
  deliveredAt,
} from "../support/partnerWorkRecords";

afterEach(closeTestStores);

describe.each(ENGINES)("a partner's handover (%s)", (engine: Engine) => {
  it("marks the delivery exactly as staff's 'Mark delivered' does, dated the day the caseworker gives", async () => {
    const { db } = await openTestStore(engine);
    await partner(db, "P-1", "Hope House", ["rosa@hope.test"]);
    await approvedWithDevice(db, "A-1", "I-1");
    await approvedWithDevice(db, "A-2", "I-2");
    expect((await partnerApplicantList(db, "P-1")).map((row) => [row.id, row.readyToCollect])).toEqual([
      ["A-1", true],
      ["A-2", true],
    ]);

    const settings = { notices, timeZone, now: NOW };
    const target = { contactId: "A-1", seenStatus: APPROVED_STATUS };
    expect(await handOver(db, CASEWORKER, target, "2027-03-08", settings)).toEqual({ ok: true, day: "2027-03-08" });
    expect(
      await markDelivered(db, { contactId: "A-2", seenStatus: APPROVED_STATUS }, { ...staff, now: NOW }),
    ).toMatchObject({
      ok: true,
    });

    expect(await statusOf(db, "A-1")).toBe(CLIENT_STATUS);
    expect(await donatedOn(db, "I-1")).toBe("2027-03-08");
    expect(await donatedOn(db, "I-2")).toBe("2027-03-10");
    expect(await mailOf(db, "A-1")).toEqual(await mailOf(db, "A-2"));
    expect((await mailOf(db, "A-1")).map((mail) => mail.kind)).toEqual(["status"]);
    expect(Number(await deliveredAt(db, "A-1"))).toBe(NOW); // the follow-up counts from here
    expect(Number(await deliveredAt(db, "A-2"))).toBe(NOW);
    expect(
      await rows(db, sql<{ kind: string; record_id: string }>`SELECT kind, record_id FROM site_changes ORDER BY seq`),
    ).toEqual([
      { kind: "Contacts", record_id: "A-1" },
      { kind: "Computer_Inventory", record_id: "I-1" },
      { kind: "Contacts", record_id: "A-2" },
      { kind: "Computer_Inventory", record_id: "I-2" },
    ]);
    const logged = await rows(
      db,
      sql<{ actor: string; summary: string }>`SELECT actor, summary FROM activity WHERE at = ${NOW} ORDER BY id`,
    );
    expect(logged).toEqual([
      { actor: "Caseworker r***@hope.test of partner P-1", summary: "Delivered 1 device to Ana Díaz (A-1)" },
      { actor: "kim@org.test", summary: "Delivered 1 device to Ana Díaz (A-2)" },
    ]);
    expect((await partnerApplicantList(db, "P-1")).some((row) => row.readyToCollect)).toBe(false);
  });

  it("refuses a day in the future, before the approval or not a date, and another partner's applicant", async () => {
    const { db } = await openTestStore(engine);
    await partner(db, "P-1", "Hope House", ["rosa@hope.test"]);
    await partner(db, "P-2", "Other Org", ["rosa@hope.test"]);
    await approvedWithDevice(db, "A-1", "I-1");
    const settings = { notices, timeZone, now: NOW };
    const target = { contactId: "A-1", seenStatus: APPROVED_STATUS };
    const approvedOn = "2027-03-05";
    expect(await handOver(db, CASEWORKER, target, "2027-03-11", settings)).toEqual({
      ok: false,
      status: 400,
      problem: "future",
      earliest: approvedOn,
    });
    expect(await handOver(db, CASEWORKER, target, "2027-03-04", settings)).toMatchObject({
      problem: "beforeApproval",
      earliest: approvedOn,
    });
    expect(await handOver(db, CASEWORKER, target, "2027-02-30", settings)).toMatchObject({ problem: "date" });
    expect(await handOver(db, { ...CASEWORKER, partnerId: "P-2" }, target, approvedOn, settings)).toEqual({
      ok: false,
      status: 404,
    });
    expect(await handOver(db, CASEWORKER, { ...target, seenStatus: REVIEW_STATUS }, approvedOn, settings)).toEqual({
      ok: false,
      status: 409,
    });
    expect(await statusOf(db, "A-1")).toBe(APPROVED_STATUS);
    expect(await mailOf(db, "A-1")).toEqual([]);

    expect(await handOver(db, CASEWORKER, target, approvedOn, settings)).toEqual({ ok: true, day: approvedOn });
    expect((await partnerApplicant(db, "P-1", "A-1"))?.waitingDevices).toEqual([]);
  });

  it("dates the earliest handover from the approval kept with the application, else from the day it was sent", async () => {
    const { db } = await openTestStore(engine);
    await partner(db, "P-1", "Hope House", ["rosa@hope.test"]);
    await approvedWithDevice(db, "A-1", "I-1");
    expect(await earliestHandover(db, "A-1", timeZone)).toBe("2027-03-05");
    // The activity log is purged in time; the approval's day stays with the application.
    await sql`DELETE FROM activity`.execute(db);
    expect(await earliestHandover(db, "A-1", timeZone)).toBe("2027-03-05");
    // One approved before the day was kept (or approved in the CRM): the day it was sent is the only one known.
    await sql`UPDATE applications SET approved_at = NULL`.execute(db);
    expect(await earliestHandover(db, "A-1", timeZone)).toBe("2027-02-18"); // sent twenty days before NOW
    await sql`DELETE FROM applications`.execute(db);
    expect(await earliestHandover(db, "A-1", timeZone)).toBeNull();
  });
});

/** An applicant of this site who named Hope House, waiting for the recommendation its link asked for. */
