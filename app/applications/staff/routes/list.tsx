import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ApplicantsTable } from "~/applications/staff/ApplicantsTable";
import { StaffFilters } from "~/kits/console/StaffFilters";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { StaffPager } from "~/kits/console/StaffPager";
import { staffPages } from "~/config/routes";
import { NO_STATUS } from "~/applications/staff/words";
import { staffMeta } from "~/kits/console/staffMeta";
import { staffApplicantsLoader } from "~/applications/staff/applicantListPage.server";

export const meta = staffMeta(staffPages.applications.title);

export const loader = (args: LoaderFunctionArgs) => staffApplicantsLoader(args);

const statusHref = (value: string | null, page = 1) =>
  value === null
    ? staffPages.applications.path
    : `${staffPages.applications.path}?status=${encodeURIComponent(value)}${page > 1 ? `&page=${page}` : ""}`;

const linkClass = "font-semibold text-brand-dark underline";

export default function StaffApplications() {
  const { statuses, total, chosen, groups, page, pageCount, problem } = useLoaderData<typeof loader>();
  const all = chosen === null;
  return (
    <>
      <h1 className="text-3xl font-bold">Applications</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Everyone who applied for a computer, by status. Applications sent on this site come first, the oldest first;
        applicants imported from the CRM follow, by record id. Open an applicant to review them, decide, or give them
        their devices.
      </p>
      <StaffFilters
        name="Statuses"
        filters={statuses}
        total={total}
        chosen={chosen}
        href={(value) => statusHref(value)}
      />
      {problem ? <StaffNotice tone="problem">{problem}</StaffNotice> : null}
      {!problem && groups.length === 0 ? <p className="mt-6">Nobody has applied yet.</p> : null}
      {groups.map((group, index) => (
        <section key={group.value} aria-labelledby={`status-${index}`} className="mt-10">
          <h2 id={`status-${index}`} className="text-xl font-bold">
            {group.label} ({group.count})
          </h2>
          {group.value !== NO_STATUS ? (
            <p className="text-sm text-slate-700">&lsquo;{group.value}&rsquo; in the CRM</p>
          ) : null}
          {group.count === 0 ? (
            <p className="mt-3">Nobody is at this status.</p>
          ) : (
            <ApplicantsTable label={group.label} applicants={group.applicants} />
          )}
          {all && group.count > group.applicants.length ? (
            <p className="mt-3">
              <Link to={statusHref(group.value)} className={linkClass}>
                See all {group.count}
                <span className="sr-only"> at {group.label}</span>
              </Link>
            </p>
          ) : null}
        </section>
      ))}
      {all ? null : <StaffPager page={page} pageCount={pageCount} href={(to) => statusHref(chosen, to)} />}
    </>
  );
}
