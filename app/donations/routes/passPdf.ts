/**
 * The drop-off pass as a one-page PDF, `/donate/pass/<reference>/pass.pdf`, in the donation's language: only for
 * the browser that sent the donation; 404 for any other (`passAccess.server.ts`).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { noPass, passDonation, passPdfResponse } from "~/donations/server/passAccess.server";
import type { RouteHandle } from "~/page/routeHandle";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const donation = await passDonation(request, params.reference);
  if (!donation) return noPass(request);
  return passPdfResponse(donation);
}
