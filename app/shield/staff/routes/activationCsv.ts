/** `/staff/shield/activation.csv`: the ICCIDs of the shipped SIM cards not yet active, one per row, for the carrier. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import type { RouteHandle } from "~/page/routeHandle";
import { activationCsvLoader } from "~/shield/staff/activationCsv.server";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

export const loader = (args: LoaderFunctionArgs) => activationCsvLoader(args);
