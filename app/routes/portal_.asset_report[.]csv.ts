/** The signed-in donor's asset report (`asset_report.csv`): every device with its certificate number and serials. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { assetReportColumns, assetReportFileName, assetReportRecord } from "~/portal/donorDownloads";
import { documentBusy, numberCertificatesForReport } from "~/server/portal/donorDocuments.server";
import { inventoryCsvStream } from "~/server/portal/inventoryCsvStream.server";
import { personalDownload } from "~/server/portal/personalDownload.server";
import { noInventoryNotice } from "~/server/portal/portalPage.server";
import { createRecordSource } from "~/server/records/recordSource.server";
import { db } from "~/server/records/store.server";

const assetReport = { columns: assetReportColumns, record: assetReportRecord };

export async function loader({ request }: LoaderFunctionArgs) {
  return personalDownload(
    request,
    (donor) => {
      const donorId = donor.Donor_ID;
      if (!donorId || createRecordSource(db()).inventorySummary("Donor_ID", donorId).count === 0) {
        return { redirectTo: noInventoryNotice };
      }
      if (!numberCertificatesForReport(donorId)) return documentBusy;
      return { fileName: assetReportFileName, contentType: "text/csv; charset=utf-8", body: inventoryCsvStream(donorId, assetReport) };
    },
    { notDonor: noInventoryNotice },
  );
}
