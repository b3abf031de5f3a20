/**
 * Giving an approved applicant their devices: which inventory items are ready to give them (defined once here),
 * assigning one (the item's Recipient claimed only while it is still empty, so two colleagues cannot both give the
 * same device), taking one back before the delivery, and marking the delivery: the applicant becomes a Client
 * (status email), the assigned items are dated as donated today in the organisation's time zone (or the day a
 * partner's caseworker says they were handed over), and the application records when.
 */
import { changes, firstRow, rows, sql, type Db } from "~/db/engine.server";
import { noteChange } from "~/kits/records/siteChanges.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Computer_Inventory, Contacts } from "~/kits/records/schema.server";
import { CLIENT_STATUS } from "~/kits/records/applicantStatus";
import {
  deviceTypeOf,
  devicesAsked,
  stillWanted,
  type DeviceAsked,
  type DeviceType,
} from "~/applications/staff/devicesAsked";
import { applicantName, deviceName, reviewMessages } from "~/applications/staff/words";
import { applicantEmailed, runReviewAction, type ReviewAnswer, type Reviewer } from "./reviewTransaction.server";
import { refuse } from "~/db/refusal.server";
import { applicationSettings } from "~/applications/settings.server";

/**
 * An item ready to give to a person who asked for these kinds: refurbished, given to nobody, not recycled, and of
 * one of the kinds. The one definition, for the list and for the claim (a partner's programme claims by it too).
 */
export function readyToGive(types: readonly DeviceType[]) {
  // No kind asked for matches nothing: an empty Computer_Type is stored as NULL, never as ''.
  const kinds = types.length > 0 ? types.map((type) => type.toLowerCase()) : [""];
  return sql`LOWER(TRIM("Status")) = 'refurbished' AND "Recipient" IS NULL AND "Date_Recycled" IS NULL
    AND LOWER(TRIM("Computer_Type")) IN (${sql.join(kinds)})`;
}

export type ReadyDevice = {
  id: string;
  Model: string | null;
  Computer_Type: string | null;
  Location: string | null;
  Date_Added: string | null;
};

/** The page lists this many; the count says how many more there are. */
export const READY_SHOWN = 100;

/** Items ready to give of these kinds (what the applicant still wants), in the inventory's order, and how many. */
export async function readyDevices(
  db: Db,
  wanted: readonly DeviceAsked[],
): Promise<{ devices: ReadyDevice[]; count: number }> {
  if (wanted.length === 0) return { devices: [], count: 0 };
  const where = readyToGive(wanted.map((entry) => entry.type));
  const devices = await rows(
    db,
    sql<ReadyDevice>`SELECT id, "Model", "Computer_Type", "Location", "Date_Added" FROM "Computer_Inventory"
       WHERE ${where} ORDER BY rowid LIMIT ${READY_SHOWN}`,
  );
  const counted = await firstRow(db, sql<{ n: number }>`SELECT COUNT(*) AS n FROM "Computer_Inventory" WHERE ${where}`);
  return { devices, count: Number(counted?.n ?? 0) };
}

