/** 'All certificates': the signed-in donor's whole donation on one certificate, streamed page by page. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { donationCertificate } from "~/portal/server/donorDocuments.server";
import { personalDownload } from "~/portal/server/personalDownload.server";

export async function loader({ request }: LoaderFunctionArgs) {
  return personalDownload(request, (donor, locale) => donationCertificate(donor, request.signal, locale));
}
