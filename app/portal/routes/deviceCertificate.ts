/** A device's certificate of data destruction, `/portal/certificates/<device id>.pdf`, for the donor who gave it. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { documentWordsIn } from "~/kits/documents/documentLanguage";
import { deviceCertificate } from "~/portal/server/donorDocuments.server";
import { personalDownload } from "~/portal/server/personalDownload.server";
import type { RouteHandle } from "~/page/routeHandle";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const deviceId = /^(.+)\.pdf$/.exec(params.device ?? "")?.[1];
  return personalDownload(request, (donor, locale) =>
    deviceId
      ? deviceCertificate(donor, deviceId, locale)
      : { status: 404, message: documentWordsIn(locale).noSuchDocument },
  );
}
