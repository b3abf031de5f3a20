/**
 * An applicant's recommendation letter, staff only.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { log, maskEmail } from "~/platform/log.server";
import { recommendationLetter } from "~/applications/staff/applicantFile.server";
import { letterDownload } from "~/applications/staff/letterDownload.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { reviewMessages } from "~/applications/staff/words";

/**
 * The recommender's letter of an applicant, for staff only: anyone else is sent to the staff sign-in, as from every
 * staff page. The file is whatever the recommender uploaded, so it is only ever downloaded, never shown in the page.
 */
export async function recommendationLetterLoader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireStaff(request);
  const id = (params.contactId ?? "").slice(0, 200);
  const letter = await recommendationLetter(db(), id);
  log.info("staff letter download", { by: maskEmail(staff), contact: id, found: letter !== null });
  return letter
    ? letterDownload(id, letter)
    : new Response(reviewMessages.noLetter, {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
}
