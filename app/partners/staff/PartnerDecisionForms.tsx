/**
 * A partner page's decisions: 'Approve', and 'Decline' with the sentence the organisation reads. Each form carries
 * the CSRF token and the status the page showed, which the server compares with the status it finds.
 */
import { StaffActionForm } from "~/kits/console/StaffActionForm";
import { staffPages } from "~/config/routes";
import { MAX_DECLINE_LENGTH } from "~/partners/staff/words";
import { primaryButton } from "~/kits/console/buttons";
import { StaffSection } from "~/kits/console/StaffSection";

/** A partner's page in the staff console. */
export const partnerPath = (id: string) => `${staffPages.partners.path}/${encodeURIComponent(id)}`;

export function PartnerDecisionForms({ status, hasContact }: { status: string; hasContact: boolean }) {
  if (status !== "Applied") return null;
  return (
    <StaffSection id="decide" heading="Decide" className="mt-8">
      <p className="mt-2 max-w-3xl text-slate-700">
        {hasContact
          ? "Either decision emails the contact, in the language they applied in."
          : "This partner has no contact email: nobody is emailed."}{" "}
        Approving makes it active: applicants can then name it, and the caseworkers whose addresses its record lists
        sign in to the partner portal at /partners. The approval email tells the contact so, with the portal&apos;s
        address.
      </p>
      <StaffActionForm action="approve" seen={status} className="mt-4 max-w-3xl">
        <button type="submit" className={primaryButton}>
          Approve
        </button>
      </StaffActionForm>
      <StaffActionForm action="decline" seen={status} className="mt-4 max-w-3xl">
        <label htmlFor="reason" className="block font-semibold">
          Decline, with the sentence the organisation reads
        </label>
        <p id="reason-hint" className="text-sm text-slate-700">
          Say why, in a sentence; at most {MAX_DECLINE_LENGTH} characters.
        </p>
        <textarea
          id="reason"
          name="reason"
          rows={3}
          maxLength={MAX_DECLINE_LENGTH}
          aria-describedby="reason-hint"
          className="mt-1 w-full rounded-lg border border-slate-500 px-3 py-2"
        />
        <button type="submit" className={`${primaryButton} mt-3`}>
          Decline
        </button>
      </StaffActionForm>
    </StaffSection>
  );
}
