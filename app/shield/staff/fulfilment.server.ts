/**
 * The staff's Shield fulfilment (issue 37, decision 088): the orders awaiting shipping, shipping one (its SIM cards'
 * ICCIDs, its tracking number, a device's serial number), the shipped SIM cards whose line is not yet active and
 * marking them active, the recent shipments, and the subscribers' requests to cancel.
 *
 * Each write is one transaction: the order is locked and compared with what the page showed (a colleague's
 * shipment meanwhile changes nothing), the record written through the record writer, the activity log and the
 * subscriber's email (in their language) written with it, and the change noted for the CRM's feed last.
 */
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { inTransaction, lockWithinTransaction } from "~/db/transaction.server";
import { recordActivity } from "~/kits/records/activity.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { recordFromRow, Shield_Subscriptions, type ShieldSubscription } from "~/kits/records/schema.server";
import { shieldDevices, type ShieldDevice } from "~/kits/records/shieldLists";
import { noteChange } from "~/kits/records/siteChanges.server";
import { log } from "~/platform/log.server";
import { cancelReasonLabels, type CancelReason } from "~/shield/cancelReasons";
import { iccidProblem } from "~/shield/subscriptionView";
import { lineActiveEmail, queueShieldEmail, shippedEmail } from "~/shield/server/shieldEmails.server";
import { fulfilmentWords as words } from "./words";

export const QUEUE_PAGE_SIZE = 50;
export const AWAITING = "New Manual Order";

const select = sql.raw(Shield_Subscriptions.selectList);
const read = (found: Record<string, unknown>[]) => found.map((row) => recordFromRow(Shield_Subscriptions, row));

/** The queue's order, oldest first (see `awaitingOrders`). */
export const QUEUE_ORDER = sql.raw(`COALESCE("Subscription_Number", ''), id`);

/**
 * The orders awaiting shipping, oldest first: by the provider's subscription number (it numbers subscriptions in
 * the order they were made; the record has no date of its own), then id; one without a number first, on both
 * engines (their NULLs sort apart). A device narrows the list.
 */
export async function awaitingOrders(db: Db, device: ShieldDevice | null, page: number) {
  const byDevice = device ? sql`AND "Device_Type" = ${device}` : sql``;
  const [total] = await rows(
    db,
    sql<{ n: number }>`SELECT COUNT(*) AS n FROM "Shield_Subscriptions"
       WHERE "Shipping_Status" = ${AWAITING} ${byDevice}`,
  );
  const found = await rows(
    db,
    sql<Record<string, unknown>>`SELECT ${select} FROM "Shield_Subscriptions"
       WHERE "Shipping_Status" = ${AWAITING} ${byDevice}
       ORDER BY ${QUEUE_ORDER} LIMIT ${QUEUE_PAGE_SIZE} OFFSET ${(page - 1) * QUEUE_PAGE_SIZE}`,
  );
  return { total: Number(total?.n ?? 0), orders: read(found) };
}

/**
 * The day each of these subscriptions' subscriber asked to cancel (their latest request not taken back), in the
 * organisation's time zone, so an order is not shipped to someone leaving without staff seeing it.
 */
export async function askedToCancel(db: Db, ids: readonly string[], timeZone: string): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const found = await rows(
    db,
    sql<{ subscription_id: string; requested_at: number }>`SELECT subscription_id, MAX(requested_at) AS requested_at
       FROM shield_cancellations WHERE reactivated_at IS NULL AND subscription_id IN (${sql.join(ids)})
       GROUP BY subscription_id`,
  );
  const day = new Intl.DateTimeFormat("en-US", { timeZone, dateStyle: "medium" });
  return new Map(found.map((row) => [row.subscription_id, day.format(Number(row.requested_at))]));
}

/** How many orders await shipping for each device. */
export async function awaitingByDevice(db: Db): Promise<Record<ShieldDevice, number>> {
  const found = await rows(
    db,
    sql<{ device: string | null; n: number }>`SELECT "Device_Type" AS device, COUNT(*) AS n
       FROM "Shield_Subscriptions" WHERE "Shipping_Status" = ${AWAITING} GROUP BY "Device_Type"`,
  );
  const counts = Object.fromEntries(shieldDevices.map((device) => [device, 0])) as Record<ShieldDevice, number>;
  for (const row of found) if (row.device && row.device in counts) counts[row.device as ShieldDevice] = Number(row.n);
  return counts;
}

