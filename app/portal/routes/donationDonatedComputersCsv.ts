/** One donation's devices as `donated_computers.csv`, `/portal/donations/<donor record id>/donated_computers.csv`. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { inventoryCsvFileName } from "~/portal/inventoryCsv";
import { noInventoryNotice } from "~/portal/server/portalPage.server";
import { inventoryCsv } from "~/portal/server/inventoryCsvDownload.server";
import { forDonation, personalDownload } from "~/portal/server/personalDownload.server";
import type { RouteHandle } from "~/page/routeHandle";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

export function loader({ request, params }: LoaderFunctionArgs) {
  return personalDownload(request, forDonation(params.id, inventoryCsv(inventoryCsvFileName)), {
    notDonor: noInventoryNotice,
  });
}
