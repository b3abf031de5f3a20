/**
 * Staff's work on a partner's device request (issue 50 §1, decision 121), each step one transaction with the request
 * locked and read once: starting it (one member of staff takes it; another is told who did), and fulfilling it (only
 * by the one who took it): each inventory item named by its id is claimed for the partner (the applications wing's
 * one definition of an item ready to give), an item already given elsewhere refused by its id, and a collection
 * booked, the caseworker who asked emailed its calendar invitation. A refusal rolls back everything.
 */
import { changes, firstRow, sql, type Db } from "~/db/engine.server";
import { afterCommit, inTransaction, lockWithinTransaction } from "~/db/transaction.server";
import { Refused, refuse, type RefusalAnswer } from "~/db/refusal.server";
import { enqueueMail, NO_EXPIRY } from "~/mail/outbox.server";
import { wakeMailSender } from "~/mail/sender.server";
import { recordActivity } from "~/kits/records/activity.server";
import { emailKey } from "~/kits/records/championLookup";
import { noteChange } from "~/kits/records/siteChanges.server";
import { readyToGive } from "~/applications/staff/deviceAssignment.server";
import { deviceKinds, deviceTypeOf } from "~/applications/staff/devicesAsked";
import { collectionWindows, isDay, type CollectionWindow } from "../deviceRequest";
import { requestById, type DeviceRequest } from "../server/deviceRequests.server";
import { collectionEmail } from "../server/deviceRequestEmails.server";

export type WorkAnswer = { ok: true; message: string } | RefusalAnswer;

/** Runs one step on the locked request; a refusal is the answer, with nothing changed. */
async function onRequest(
  db: Db,
  id: string,
  work: (trx: Db, request: DeviceRequest) => Promise<string>,
): Promise<WorkAnswer> {
  try {
    const message = await inTransaction(db, async (trx) => {
      await lockWithinTransaction(trx, `device-request:${id}`);
      const request = await requestById(trx, id);
      if (!request) refuse(404, "There is no such request.");
      return work(trx, request);
    });
    return { ok: true, message };
  } catch (error) {
    if (error instanceof Refused) return error.answer;
    throw error;
  }
}

/** Why a request cannot be taken or fulfilled by this member of staff now, or null. */
function notYours(request: DeviceRequest, staff: string): string | null {
  if (request.state === "new") return null;
  if (request.state === "started")
    return request.startedBy === staff ? null : `${request.startedBy} started this request; they are preparing it.`;
  return `This request is ${request.state} already.`;
}

export function startRequest(db: Db, id: string, staff: string, now = Date.now()): Promise<WorkAnswer> {
  return onRequest(db, id, async (trx, request) => {
    if (request.state === "started" && request.startedBy === staff) refuse(409, "You started this request already.");
    const why = notYours(request, staff);
    if (why) refuse(409, why);
    // The claim holds only while the request is new: of two colleagues at once, the second changes nothing.
    const taken = await changes(
      trx,
      sql`UPDATE device_requests SET state = 'started', started_by = ${staff}, started_at = ${now}
         WHERE id = ${id} AND state = 'new'`,
    );
    if (taken === 0) refuse(409, "A colleague started this request meanwhile.");
    await recordActivity(
      trx,
      { kind: "device-request", actor: staff, summary: `Started request ${id} of ${request.partnerName}` },
      now,
    );
    return `You started the request "${request.programmeName}". Colleagues see that you are preparing it.`;
  });
}

export type Fulfilment = { itemIds: readonly string[]; day: string; window: string };

export type FulfilSettings = {
  today: string;
  timeZone: string;
  domain: string;
  address: string | null;
  link: (request: DeviceRequest) => string;
  now?: number;
};

type Item = { id: string; Computer_Type: string | null; Recipient: string | null; Status: string | null };

