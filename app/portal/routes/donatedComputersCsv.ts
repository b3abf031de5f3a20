/** The signed-in donor's inventory as `donated_computers.csv`; anyone else gets no data. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { inventoryCsvFileName } from "~/portal/inventoryCsv";
import { inventoryCsvDownload } from "~/portal/server/inventoryCsvDownload.server";

export function loader({ request }: LoaderFunctionArgs) {
  return inventoryCsvDownload(request, inventoryCsvFileName);
}
