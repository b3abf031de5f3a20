/**
 * Which orders the label sheets are printed for: the orders chosen on the queue page, or every order awaiting
 * shipping (of one device, when the queue is narrowed to it), oldest first as the queue lists them, at most
 * `LABELS_AT_ONCE` (fifty sheets) a PDF. An order that has been shipped meanwhile is not printed again.
 */
import { rows, sql, type Db } from "~/db/engine.server";
import type { ShieldDevice } from "~/kits/records/shieldLists";
import { AWAITING, QUEUE_ORDER } from "./fulfilment.server";
import type { LabelOrder } from "./shippingLabels";

export const LABELS_AT_ONCE = 500;

export async function ordersForLabels(
  db: Db,
  choice: { ids: readonly string[] } | { device: ShieldDevice | null },
): Promise<LabelOrder[]> {
  let which = sql``;
  if ("ids" in choice) {
    const ids = [...new Set(choice.ids)].slice(0, LABELS_AT_ONCE);
    if (ids.length === 0) return [];
    which = sql`AND id IN (${sql.join(ids)})`;
  } else if (choice.device) which = sql`AND "Device_Type" = ${choice.device}`;
  return rows(
    db,
    sql<LabelOrder>`SELECT id, "Subscription_Number", "Name", "Shipping_Address" FROM "Shield_Subscriptions"
       WHERE "Shipping_Status" = ${AWAITING} ${which}
       ORDER BY ${QUEUE_ORDER} LIMIT ${LABELS_AT_ONCE}`,
  );
}
