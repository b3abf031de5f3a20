/** One donation's asset report, `/portal/donations/<donor record id>/asset_report.csv`: only that donation's devices. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { assetReportFileName } from "~/portal/donorDownloads";
import { noInventoryNotice } from "~/server/portal/portalPage.server";
import { assetReportTable, inventoryCsv } from "~/server/portal/inventoryCsvDownload.server";
import { forDonation, personalDownload } from "~/server/portal/personalDownload.server";

export function loader({ request, params }: LoaderFunctionArgs) {
  return personalDownload(request, forDonation(params.id, inventoryCsv(assetReportFileName, assetReportTable)), {
    notDonor: noInventoryNotice,
  });
}
