/** A year's giving statement, `/portal/statements/<year>.pdf` (and under /es in Spanish), for the signed-in donor. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { statementPdfResponse } from "~/gifts/server/statementPage.server";
import type { RouteHandle } from "~/page/routeHandle";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

export const loader = ({ request, params }: LoaderFunctionArgs) => statementPdfResponse(request, params.year ?? "");
