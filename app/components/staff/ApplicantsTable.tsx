import { Link } from "@remix-run/react";
import { staffPages } from "~/config/routes";
import type { ListedApplicant } from "~/server/staff/applicationList.server";
import { describeDevices, devicesAsked } from "~/staff/devicesAsked";
import { useStaffTime } from "~/staff/staffFrame";
import { StaffTable } from "./StaffTable";

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
      rows={applicants.map((applicant) => ({
        key: applicant.id,
        cells: [
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
        ],
      }))}
    />
  );
}
