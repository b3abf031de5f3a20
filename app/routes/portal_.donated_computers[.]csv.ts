/** The signed-in donor's inventory as `donated_computers.csv`; anyone else gets no data. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { inventoryCsvFileName } from "~/portal/inventoryCsv";
import { guardPersonalDownload } from "~/server/portal/download.server";
import { inventoryCsvStream } from "~/server/portal/inventoryCsvStream.server";
import { noInventoryNotice } from "~/server/portal/portalPage.server";
import { personalHeaders } from "~/server/portal/session.server";
import { donorForChampion } from "~/server/portal/trackerView.server";
import { createRecordSource } from "~/server/records/recordSource.server";
import { db } from "~/server/records/store.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const download = await guardPersonalDownload(request);
  const donorId = donorForChampion(download.championId)?.Donor_ID;
  if (!donorId || createRecordSource(db()).inventorySummary("Donor_ID", donorId).count === 0) {
    return redirect(noInventoryNotice, { headers: personalHeaders() });
  }
  return download.send({ fileName: inventoryCsvFileName, contentType: "text/csv; charset=utf-8", open: () => inventoryCsvStream(donorId) });
}
