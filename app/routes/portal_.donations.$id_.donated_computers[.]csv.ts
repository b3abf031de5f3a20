/** One donation's devices as `donated_computers.csv`, `/portal/donations/<donor record id>/donated_computers.csv`. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { inventoryCsvFileName } from "~/portal/inventoryCsv";
import { noInventoryNotice } from "~/server/portal/portalPage.server";
import { inventoryCsv } from "~/server/portal/inventoryCsvDownload.server";
import { forDonation, personalDownload } from "~/server/portal/personalDownload.server";

export function loader({ request, params }: LoaderFunctionArgs) {
  return personalDownload(request, forDonation(params.id, inventoryCsv(inventoryCsvFileName)), {
    notDonor: noInventoryNotice,
  });
}
