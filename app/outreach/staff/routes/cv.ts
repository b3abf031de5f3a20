/** `/staff/board/<id>/cv`: a board applicant's CV as they uploaded it, an attachment for staff only. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { boardCvLoader } from "~/outreach/staff/staffReviewPages.server";
import type { RouteHandle } from "~/page/routeHandle";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

export const loader = ({ request, params }: LoaderFunctionArgs) => boardCvLoader(request, params.applicationId);
