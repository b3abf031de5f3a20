/** The signed-in donor's inventory as `donated_computers.csv`; anyone else gets no data. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { inventoryCsvFileName } from "~/portal/inventoryCsv";
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
      return { fileName: inventoryCsvFileName, contentType: "text/csv; charset=utf-8", body: inventoryCsvStream(donorId) };
    },
    { notDonor: noInventoryNotice },
  );
}