/** Claims one item for the request's partner, or refuses it by its id. */
async function claimItem(trx: Db, request: DeviceRequest, itemId: string, taken: Map<string, number>): Promise<void> {
  const item = await firstRow(
    trx,
    sql<Item>`SELECT id, "Computer_Type", "Recipient", "Status" FROM "Computer_Inventory" WHERE id = ${itemId}`,
  );
  if (!item) refuse(400, `There is no inventory item ${itemId}.`);
  const elsewhere = await firstRow(
    trx,
    sql<{ request_id: string }>`SELECT request_id FROM device_request_items WHERE item_id = ${itemId}`,
  );
  if (item.Recipient !== null || elsewhere) refuse(409, `Item ${itemId} was already given elsewhere.`);
  const kind = deviceKinds.find((entry) => entry.type === deviceTypeOf(item.Computer_Type));
  if (!kind) refuse(409, `Item ${itemId} is not a laptop, desktop or tablet.`);
  const asked = request[kind.plural];
  const count = (taken.get(kind.plural) ?? 0) + 1;
  if (count > asked) refuse(409, `The request asked for ${asked} ${kind.plural}; item ${itemId} would be one more.`);
  taken.set(kind.plural, count);
  const claimed = await changes(
    trx,
    sql`UPDATE "Computer_Inventory" SET "Recipient" = ${request.partnerId}
       WHERE id = ${itemId} AND ${readyToGive([kind.type])}`,
  );
  if (claimed === 0)
    refuse(409, `Item ${itemId} is not ready to give (its status is ${item.Status ?? "not recorded"}).`);
  await sql`INSERT INTO device_request_items (item_id, request_id) VALUES (${itemId}, ${request.id})`.execute(trx);
}

export function fulfilRequest(
  db: Db,
  id: string,
  staff: string,
  fulfilment: Fulfilment,
  settings: FulfilSettings,
): Promise<WorkAnswer> {
  const now = settings.now ?? Date.now();
  return onRequest(db, id, async (trx, request) => {
    if (request.state === "new") refuse(409, "Start the request before you fulfil it.");
    const why = notYours(request, staff);
    if (why) refuse(409, why);
    if (fulfilment.itemIds.length === 0) refuse(400, "Give the inventory id of each device, one a line.");
    if (!isDay(fulfilment.day) || fulfilment.day < settings.today)
      refuse(400, "Give the collection's day as a date from today on, such as 2027-03-15.");
    if (!(collectionWindows as readonly string[]).includes(fulfilment.window))
      refuse(400, "Choose the collection's window: morning or afternoon.");
    const window = fulfilment.window as CollectionWindow;
    const taken = new Map<string, number>();
    for (const itemId of fulfilment.itemIds) {
      await claimItem(trx, request, itemId, taken);
      await noteChange(trx, "Computer_Inventory", itemId, now);
    }
    await sql`UPDATE device_requests SET state = 'fulfilled', fulfilled_by = ${staff}, fulfilled_at = ${now},
        collection_day = ${fulfilment.day}, collection_window = ${window}
      WHERE id = ${id}`.execute(trx);
    const email = collectionEmail(
      request.locale,
      {
        requestId: id,
        programmeName: request.programmeName,
        devices: fulfilment.itemIds.length,
        collection: { day: fulfilment.day, window },
        address: settings.address,
        link: settings.link(request),
      },
      { timeZone: settings.timeZone, domain: settings.domain },
      now,
    );
    await enqueueMail(
      trx,
      {
        emailKey: emailKey(request.requestedBy),
        recipient: request.requestedBy,
        ...email,
        notAfter: NO_EXPIRY,
        kind: "partner",
        recordId: id,
      },
      now,
    );
    afterCommit(trx, wakeMailSender);
    await recordActivity(
      trx,
      {
        kind: "device-request",
        actor: staff,
        summary: `Fulfilled request ${id} of ${request.partnerName} with ${fulfilment.itemIds.length} devices, collected ${fulfilment.day} ${window}`,
      },
      now,
    );
    return `The ${fulfilment.itemIds.length} devices are set aside for ${request.partnerName}, to be collected on ${fulfilment.day} (${window}). The caseworker who asked was emailed the collection's invitation.`;
  });
}

/**
 * How many devices were set aside for or collected by the partner through its requests this calendar year (the
 * collection's day from `yearStart`, YYYY-MM-DD): beside its yearly share.
 */
export async function givenThisYear(db: Db, partnerId: string, yearStart: string): Promise<number> {
  const found = await firstRow(
    db,
    sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM device_request_items d
       JOIN device_requests r ON r.id = d.request_id
       WHERE r.partner_id = ${partnerId} AND r.collection_day >= ${yearStart}`,
  );
  return Number(found?.n ?? 0);
}
