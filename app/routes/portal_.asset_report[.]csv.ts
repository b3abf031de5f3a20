/** The signed-in donor's asset report (`asset_report.csv`): every device with its certificate number and serials. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { assetReportColumns, assetReportFileName, assetReportRecord } from "~/portal/donorDownloads";
import { numberBatch } from "~/server/portal/donorDocuments.server";
import { inventoryCsvStream } from "~/server/portal/inventoryCsvStream.server";
import { personalDownload } from "~/server/portal/personalDownload.server";
import { noInventoryNotice } from "~/server/portal/portalPage.server";
import { createRecordSource } from "~/server/records/recordSource.server";
import { db } from "~/server/records/store.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return personalDownload(
    request,
    (donor) => {
      const donorId = donor.Donor_ID;
      if (!donorId || createRecordSource(db()).inventorySummary("Donor_ID", donorId).count === 0) {
        return { redirectTo: noInventoryNotice };
      }
      // Each batch of devices gets its certificate numbers as the report is read, stored before they are written.
      const assetReport = { columns: assetReportColumns, record: assetReportRecord, beforeRows: numberBatch() };
      return { fileName: assetReportFileName, contentType: "text/csv; charset=utf-8", body: inventoryCsvStream(donorId, assetReport) };
    },
    { notDonor: noInventoryNotice },
  );
}
