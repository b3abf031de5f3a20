/** The donation receipt of a calendar year, `/portal/receipts/<year>.pdf`, for the signed-in donor. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { documentWords } from "~/portal/documentWords";
import { donationReceipt } from "~/server/portal/donorDocuments.server";
import { personalDownload } from "~/server/portal/personalDownload.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const year = Number(/^(\d{4})\.pdf$/.exec(params.year ?? "")?.[1]);
  return personalDownload(request, (donor) =>
    Number.isInteger(year) ? donationReceipt(donor, year) : { status: 404, message: documentWords.noSuchDocument },
  );
}