export async function orderById(db: Db, id: string): Promise<ShieldSubscription | null> {
  const row = await firstRow(
    db,
    sql<Record<string, unknown>>`SELECT ${select} FROM "Shield_Subscriptions" WHERE id = ${id}`,
  );
  return row ? recordFromRow(Shield_Subscriptions, row) : null;
}

/** The ICCIDs as typed or scanned: separated by lines, spaces, commas or semicolons. */
export const splitIccids = (typed: string) => typed.split(/[\s,;]+/).filter(Boolean);

export type ShipForm = { iccids: string; tracking: string; serial: string };
export type ShipAnswer =
  { ok: true; message: string } | { ok: false; status: 400 | 404 | 409; message: string; typed?: ShipForm };

/** The subscription (other than `id`) each of these ICCIDs is already on, if any. */
async function iccidOwners(db: Db, id: string): Promise<Map<string, string>> {
  const found = await rows(
    db,
    sql<{ id: string; iccids: string }>`SELECT id, "ICCIDs" AS iccids FROM "Shield_Subscriptions"
       WHERE id <> ${id} AND "ICCIDs" <> '[]'`,
  );
  const owners = new Map<string, string>();
  for (const row of found) {
    for (const iccid of Shield_Subscriptions.fields.ICCIDs.fromColumn!(row.iccids)) owners.set(iccid, row.id);
  }
  return owners;
}

/** Today in the organisation's time zone, as the record keeps days. */
export const dayIn = (now: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);

/** 'Ship': the order's SIM cards, tracking and serial written, once, under a lock against what the page showed. */
export async function shipOrder(
  db: Db,
  target: { id: string; seen: string },
  form: ShipForm,
  staff: string,
  settings: { timeZone: string },
  now = Date.now(),
): Promise<ShipAnswer> {
  const typed = {
    iccids: form.iccids.slice(0, 2000),
    tracking: form.tracking.slice(0, 60),
    serial: form.serial.slice(0, 80),
  };
  const refuse = (message: string): ShipAnswer => ({ ok: false, status: 400, message, typed });
  const iccids = splitIccids(typed.iccids);
  if (iccids.length === 0) return refuse(words.errors.noIccids);
  for (const [index, iccid] of iccids.entries()) {
    const problem = iccidProblem(iccid);
    if (problem) return refuse(words.errors[problem](iccid.slice(0, 30)));
    if (iccids.indexOf(iccid) !== index) return refuse(words.errors.twice(iccid));
  }
  const tracking = typed.tracking.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z0-9]{8,40}$/.test(tracking)) return refuse(words.errors.tracking);
  const serial = typed.serial.trim();
  if (serial.length > 60) return refuse(words.errors.serial);

  const answer = await inTransaction(db, async (trx): Promise<ShipAnswer> => {
    // One lock for every shipment: two orders shipped at once cannot both take the same SIM card.
    await lockWithinTransaction(trx, "shield-shipping");
    const order = await orderById(trx, target.id);
    if (!order) return { ok: false, status: 404, message: words.noSuchOrder };
    if (order.Shipping_Status !== target.seen || order.Shipping_Status !== AWAITING)
      return { ok: false, status: 409, message: words.alreadyShipped };
    const ordered = order.SIM_Quantity ? Number(order.SIM_Quantity) : null;
    if (ordered && ordered !== iccids.length) return refuse(words.errors.count(iccids.length, ordered));
    const owners = await iccidOwners(trx, order.id);
    for (const iccid of iccids) {
      const other = owners.get(iccid);
      if (other) return refuse(words.errors.taken(iccid, other));
    }
    await createRecordWriter(trx, Shield_Subscriptions, [
      "Shipping_Status",
      "Shipped_At",
      "ICCIDs",
      "Tracking_Number",
      "Serial_Number",
      "Active_On_Carrier",
    ]).write({
      id: order.id,
      Shipping_Status: "Shipped",
      Shipped_At: dayIn(now, settings.timeZone),
      ICCIDs: iccids,
      Tracking_Number: tracking,
      Serial_Number: serial || null,
      Active_On_Carrier: "No",
    });
    await recordActivity(
      trx,
      {
        kind: "shield",
        actor: staff,
        summary: `Shipped Shield order ${order.id}: ${iccids.length} SIM card(s), tracking ${tracking}`,
        counts: { sims: iccids.length },
      },
      now,
    );
    await queueShieldEmail(trx, order, shippedEmail(order, tracking), now);
    await noteChange(trx, "Shield_Subscriptions", order.id, now);
    return { ok: true, message: words.shipped(order.id) };
  });
  if (answer.ok) log.info("shield order shipped", { order: target.id, sims: iccids.length });
  return answer;
}

