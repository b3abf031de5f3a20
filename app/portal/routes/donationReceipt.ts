/** One donation's receipt of a calendar year, `/portal/donations/<donor record id>/receipts/<year>.pdf`. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { documentWordsIn } from "~/kits/documents/documentLanguage";
import { donationReceipt } from "~/portal/server/donorDocuments.server";
import { forDonation, personalDownload } from "~/portal/server/personalDownload.server";
import type { RouteHandle } from "~/page/routeHandle";

// A file: answered at its own address only, never at its data addresses (server.js reads the mark).
export const handle: RouteHandle = { download: true };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const year = Number(/^(\d{4})\.pdf$/.exec(params.year ?? "")?.[1]);
  return personalDownload(
    request,
    forDonation(params.id, (scope, locale) =>
      Number.isInteger(year)
        ? donationReceipt(scope, year, locale)
        : { status: 404, message: documentWordsIn(locale).noSuchDocument },
    ),
  );
}
