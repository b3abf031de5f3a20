/**
 * A partner page's decisions: 'Approve', and 'Decline' with the sentence the organisation reads. Each form carries
 * the CSRF token and the status the page showed, which the server compares with the status it finds.
 */
import { StaffActionForm } from "~/kits/console/StaffActionForm";
import { ReasonField } from "~/kits/console/ReasonField";
import { staffPages } from "~/config/routes";
import { MAX_DECLINE_LENGTH } from "~/partners/staff/words";
import { StaffSection } from "~/kits/console/StaffSection";
import { Button } from "~/components/Button";

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
        <Button size="medium">Approve</Button>
      </StaffActionForm>
      <StaffActionForm action="decline" seen={status} className="mt-4 max-w-3xl">
        <ReasonField
          name="reason"
          label="Decline, with the sentence the organisation reads"
          labelClassName="block font-semibold"
          hint={<>Say why, in a sentence; at most {MAX_DECLINE_LENGTH} characters.</>}
          maxLength={MAX_DECLINE_LENGTH}
          decision={{ label: "Decline", className: "mt-3" }}
        />
      </StaffActionForm>
    </StaffSection>
  );
}