/** Shipped SIM cards whose line is not yet active with the carrier, in the order they were shipped. */
export async function awaitingActivation(db: Db): Promise<ShieldSubscription[]> {
  return read(
    await rows(
      db,
      sql<Record<string, unknown>>`SELECT ${select} FROM "Shield_Subscriptions"
         WHERE "Shipping_Status" = 'Shipped' AND ("Active_On_Carrier" IS NULL OR "Active_On_Carrier" <> 'Yes')
         ORDER BY COALESCE("Shipped_At", ''), id`,
    ),
  );
}

/** 'Mark active' for one or many orders: each shipped one not yet active is recorded and its subscriber emailed. */
export async function markActive(db: Db, ids: readonly string[], staff: string, now = Date.now()): Promise<number> {
  const marked = await inTransaction(db, async (trx) => {
    let count = 0;
    for (const id of new Set(ids)) {
      await lockWithinTransaction(trx, `shield:${id}`);
      const order = await orderById(trx, id);
      if (!order || order.Shipping_Status !== "Shipped" || order.Active_On_Carrier === "Yes") continue;
      await createRecordWriter(trx, Shield_Subscriptions, ["Active_On_Carrier"]).write({
        id,
        Active_On_Carrier: "Yes",
      });
      await queueShieldEmail(trx, order, lineActiveEmail(order), now);
      count++;
    }
    if (count > 0) {
      await recordActivity(
        trx,
        { kind: "shield", actor: staff, summary: `Marked ${count} Shield line(s) active`, counts: { lines: count } },
        now,
      );
      for (const id of new Set(ids)) await noteChange(trx, "Shield_Subscriptions", id, now);
    }
    return count;
  });
  if (marked > 0) log.info("shield lines marked active", { count: marked });
  return marked;
}

/** Shipments, newest first (at most `limit`). */
export async function recentShipments(db: Db, limit = 200): Promise<ShieldSubscription[]> {
  return read(
    await rows(
      db,
      sql<Record<string, unknown>>`SELECT ${select} FROM "Shield_Subscriptions" WHERE "Shipping_Status" = 'Shipped'
         ORDER BY COALESCE("Shipped_At", '') DESC, id LIMIT ${limit}`,
    ),
  );
}

export type CancellationRow = {
  subscriptionId: string;
  name: string | null;
  email: string | null;
  reason: string;
  words: string | null;
  requestedAt: number;
  keptAt: number | null;
  endsOn: string | null;
};

/** The subscribers' requests to cancel, newest first, with their reasons as staff read them. */
export async function cancellationRequests(db: Db, limit = 200): Promise<CancellationRow[]> {
  const found = await rows(
    db,
    sql<{
      subscription_id: string;
      reason: string;
      words: string | null;
      requested_at: number;
      reactivated_at: number | null;
      name: string | null;
      email: string | null;
      expires_at: string | null;
      next_billing_at: string | null;
    }>`SELECT c.subscription_id, c.reason, c.words, c.requested_at, c.reactivated_at, s."Name" AS name,
         s."Email" AS email, s."Expires_At" AS expires_at, s."Next_Billing_At" AS next_billing_at
       FROM shield_cancellations c LEFT JOIN "Shield_Subscriptions" s ON s.id = c.subscription_id
       ORDER BY c.requested_at DESC, c.id DESC LIMIT ${limit}`,
  );
  return found.map((row) => ({
    subscriptionId: row.subscription_id,
    name: row.name,
    email: row.email,
    reason: cancelReasonLabels[row.reason as CancelReason] ?? row.reason,
    words: row.words,
    requestedAt: Number(row.requested_at),
    keptAt: row.reactivated_at === null ? null : Number(row.reactivated_at),
    endsOn: row.expires_at ?? row.next_billing_at,
  }));
}