/** A date as the CRM writes it (YYYY-MM-DD), in the organisation's time zone. */
export function crmDate(ms: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(ms);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

type Item = { id: string; Model: string | null; Computer_Type: string | null; Recipient: string | null };

const itemById = (db: Db, id: string) =>
  firstRow(db, sql<Item>`SELECT id, "Model", "Computer_Type", "Recipient" FROM "Computer_Inventory" WHERE id = ${id}`);

export type Target = { contactId: string; seenStatus: string };

export function assignDevice(db: Db, target: Target, itemId: string, reviewer: Reviewer): Promise<ReviewAnswer> {
  return runReviewAction(db, { ...target, action: "assign" }, reviewer, async (trx, applicant, now) => {
    const item = await itemById(trx, itemId);
    if (!item) refuse(400, reviewMessages.chooseDevice);
    const device = deviceName(item);
    const asked = devicesAsked(applicant);
    const type = deviceTypeOf(item.Computer_Type);
    const wanted = asked.find((entry) => entry.type === type);
    if (wanted) {
      const assigned = await rows(
        trx,
        sql<{ Computer_Type: string | null }>`SELECT "Computer_Type" FROM "Computer_Inventory"
           WHERE "Recipient" = ${applicant.id}`,
      );
      if (!stillWanted([wanted], assigned).length)
        refuse(409, reviewMessages.enoughAssigned(applicantName(applicant), wanted.count, wanted.type));
    }
    // The claim holds only while nobody has the item: of two colleagues assigning it at once, the second changes
    // nothing (on PostgreSQL it waits for the first's commit, then finds the Recipient set).
    const claimed = await changes(
      trx,
      sql`UPDATE "Computer_Inventory" SET "Recipient" = ${applicant.id}
         WHERE id = ${itemId} AND ${readyToGive(asked.map((entry) => entry.type))}`,
    );
    if (claimed === 0) {
      const recipient = (await itemById(trx, itemId))?.Recipient;
      if (recipient === applicant.id) refuse(409, reviewMessages.alreadyTheirs(device, applicantName(applicant)));
      if (recipient) refuse(409, reviewMessages.takenMeanwhile(device));
      refuse(409, reviewMessages.notReady(device));
    }
    await noteChange(trx, "Computer_Inventory", itemId, now);
    return {
      message: reviewMessages.assigned(device, applicantName(applicant)),
      summary: `Assigned ${device} to ${applicantName(applicant)} (${applicant.id})`,
    };
  });
}

export function unassignDevice(db: Db, target: Target, itemId: string, reviewer: Reviewer): Promise<ReviewAnswer> {
  return runReviewAction(db, { ...target, action: "unassign" }, reviewer, async (trx, applicant, now) => {
    const item = await itemById(trx, itemId);
    if (!item) refuse(400, reviewMessages.chooseDevice);
    const device = deviceName(item);
    const released = await changes(
      trx,
      sql`UPDATE "Computer_Inventory" SET "Recipient" = NULL
         WHERE id = ${itemId} AND "Recipient" = ${applicant.id} AND "Date_Donated" IS NULL`,
    );
    if (released === 0) refuse(409, reviewMessages.notAssigned(device));
    await noteChange(trx, "Computer_Inventory", itemId, now);
    return {
      message: reviewMessages.unassigned(device),
      summary: `Took back ${device} from ${applicantName(applicant)} (${applicant.id})`,
    };
  });
}

/**
 * The delivery: staff's 'Mark delivered' (today), a partner's 'Handed over' (a day they choose, checked by the
 * caller) and a programme's collection alike. `day` is the day the devices are dated as donated, YYYY-MM-DD; by
 * default today in the org's zone. `programme` names the partner's programme whose devices were collected for this
 * applicant (issue 50): those devices are the partner's, so none need be assigned to the applicant.
 */
export function markDelivered(
  db: Db,
  target: Target,
  reviewer: Reviewer,
  day?: string,
  programme?: string,
): Promise<ReviewAnswer> {
  return runReviewAction(db, { ...target, action: "deliver" }, reviewer, async (trx, applicant, now) => {
    const assigned = await rows(
      trx,
      sql<{ id: string; Date_Donated: string | null }>`SELECT id, "Date_Donated" FROM "Computer_Inventory"
         WHERE "Recipient" = ${applicant.id} ORDER BY rowid`,
    );
    if (assigned.length === 0 && programme === undefined) refuse(409, reviewMessages.nothingAssigned);
    // The delivery's email states the warranty (issue 50 §2), whoever delivers: staff or a partner's caseworker.
    const notices = { ...reviewer.notices, warrantyMonths: applicationSettings.current().warrantyMonths };
    const writer = createRecordWriter(trx, Contacts, ["Status", "Denial_Reason"], { notices });
    await writer.write({ id: applicant.id, Status: CLIENT_STATUS, Denial_Reason: null }, applicant);
    await noteChange(trx, "Contacts", applicant.id, now);
    const donatedOn = day ?? crmDate(now, reviewer.timeZone);
    const dates = createRecordWriter(trx, Computer_Inventory, ["Date_Donated"]);
    // A date already on record (from the CRM) is kept: the day it says the device was given.
    for (const item of assigned.filter((entry) => entry.Date_Donated === null)) {
      await dates.write({ id: item.id, Date_Donated: donatedOn });
      await noteChange(trx, "Computer_Inventory", item.id, now);
    }
    await sql`UPDATE applications SET delivered_at = ${now}, closed_at = ${now} WHERE contact_id = ${applicant.id}`.execute(
      trx,
    );
    const emailed = applicantEmailed(writer.counts.statusEmails, reviewer);
    return {
      message: reviewMessages.delivered(applicantName(applicant), donatedOn, emailed),
      summary:
        programme === undefined
          ? `Delivered ${assigned.length} ${assigned.length === 1 ? "device" : "devices"} to ${applicantName(applicant)} (${applicant.id})`
          : `Delivered to ${applicantName(applicant)} (${applicant.id}) through the programme ${programme}`,
    };
  });
}
