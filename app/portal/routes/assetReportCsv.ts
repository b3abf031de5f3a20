/** The signed-in donor's asset report (`asset_report.csv`): every device of every donation, with its certificate number and serials. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { assetReportFileName } from "~/portal/donorDownloads";
import { assetReportTable, inventoryCsvDownload } from "~/portal/server/inventoryCsvDownload.server";

export function loader({ request }: LoaderFunctionArgs) {
  return inventoryCsvDownload(request, assetReportFileName, assetReportTable);
}
