/** The signed-in donor's inventory as `donated_computers.csv`; anyone else gets no data. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { inventoryCsvFileName } from "~/portal/inventoryCsv";
import { inventoryCsvDownload } from "~/portal/server/inventoryCsvDownload.server";
import type { RouteHandle } from "~/page/routeHandle";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

export function loader({ request }: LoaderFunctionArgs) {
  return inventoryCsvDownload(request, inventoryCsvFileName);
}
