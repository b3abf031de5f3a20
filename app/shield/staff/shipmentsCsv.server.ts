/**
 * `/staff/shield/shipments.csv`: the recent shipments, newest first, formula-safe.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { recentShipments } from "~/shield/staff/fulfilment.server";
import { csvFile, csvResponse } from "~/shield/staff/shieldCsv.server";

export async function shipmentsCsvLoader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const rows = (await recentShipments(db(), 5000)).map((s) => [
    s.Shipped_At,
    s.id,
    s.Subscription_Number,
    s.Name,
    s.Device_Type,
    s.Tracking_Number,
    s.ICCIDs.join(";"),
    s.Serial_Number,
    s.Active_On_Carrier,
  ]);
  return csvResponse(
    "shield-shipments.csv",
    csvFile(
      [
        "Shipped_At",
        "Subscription",
        "Subscription_Number",
        "Name",
        "Device_Type",
        "Tracking_Number",
        "ICCIDs",
        "Serial_Number",
        "Active_On_Carrier",
      ],
      rows,
    ),
  );
}
