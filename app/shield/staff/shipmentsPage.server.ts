/**
 * The staff page of recent Shield shipments, one table per day shipped: what it shows.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { recentShipments } from "~/shield/staff/fulfilment.server";
import { orderRow } from "~/shield/staff/orderNumber";

export async function shipmentsLoader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const shipments = await recentShipments(db());
  // By date, newest first: one table per day shipped.
  const days = new Map<string, typeof shipments>();
  for (const shipment of shipments) {
    const day = shipment.Shipped_At ?? "Day not known";
    days.set(day, [...(days.get(day) ?? []), shipment]);
  }
  return {
    days: [...days].map(([day, list]) => ({
      day,
      shipments: list.map((s) => ({
        ...orderRow(s),
        device: s.Device_Type,
        tracking: s.Tracking_Number,
        sims: s.ICCIDs.length,
        active: s.Active_On_Carrier === "Yes",
      })),
    })),
  };
}
