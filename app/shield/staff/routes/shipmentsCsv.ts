/** `/staff/shield/shipments.csv`: the recent shipments, newest first, formula-safe. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { recentShipments } from "~/shield/staff/fulfilment.server";
import { csvFile, csvResponse } from "~/shield/staff/shieldCsv.server";
import type { RouteHandle } from "~/page/routeHandle";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

export async function loader({ request }: LoaderFunctionArgs) {
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
