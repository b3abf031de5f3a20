/** A device's certificate on its donation's page, `/portal/donations/<donor record id>/certificates/<device id>.pdf`. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { documentWordsIn } from "~/kits/documents/documentLanguage";
import { deviceCertificate } from "~/portal/server/donorDocuments.server";
import { forDonation, personalDownload } from "~/portal/server/personalDownload.server";
import type { RouteHandle } from "~/page/routeHandle";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

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
