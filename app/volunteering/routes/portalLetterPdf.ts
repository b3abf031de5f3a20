import type { LoaderFunctionArgs } from "@remix-run/node";
import type { RouteHandle } from "~/page/routeHandle";
import { portalLetterResponse } from "~/volunteering/server/portalVolunteering.server";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

export const loader = ({ request, params }: LoaderFunctionArgs) => portalLetterResponse(request, params.file ?? "");
