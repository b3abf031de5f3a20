/** 'All certificates': the signed-in donor's whole donation on one certificate, streamed page by page. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { donationCertificate } from "~/portal/server/donorDocuments.server";
import { personalDownload } from "~/portal/server/personalDownload.server";
import type { RouteHandle } from "~/page/routeHandle";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

export async function loader({ request }: LoaderFunctionArgs) {
  return personalDownload(request, (donor, locale) => donationCertificate(donor, request.signal, locale));
}
