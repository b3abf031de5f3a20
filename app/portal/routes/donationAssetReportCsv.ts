/** One donation's asset report, `/portal/donations/<donor record id>/asset_report.csv`: only that donation's devices. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { assetReportFileName } from "~/portal/donorDownloads";
import { noInventoryNotice } from "~/portal/server/portalPage.server";
import { assetReportTable, inventoryCsv } from "~/portal/server/inventoryCsvDownload.server";
import { forDonation, personalDownload } from "~/portal/server/personalDownload.server";
import type { RouteHandle } from "~/page/routeHandle";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

export function loader({ request, params }: LoaderFunctionArgs) {
  return personalDownload(request, forDonation(params.id, inventoryCsv(assetReportFileName, assetReportTable)), {
    notDonor: noInventoryNotice,
  });
}
