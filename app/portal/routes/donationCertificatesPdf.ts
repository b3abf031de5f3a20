/** One donation's whole certificate, `/portal/donations/<donor record id>/certificates.pdf`, streamed page by page. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { donationCertificate } from "~/portal/server/donorDocuments.server";
import { forDonation, personalDownload } from "~/portal/server/personalDownload.server";
import type { RouteHandle } from "~/page/routeHandle";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

export async function loader({ request, params }: LoaderFunctionArgs) {
  return personalDownload(
    request,
    forDonation(params.id, (scope, locale) => donationCertificate(scope, request.signal, locale)),
  );
}
