import type { ShieldSubscription } from "~/kits/records/schema.server";

type Order = Pick<ShieldSubscription, "id" | "Subscription_Number">;

/** The number staff know an order by: its subscription number, or its record id when the CRM gave none. */
export const orderNumber = (order: Order): string => order.Subscription_Number ?? order.id;

/** What every staff list of orders shows first: the record, its number and the subscriber's name. */
export const orderRow = (order: Order & Pick<ShieldSubscription, "Name">) => ({
  id: order.id,
  number: orderNumber(order),
  name: order.Name,
});
