/** One donation's whole certificate, `/portal/donations/<donor record id>/certificates.pdf`, streamed page by page. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { donationCertificate } from "~/portal/server/donorDocuments.server";
import { forDonation, personalDownload } from "~/portal/server/personalDownload.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  return personalDownload(
    request,
    forDonation(params.id, (scope, locale) => donationCertificate(scope, request.signal, locale)),
  );
}
