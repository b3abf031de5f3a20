import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { ApplicantAnswers, FollowUpAnswers, RecommendationDetails } from "~/applications/staff/ApplicantDetails";
import { applicantPath } from "~/applications/staff/ApplicantsTable";
import { DeviceAssignment } from "~/applications/staff/DeviceAssignment";
import { ReviewForms } from "~/applications/staff/ReviewForms";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { staffPages } from "~/config/routes";
import { APPROVED_STATUS, isDenied } from "~/kits/records/applicantStatus";
import { db } from "~/db/serverStore.server";
import { applicantFile } from "~/applications/staff/applicantFile.server";
import { readyDevices } from "~/applications/staff/deviceAssignment.server";
import { answerReviewPost } from "~/applications/staff/reviewPost.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { devicesAsked, stillWanted } from "~/applications/staff/devicesAsked";
import { applicantName, statusLabel } from "~/applications/staff/words";
import { staffMeta } from "~/kits/console/staffMeta";

export const meta = staffMeta("Applicant");

/** No record id is this long; a longer address is no applicant's. */
const MAX_ID_LENGTH = 200;

const notFound = () => new Response("Not Found", { status: 404 });

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const id = params.contactId ?? "";
  const file = id.length <= MAX_ID_LENGTH ? await applicantFile(db(), id) : null;
  if (!file) throw notFound();
  if ((file.contact.Status ?? "").trim() !== APPROVED_STATUS) return { file, ready: null };
  const wanted = stillWanted(devicesAsked(file.contact), file.assigned);
  return { file, ready: { wanted, ...(await readyDevices(db(), wanted)) } };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const id = params.contactId ?? "";
  if (id.length > MAX_ID_LENGTH) throw notFound();
  const answer = await answerReviewPost(request, id, staff);
  if (!answer.ok && answer.status === 404) throw notFound();
  return data(answer, { status: answer.ok ? 200 : answer.status });
}

export default function StaffApplicant() {
  const { file, ready } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { contact } = file;
  const status = (contact.Status ?? "").trim();
  const name = applicantName(contact);
  const letterPath = `${applicantPath(contact.id)}/letter`;
  return (
    <>
      <p>
        <Link to={staffPages.applications.path} className="font-semibold text-brand-dark underline">
          All applications
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold [overflow-wrap:anywhere]">{name}</h1>
      <p className="mt-2 text-lg" data-testid="applicant-status">
        Status: <strong>{statusLabel(status)}</strong>
        {status ? <span className="text-slate-700"> (&lsquo;{status}&rsquo; in the CRM)</span> : null}
      </p>
      {isDenied(status) ? (
        <p className="mt-1">
          Reason given: <strong>{contact.Denial_Reason ?? "None"}</strong>
        </p>
      ) : null}
      {answer ? <StaffNotice tone={answer.ok ? "ok" : "problem"}>{answer.message}</StaffNotice> : null}
      <ReviewForms status={status} />
      <DeviceAssignment status={status} name={name} assigned={file.assigned} ready={ready} />
      <ApplicantAnswers file={file} />
      <RecommendationDetails file={file} letterPath={letterPath} />
      <FollowUpAnswers file={file} />
    </>
  );
}
