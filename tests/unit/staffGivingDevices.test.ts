/** Staff giving an approved applicant their devices, and the date as the CRM writes it. */
import { afterEach, describe, expect, it } from "vitest";
import { APPROVED_STATUS, CLIENT_STATUS } from "~/kits/records/applicantStatus";
import { firstRow, rows, sql } from "~/db/engine.server";
import { applicantFile } from "~/applications/staff/applicantFile.server";
import {
  assignDevice,
  crmDate,
  markDelivered,
  readyDevices,
  unassignDevice,
} from "~/applications/staff/deviceAssignment.server";
import { devicesAsked, stillWanted } from "~/applications/staff/devicesAsked";
import { reviewMessages } from "~/applications/staff/words";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

import { NOW, reviewer, outbox, statusOf, changesNoted, applicant, device } from "../support/reviewRecords";

afterEach(closeTestStores);

describe.each(ENGINES)("giving an approved applicant their devices (%s)", (engine) => {
  it("lists as ready only refurbished devices nobody has, not recycled, of the kinds asked for", async () => {
    const { db } = await openTestStore(engine);
    await applicant(db, "A-1", APPROVED_STATUS, { laptops: 1 });
    await device(db, "I-1", {});
    await device(db, "I-2", { Status: " refurbished " });
    await device(db, "I-3", { Computer_Type: "laptop" });
    await device(db, "I-4", { Recipient: "A-9" });
    await device(db, "I-5", { Date_Recycled: "2024-01-01" });
    await device(db, "I-6", { Computer_Type: "Desktop" });
    await device(db, "I-7", { Status: "Donated" });
    const ready = await readyDevices(db, devicesAsked((await applicantFile(db, "A-1"))!.contact));
    expect(ready.devices.map((item) => item.id)).toEqual(["I-1", "I-2", "I-3"]);
    expect(ready.count).toBe(3);
  });

  it("of two colleagues assigning the same device at once, one gets it and the other is told", async () => {
    const { db } = await openTestStore(engine);
    await applicant(db, "A-1", APPROVED_STATUS, { laptops: 1 });
    await applicant(db, "A-2", APPROVED_STATUS, { laptops: 1 });
    await device(db, "I-1", {});
    const answers = await Promise.all(
      ["A-1", "A-2"].map((contactId) => assignDevice(db, { contactId, seenStatus: APPROVED_STATUS }, "I-1", reviewer)),
    );
    const won = answers.findIndex((answer) => answer.ok);
    expect(won).not.toBe(-1);
    expect(answers[1 - won]).toEqual({
      ok: false,
      status: 409,
      message: reviewMessages.takenMeanwhile("Model I-1 (I-1)"),
    });
    const recipient = await firstRow(
      db,
      sql<{ Recipient: string }>`SELECT "Recipient" FROM "Computer_Inventory" WHERE id = 'I-1'`,
    );
    expect(recipient?.Recipient).toBe(["A-1", "A-2"][won]);
    expect(await changesNoted(db)).toEqual([{ kind: "Computer_Inventory", record_id: "I-1" }]);
  });

  it("assigns no more of a kind than was asked for, and takes a device back before the delivery", async () => {
    const { db } = await openTestStore(engine);
    await applicant(db, "A-1", APPROVED_STATUS, { laptops: 1 });
    await device(db, "I-1", {});
    await device(db, "I-2", {});
    const target = { contactId: "A-1", seenStatus: APPROVED_STATUS };
    expect(await assignDevice(db, target, "I-1", reviewer)).toEqual({
      ok: true,
      message: reviewMessages.assigned("Model I-1 (I-1)", "Ana Díaz"),
    });
    expect(await assignDevice(db, target, "I-2", reviewer)).toEqual({
      ok: false,
      status: 409,
      message: reviewMessages.enoughAssigned("Ana Díaz", 1, "Laptop"),
    });
    const assigned = (await applicantFile(db, "A-1"))!;
    expect(stillWanted(devicesAsked(assigned.contact), assigned.assigned)).toEqual([]);
    expect(await assignDevice(db, target, "I-NONE", reviewer)).toMatchObject({ ok: false, status: 400 });
    expect(await unassignDevice(db, target, "I-1", reviewer)).toEqual({
      ok: true,
      message: reviewMessages.unassigned("Model I-1 (I-1)"),
    });
    expect(await unassignDevice(db, target, "I-1", reviewer)).toMatchObject({ ok: false, status: 409 });
    const file = (await applicantFile(db, "A-1"))!;
    expect(stillWanted(devicesAsked(file.contact), file.assigned)).toEqual([{ type: "Laptop", count: 1 }]);
    expect((await readyDevices(db, [{ type: "Laptop", count: 1 }])).count).toBe(2);
  });

  it("marks the delivery: a Client (emailed), the devices dated today in the organisation's time zone, the application's date", async () => {
    const { db } = await openTestStore(engine);
    await applicant(db, "WEB-1", APPROVED_STATUS, { laptops: 1, desktops: 1, web: { locale: "en" } });
    await device(db, "I-1", {});
    await device(db, "I-2", { Computer_Type: "Desktop" });
    const target = { contactId: "WEB-1", seenStatus: APPROVED_STATUS };
    expect(await markDelivered(db, target, reviewer)).toEqual({
      ok: false,
      status: 409,
      message: reviewMessages.nothingAssigned,
    });
    for (const item of ["I-1", "I-2"]) expect((await assignDevice(db, target, item, reviewer)).ok).toBe(true);

    expect(await markDelivered(db, target, reviewer)).toEqual({
      ok: true,
      message: reviewMessages.delivered("Ana Díaz", "2026-02-28", "emailed"),
    });
    expect(await statusOf(db, "WEB-1")).toBe(CLIENT_STATUS);
    expect(
      await rows(
        db,
        sql<{ id: string; Date_Donated: string }>`SELECT id, "Date_Donated" FROM "Computer_Inventory" ORDER BY id`,
      ),
    ).toEqual([
      { id: "I-1", Date_Donated: "2026-02-28" },
      { id: "I-2", Date_Donated: "2026-02-28" },
    ]);
    const kept = await firstRow(
      db,
      sql<{ delivered_at: number }>`SELECT delivered_at FROM applications WHERE contact_id = 'WEB-1'`,
    );
    expect(kept?.delivered_at).toBe(NOW);
    expect((await outbox(db)).map((mail) => [mail.kind, mail.subject])).toEqual([
      ["status", "Your application status: Delivered"],
    ]);
    expect((await changesNoted(db)).slice(-3)).toEqual([
      { kind: "Contacts", record_id: "WEB-1" },
      { kind: "Computer_Inventory", record_id: "I-1" },
      { kind: "Computer_Inventory", record_id: "I-2" },
    ]);
    // Delivered: nothing more to assign, take back or deliver.
    expect(await unassignDevice(db, { ...target, seenStatus: CLIENT_STATUS }, "I-1", reviewer)).toMatchObject({
      ok: false,
      status: 409,
      message: reviewMessages.notNow("Delivered"),
    });
  });
});

describe("a date as the CRM writes it", () => {
  it("is the day in the organisation's time zone, not in UTC", () => {
    expect(crmDate(NOW, "America/New_York")).toBe("2026-02-28");
    expect(crmDate(NOW, "Europe/Berlin")).toBe("2026-03-01");
  });
});
