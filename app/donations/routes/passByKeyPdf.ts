/**
 * The drop-off pass as a PDF from the email's link, `/donate/pass/<reference>/<key>/pass.pdf`, in the donation's
 * language, while the link opens the pass (`passLink.server.ts`); a 404 in words otherwise.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { emailedPassDonation, noPass, passPdfResponse } from "~/donations/server/passAccess.server";
import type { RouteHandle } from "~/page/routeHandle";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const donation = await emailedPassDonation(params.reference, params.key);
  if (!donation) return noPass(request);
  return passPdfResponse(donation, { "Referrer-Policy": "no-referrer" });
}
