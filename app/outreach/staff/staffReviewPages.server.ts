/**
 * The staff's board applications (a list, an application, its CV as a download) and the newsletter's page (the
 * addresses by state, the provider's backlog, the confirmed addresses as a CSV through the one CSV writer). Staff
 * only; an id that is no application answers 404.
 */
import { db } from "~/db/serverStore.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { csvText } from "~/kits/documents/csvWriter.server";
import { uploadedFileDownload } from "~/kits/documents/uploadedFileDownload.server";
import { log, maskEmail } from "~/platform/log.server";
import { outreachSettings } from "~/outreach/settings.server";
import { isRecordId } from "~/outreach/thread";
import { boardApplication, boardApplicationCv, boardApplications } from "~/outreach/server/boardApplications.server";
import { confirmedAddresses, newsletterFigures } from "~/outreach/server/newsletterAddresses.server";

const notFound = () => new Response("Not Found", { status: 404 });

export async function boardListLoader(request: Request) {
  await requireStaff(request);
  return { applications: await boardApplications(db(), 200) };
}

export async function boardApplicationLoader(request: Request, id: string | undefined) {
  await requireStaff(request);
  const application = isRecordId(id) ? await boardApplication(db(), id) : null;
  if (!application) throw notFound();
  return { application };
}

export async function boardCvLoader(request: Request, id: string | undefined) {
  const staff = await requireStaff(request);
  const cv = isRecordId(id) ? await boardApplicationCv(db(), id) : null;
  if (!cv) throw notFound();
  log.info("board application CV downloaded", { application: id, by: maskEmail(staff) });
  return uploadedFileDownload(`board-application-cv-${id}`, cv);
}

export async function newsletterStaffLoader(request: Request) {
  await requireStaff(request);
  return { figures: await newsletterFigures(db()), providerSet: outreachSettings.current().zohoCampaigns !== null };
}

export async function confirmedCsvLoader(request: Request) {
  await requireStaff(request);
  const addresses = await confirmedAddresses(db());
  const rows = addresses.map((address) => [address.email, address.locale, new Date(address.confirmedAt).toISOString()]);
  return new Response(csvText(["Email", "Language", "Confirmed_At"], rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="newsletter-confirmed.csv"',
      "Cache-Control": "no-store",
    },
  });
}
