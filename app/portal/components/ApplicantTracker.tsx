import { useApplicationWords } from "~/applications/words";
import type { RecommendationRequestView } from "~/applications/recommendationRequestView";
import { TextLink } from "~/components/LocaleLink";
import { recommenderName, requestedQuantities } from "~/portal/applicantRecord";
import { statusMessage } from "~/kits/records/applicantStatus";
import type { DrawnStep, NextStepsView } from "~/portal/portalGuidanceView";
import { usePortalWords } from "~/portal/usePortalWords";
import type { ApplicantView, AssignedItemView } from "~/portal/trackerViews";
import { Fields, Panel } from "./Fields";
import { NextSteps } from "./NextSteps";
import { ProgressSteps } from "./ProgressSteps";
import { HelpPanel } from "./HelpPanel";

type Props = {
  record: ApplicantView;
  number: string | null;
  recommendation: RecommendationRequestView | null;
  assigned: AssignedItemView[] | null;
  /** Delivered through this site: a panel leads to the help page and the welcome page. */
  delivered: boolean;
  /** Worked out by the loader (`applicantGuidance`). */
  guidance: { steps: DrawnStep[]; nextSteps: NextStepsView | null } | null;
};

export function ApplicantTracker({ record, number, recommendation, assigned, delivered, guidance }: Props) {
  const { statuses, applicantPage: words, notAvailable } = usePortalWords();
  const { tracker } = useApplicationWords();
  const message = statusMessage(record.Status, record, statuses);
  const quantities = requestedQuantities(record);
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">{words.heading}</h1>
      {number ? <p className="mt-2 text-lg font-semibold">{tracker.number(number)}</p> : null}
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
                <strong>{words.reason}</strong> {message.denialReason}
              </p>
              <p className="mt-3 font-semibold">{words.possibleReasonsHeading}</p>
              <ul className="ml-6 list-disc">
                {message.possibleReasons?.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      {guidance?.nextSteps ? <NextSteps view={guidance.nextSteps} /> : null}
      {delivered ? <HelpPanel /> : null}
      {recommendation ? (
        <Panel title={tracker.heading}>
          <p className="break-words">
            {tracker.sentTo(recommendation.name, recommendation.email, recommendation.sentOn)}
          </p>
          {recommendation.lastSentOn ? <p>{tracker.lastSent(recommendation.lastSentOn)}</p> : null}
          <p className="mt-3">
            <TextLink to="/portal/recommendation">{tracker.manage}</TextLink>
          </p>
        </Panel>
      ) : null}
      <Panel title={words.applicantInformation}>
        <Fields
          rows={[
            { label: words.name, value: record.Full_Name },
            { label: words.email, value: record.Email },
            { label: words.phone, value: record.Phone },
            { label: words.nominatingOrganization, value: record.Nominating_Organization },
            {
              label: words.recommenderName,
              value: recommenderName(record.Recommenders_Name, record.Recommenders_Last_Name, notAvailable),
            },
            { label: words.recommenderEmail, value: record.Recommenders_Email },
          ]}
        />
      </Panel>
      <Panel title={words.requestDetails}>
        {quantities.length ? (
          <Fields rows={quantities.map((row) => ({ label: words.quantities[row.label], value: row.quantity }))} />
        ) : (
          <p>{words.noneRequested}</p>
        )}
      </Panel>
      {assigned ? (
        <Panel title={words.assigned}>
          {assigned.length ? (
            <ul className="grid gap-4 sm:grid-cols-2">
              {assigned.map((item, index) => (
                <li key={index} className="rounded-lg border border-slate-200 p-4">
                  <Fields
                    rows={[
                      { label: words.model, value: item.Model },
                      { label: words.status, value: item.Status },
                      { label: words.computerType, value: item.Computer_Type },
                      { label: words.location, value: item.Location },
                    ]}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p>{words.noneAssigned}</p>
          )}
        </Panel>
      ) : null}
    </>
  );
}
