/**
 * The staff page of one applicant: what it shows, and its decision posts.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { APPROVED_STATUS } from "~/kits/records/applicantStatus";
import { db } from "~/db/serverStore.server";
import { applicantFile } from "~/applications/staff/applicantFile.server";
import { readyDevices } from "~/applications/staff/deviceAssignment.server";
import { answerReviewPost } from "~/applications/staff/reviewPost.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { devicesAsked, stillWanted } from "~/applications/staff/devicesAsked";

/** No record id is this long; a longer address is no applicant's. */
const MAX_ID_LENGTH = 200;

const notFound = () => new Response("Not Found", { status: 404 });

export async function staffApplicantLoader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const id = params.contactId ?? "";
  const file = id.length <= MAX_ID_LENGTH ? await applicantFile(db(), id) : null;
  if (!file) throw notFound();
  if ((file.contact.Status ?? "").trim() !== APPROVED_STATUS) return { file, ready: null };
  const wanted = stillWanted(devicesAsked(file.contact), file.assigned);
  return { file, ready: { wanted, ...(await readyDevices(db(), wanted)) } };
}

export async function staffApplicantAction({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const id = params.contactId ?? "";
  if (id.length > MAX_ID_LENGTH) throw notFound();
  const answer = await answerReviewPost(request, id, staff);
  if (!answer.ok && answer.status === 404) throw notFound();
  return data(answer, { status: answer.ok ? 200 : answer.status });
}
