import { orNotAvailable, recommenderName, requestedQuantities } from "~/portal/applicantRecord";
import { statusMessage } from "~/portal/applicantStatus";
import type { DrawnStep, NextStepsView } from "~/portal/portalGuidanceView";
import type { ApplicantView, AssignedItemView } from "~/portal/trackerViews";
import { Fields, Panel } from "./Fields";
import { NextSteps } from "./NextSteps";
import { ProgressSteps } from "./ProgressSteps";

type Props = {
  record: ApplicantView;
  assigned: AssignedItemView[] | null;
  /** Worked out by the loader (`applicantGuidance`). */
  guidance: { steps: DrawnStep[]; nextSteps: NextStepsView | null } | null;
};

export function ApplicantTracker({ record, assigned, guidance }: Props) {
  const message = statusMessage(record.Status, record);
  const quantities = requestedQuantities(record);
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">Applicant Tracker</h1>
      <div className="mt-6">
        <ProgressSteps steps={guidance?.steps ?? []} />
      </div>
      {message ? (
        <div
          className={`mt-6 rounded-xl border-l-8 p-5 ${message.denialReason ? "border-red-700 bg-red-50" : "border-brand bg-brand-light"}`}
          data-testid="status-message"
        >
          <h2 className="text-lg font-bold">{message.title}</h2>
          <p className="mt-1">{message.text}</p>
          {message.denialReason ? (
            <>
              <p className="mt-3">
                <strong>Reason:</strong> {message.denialReason}
              </p>
              <p className="mt-3 font-semibold">Possible reasons include:</p>
              <ul className="ml-6 list-disc">
                {message.possibleReasons?.map((reason) => <li key={reason}>{reason}</li>)}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      {guidance?.nextSteps ? <NextSteps view={guidance.nextSteps} /> : null}
      <Panel title="Applicant Information">
        <Fields
          rows={[
            { label: "Name", value: orNotAvailable(record.Full_Name) },
            { label: "Email", value: orNotAvailable(record.Email) },
            { label: "Phone", value: orNotAvailable(record.Phone) },
            { label: "Nominating Organization", value: orNotAvailable(record.Nominating_Organization) },
            { label: "Recommender Name", value: recommenderName(record.Recommenders_Name, record.Recommenders_Last_Name) },
            { label: "Recommender Email", value: orNotAvailable(record.Recommenders_Email) },
          ]}
        />
      </Panel>
      <Panel title="Computer Request Details">
        {quantities.length ? (
          <Fields rows={quantities.map((row) => ({ label: `${row.label} Quantity`, value: row.quantity }))} />
        ) : (
          <p>No computers requested.</p>
        )}
      </Panel>
      {assigned ? (
        <Panel title="Assigned Computer(s)">
          {assigned.length ? (
            <ul className="grid gap-4 sm:grid-cols-2">
              {assigned.map((item, index) => (
                <li key={index} className="rounded-lg border border-slate-200 p-4">
                  <Fields
                    rows={[
                      { label: "Model", value: orNotAvailable(item.Model) },
                      { label: "Status", value: orNotAvailable(item.Status) },
                      { label: "Computer Type", value: orNotAvailable(item.Computer_Type) },
                      { label: "Location", value: orNotAvailable(item.Location) },
                    ]}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p>No computer is assigned to you yet.</p>
          )}
        </Panel>
      ) : null}
    </>
  );
}
