/** The signed-in donor's asset report (`asset_report.csv`): every device with its certificate number and serials. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { assetReportColumns, assetReportFileName, assetReportRecord } from "~/portal/donorDownloads";
import { numberBatch } from "~/server/portal/donorDocuments.server";
import { inventoryCsvDownload } from "~/server/portal/inventoryCsvDownload.server";

export function loader({ request }: LoaderFunctionArgs) {
  // Each batch of devices gets its certificate numbers as the report is read, stored before they are written.
  return inventoryCsvDownload(request, assetReportFileName, () => ({
    columns: assetReportColumns,
    record: assetReportRecord,
    beforeRows: numberBatch(),
  }));
}
