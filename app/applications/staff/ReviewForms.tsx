import { allows, type ReviewAction } from "~/applications/staff/rules";
import { MAX_REASON_LENGTH, WRITTEN_REASON, denialChoices } from "~/applications/staff/words";
import { StaffSection } from "~/kits/console/StaffSection";
import { StaffActionForm } from "~/kits/console/StaffActionForm";
import { ReasonField } from "~/kits/console/ReasonField";
import { Button } from "~/components/Button";

/** The decisions this status allows: start the review, approve, deny with a reason. */
export function ReviewForms({ status }: { status: string }) {
  const can = (action: ReviewAction) => allows(action, status);
  if (!can("start-review") && !can("approve") && !can("deny")) return null;
  return (
    <StaffSection id="decide" heading="Review" className="mt-8">
      <p className="mt-2 max-w-3xl text-slate-700">
        Each step emails the applicant their new status, in their language. Approving or denying also tells their
        recommender that a decision was made, never which or why.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {can("start-review") ? (
          <StaffActionForm action="start-review" seen={status}>
            <Button size="medium">Start review</Button>
          </StaffActionForm>
        ) : null}
        {can("approve") ? (
          <StaffActionForm action="approve" seen={status}>
            <Button size="medium">Approve</Button>
          </StaffActionForm>
        ) : null}
      </div>
      {can("deny") ? <DenyForm status={status} /> : null}
    </StaffSection>
  );
}

function DenyForm({ status }: { status: string }) {
  return (
    <StaffActionForm action="deny" seen={status} className="mt-6 max-w-3xl">
      <fieldset className="min-w-0 rounded-lg border border-slate-300 p-4">
        <legend className="px-1 font-semibold">Deny, with the reason the applicant reads</legend>
        <div className="space-y-2">
          {denialChoices.map((choice, index) => (
            <div key={choice.value} className="flex gap-3">
              <input
                id={`reason-${index}`}
                type="radio"
                name="reason"
                value={choice.value}
                required
                className="mt-1 h-5 w-5 shrink-0"
              />
              <label htmlFor={`reason-${index}`}>{choice.label}</label>
            </div>
          ))}
        </div>
        <ReasonField
          name="writtenReason"
          label="The reason, in your words"
          labelClassName="mt-4 block font-semibold"
          hint={
            <>
              Only with &lsquo;{denialChoices.find((choice) => choice.value === WRITTEN_REASON)!.label}&rsquo;; at most{" "}
              {MAX_REASON_LENGTH} characters.
            </>
          }
          maxLength={MAX_REASON_LENGTH}
          decision={{ label: "Deny", className: "mt-4" }}
        />
      </fieldset>
    </StaffActionForm>
  );
}
