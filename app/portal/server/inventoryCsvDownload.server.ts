/**
 * What the donor's CSV routes answer (`donated_computers.csv` and `asset_report.csv`, of every donation or of one):
 * the signed-in donor's inventory as a table, through the personal-download guard. A donor without devices, or a champion who is not a
 * donor, is sent to the portal's "no inventory" notice rather than given an empty file.
 */
import { assetReportColumns, assetReportRecord } from "~/portal/donorDownloads";
import { numberBatch } from "~/portal/server/donorDocuments.server";
import { inventoryCsvStream, type InventoryCsvTable } from "~/portal/server/inventoryCsvStream.server";
import type { DonorScope } from "~/portal/server/donorScope.server";
import { personalDownload, type DownloadResult } from "~/portal/server/personalDownload.server";
import { noInventoryNotice } from "~/portal/server/portalPage.server";
import { createRecordSource } from "~/kits/records/recordSource.server";
import { db } from "~/db/serverStore.server";

/** `table` is made only once the donor is known to have devices (the asset report's numbering opens the store). */
export function inventoryCsvDownload(
  request: Request,
  fileName: string,
  table?: () => InventoryCsvTable,
): Promise<Response> {
  return personalDownload(request, inventoryCsv(fileName, table), { notDonor: noInventoryNotice });
}

/** The scope's devices (one donation's, or every donation's) as a CSV; none sends to the "no inventory" notice. */
export function inventoryCsv(fileName: string, table?: () => InventoryCsvTable) {
  return async ({ donorIds }: DonorScope): Promise<DownloadResult> => {
    if ((await createRecordSource(db()).inventorySummary("Donor_ID", donorIds)).count === 0) {
      return { redirectTo: noInventoryNotice };
    }
    return { fileName, contentType: "text/csv; charset=utf-8", body: inventoryCsvStream(donorIds, table?.()) };
  };
}

/** The asset report's table: each batch of devices gets its certificate numbers as the report is read, stored before they are written. */
export function assetReportTable(): InventoryCsvTable {
  return { columns: assetReportColumns, record: assetReportRecord, beforeRows: numberBatch() };
}
