import { Link } from "@remix-run/react";
import { staffPages } from "~/config/routes";
import type { ListedApplicant } from "~/applications/staff/applicationList.server";
import { describeDevices, devicesAsked } from "~/applications/staff/devicesAsked";
import { useStaffTime } from "~/kits/console/staffFrame";
import { rowsById, StaffTable } from "~/kits/console/StaffTable";

/** The applicant page's address. */
export const applicantPath = (id: string) => `${staffPages.applications.path}/${encodeURIComponent(id)}`;

/** The applicants at one status, each row leading to the applicant's page. */
export function ApplicantsTable({ label, applicants }: { label: string; applicants: ListedApplicant[] }) {
  const time = useStaffTime();
  return (
    <StaffTable
      label={label}
      caption={`Applicants at ${label}, oldest first`}
      columns={["Applicant", "Application", "Sent", "Devices asked for", "Nominating organization"]}
      rowHeader
      small
      className="mt-3"
      rows={rowsById(applicants, (applicant) => [
        <Link key="name" to={applicantPath(applicant.id)} className="font-semibold text-brand-dark underline">
          {applicant.name || applicant.id}
        </Link>,
        applicant.number ?? `From the CRM (${applicant.id})`,
        applicant.submittedAt === null ? "Not on this site" : time(applicant.submittedAt),
        describeDevices(
          devicesAsked({
            Laptop_Quantity: applicant.laptops,
            Desktop_Quantity: applicant.desktops,
            Tablet_Quantity: applicant.tablets,
          }),
        ),
        applicant.organization ?? "None given",
      ])}
    />
  );
}
