/** The signed-in donor's asset report (`asset_report.csv`): every device of every donation, with its certificate number and serials. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { assetReportFileName } from "~/portal/donorDownloads";
import { assetReportTable, inventoryCsvDownload } from "~/portal/server/inventoryCsvDownload.server";
import type { RouteHandle } from "~/page/routeHandle";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

export function loader({ request }: LoaderFunctionArgs) {
  return inventoryCsvDownload(request, assetReportFileName, assetReportTable);
}
