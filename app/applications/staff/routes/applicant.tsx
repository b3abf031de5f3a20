import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ApplicantAnswers, FollowUpAnswers, RecommendationDetails } from "~/applications/staff/ApplicantDetails";
import { applicantPath } from "~/applications/staff/ApplicantsTable";
import { DeviceAssignment } from "~/applications/staff/DeviceAssignment";
import { ReviewForms } from "~/applications/staff/ReviewForms";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { staffPages } from "~/config/routes";
import { isDenied } from "~/kits/records/applicantStatus";
import { applicantName, statusLabel } from "~/applications/staff/words";
import { staffMeta } from "~/kits/console/staffMeta";
import { staffApplicantLoader, staffApplicantAction } from "~/applications/staff/applicantPage.server";
import { StaffBackLink } from "~/kits/console/StaffBackLink";

export const meta = staffMeta("Applicant");

export const loader = (args: LoaderFunctionArgs) => staffApplicantLoader(args);

export const action = (args: ActionFunctionArgs) => staffApplicantAction(args);

export default function StaffApplicant() {
  const { file, ready } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { contact } = file;
  const status = (contact.Status ?? "").trim();
  const name = applicantName(contact);
  const letterPath = `${applicantPath(contact.id)}/letter`;
  return (
    <>
      <StaffBackLink to={staffPages.applications.path}>All applications</StaffBackLink>
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
