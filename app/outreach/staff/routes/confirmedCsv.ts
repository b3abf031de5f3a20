/** `/staff/newsletter/confirmed.csv`: the confirmed newsletter addresses, for a mailing list staff import by hand. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { confirmedCsvLoader } from "~/outreach/staff/staffReviewPages.server";
import type { RouteHandle } from "~/page/routeHandle";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

export const loader = ({ request }: LoaderFunctionArgs) => confirmedCsvLoader(request);
