/**
 * `/staff/shield/activation.csv`: the ICCIDs of the shipped SIM cards not yet active, one per row.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { awaitingActivation } from "~/shield/staff/fulfilment.server";
import { csvFile, csvResponse } from "~/shield/staff/shieldCsv.server";

export async function activationCsvLoader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const orders = await awaitingActivation(db());
  const rows = orders.flatMap((order) =>
    order.ICCIDs.map((iccid) => [iccid, order.id, order.Subscription_Number, order.Device_Type, order.Shipped_At]),
  );
  return csvResponse(
    "shield-sims-to-activate.csv",
    csvFile(["ICCID", "Subscription", "Subscription_Number", "Device_Type", "Shipped_At"], rows),
  );
}
