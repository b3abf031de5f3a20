/**
 * What the donor's two CSV routes answer (`donated_computers.csv` and `asset_report.csv`): the signed-in donor's
 * inventory as a table, through the personal-download guard. A donor without devices, or a champion who is not a
 * donor, is sent to the portal's "no inventory" notice rather than given an empty file.
 */
import { inventoryCsvStream, type InventoryCsvTable } from "~/server/portal/inventoryCsvStream.server";
import { personalDownload } from "~/server/portal/personalDownload.server";
import { noInventoryNotice } from "~/server/portal/portalPage.server";
import { createRecordSource } from "~/server/records/recordSource.server";
import { db } from "~/server/db/serverStore.server";

/** `table` is made only once the donor is known to have devices (the asset report's numbering opens the store). */
export function inventoryCsvDownload(
  request: Request,
  fileName: string,
  table?: () => InventoryCsvTable,
): Promise<Response> {
  return personalDownload(
    request,
    async (donor) => {
      const donorId = donor.Donor_ID;
      if (!donorId || (await createRecordSource(db()).inventorySummary("Donor_ID", donorId)).count === 0) {
        return { redirectTo: noInventoryNotice };
      }
      return { fileName, contentType: "text/csv; charset=utf-8", body: inventoryCsvStream(donorId, table?.()) };
    },
    { notDonor: noInventoryNotice },
  );
}
