/**
 * A festival ticket as a PDF from the ticket email's link, `/pepper/tickets/<number>/<key>/ticket.pdf`, in the
 * buyer's language; a 404 for a wrong key or an unknown number (`ticketDownload.server.ts`).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { ticketPdfResponse } from "~/events/server/ticketDownload.server";
import type { RouteHandle } from "~/page/routeHandle";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  ticketPdfResponse(request, params.number, params.key);
