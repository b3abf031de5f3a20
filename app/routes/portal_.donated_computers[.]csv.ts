import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { inventoryCsvFileName } from "~/portal/inventoryCsv";
import { db } from "~/server/records/store.server";
import { inventoryCsvStream } from "~/server/portal/inventoryCsvStream.server";
import { currentChampionId } from "~/server/portal/session.server";
import { createRecordSource } from "~/server/records/recordSource.server";
import { donorIdForChampion } from "~/server/portal/trackerView.server";

/** The signed-in donor's inventory as `donated_computers.csv`; anyone else gets no data. */
export async function loader({ request }: LoaderFunctionArgs) {
  const championId = await currentChampionId(request);
  if (!championId) return redirect("/auth", { headers: { "Cache-Control": "no-store" } });
  const donorId = donorIdForChampion(championId);
  if (!donorId || createRecordSource(db()).inventorySummary("Donor_ID", donorId).count === 0) {
    return redirect("/portal?notice=no-inventory", { headers: { "Cache-Control": "no-store" } });
  }
  return new Response(inventoryCsvStream(donorId), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${inventoryCsvFileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
