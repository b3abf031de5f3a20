import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ApplicantsTable } from "~/applications/staff/ApplicantsTable";
import { StaffFilters } from "~/kits/console/StaffFilters";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { StaffPager } from "~/kits/console/StaffPager";
import { staffPages } from "~/config/routes";
import { db } from "~/db/serverStore.server";
import { applicantsAt, statusCounts, type ListedApplicant } from "~/applications/staff/applicationList.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { NO_STATUS, reviewStatuses } from "~/applications/staff/words";
import { staffMeta } from "~/kits/console/staffMeta";

export const meta = staffMeta(staffPages.applications.title);

/** Each status's first applicants on the page of all statuses; a status's own page shows them all, a page at a time. */
const GROUP_SHOWN = 25;
const PAGE_SIZE = 100;

type Group = { value: string; label: string; count: number; applicants: ListedApplicant[] };

const noSuchStatus = "There is no such status. Choose one of the statuses above.";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const store = db();
  const counts = await statusCounts(store);
  const statuses = reviewStatuses.map((status) => ({ ...status, count: counts[status.value] ?? 0 }));
  const total = statuses.reduce((sum, status) => sum + status.count, 0);
  const search = new URL(request.url).searchParams;
  const chosen = search.get("status");
  if (chosen === null) {
    const groups: Group[] = [];
    for (const status of statuses.filter((entry) => entry.count > 0))
      groups.push({
        ...status,
        applicants: await applicantsAt(store, status.value, { offset: 0, limit: GROUP_SHOWN }),
      });
    return { statuses, total, chosen: null, groups, page: 1, pageCount: 1, problem: null };
  }
  const status = statuses.find((entry) => entry.value === chosen);
  const pageCount = Math.max(1, Math.ceil((status?.count ?? 0) / PAGE_SIZE));
  const page = Number(search.get("page") ?? "1");
  if (!status || !Number.isSafeInteger(page) || page < 1 || page > pageCount)
    return data(
      {
        statuses,
        total,
        chosen,
        groups: [] as Group[],
        page: 1,
        pageCount: 1,
        problem: status ? "There is no such page of this list." : noSuchStatus,
      },
      { status: 400 },
    );
  const applicants = await applicantsAt(store, status.value, { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE });
  return { statuses, total, chosen, groups: [{ ...status, applicants }], page, pageCount, problem: null };
}

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
