import type { LoaderFunctionArgs } from "@remix-run/node";
import type { RouteHandle } from "~/page/routeHandle";
import { receiptPdfResponse } from "~/gifts/server/receipts.server";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

// A gift receipt as a PDF in the donor's language, from the link in its email.
export function loader({ request, params, context }: LoaderFunctionArgs) {
  return receiptPdfResponse(request, params.number ?? "", params.key ?? "", context.clientAddress);
}
