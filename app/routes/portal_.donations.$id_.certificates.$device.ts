/** A device's certificate on its donation's page, `/portal/donations/<donor record id>/certificates/<device id>.pdf`. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { documentWordsIn } from "~/portal/documentLanguage";
import { deviceCertificate } from "~/server/portal/donorDocuments.server";
import { forDonation, personalDownload } from "~/server/portal/personalDownload.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const deviceId = /^(.+)\.pdf$/.exec(params.device ?? "")?.[1];
  return personalDownload(
    request,
    forDonation(params.id, (scope, locale) =>
      deviceId
        ? deviceCertificate(scope, deviceId, locale)
        : { status: 404, message: documentWordsIn(locale).noSuchDocument },
    ),
  );
}
