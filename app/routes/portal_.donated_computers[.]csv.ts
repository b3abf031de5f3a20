/** The signed-in donor's inventory as `donated_computers.csv`; anyone else gets no data. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { inventoryCsvFileName } from "~/portal/inventoryCsv";
import { inventoryCsvStream } from "~/server/portal/inventoryCsvStream.server";
import { noInventoryNotice } from "~/server/portal/portalPage.server";
import { personalHeaders, requireDonor } from "~/server/portal/session.server";
import { createRecordSource } from "~/server/records/recordSource.server";
import { db } from "~/server/records/store.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const donor = await requireDonor(request, noInventoryNotice);
  const donorId = donor.Donor_ID;
  if (!donorId || createRecordSource(db()).inventorySummary("Donor_ID", donorId).count === 0) {
    return redirect(noInventoryNotice, { headers: personalHeaders() });
  }
  return new Response(inventoryCsvStream(donorId), {
    headers: personalHeaders({
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${inventoryCsvFileName}"`,
    }),
  });
}
