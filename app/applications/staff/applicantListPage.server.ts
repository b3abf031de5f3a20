/**
 * The staff list of applicants: what it shows.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { applicantsAt, statusCounts, type ListedApplicant } from "~/applications/staff/applicationList.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { reviewStatuses } from "~/applications/staff/words";

/** Each status's first applicants on the page of all statuses; a status's own page shows them all, a page at a time. */
const GROUP_SHOWN = 25;

const PAGE_SIZE = 100;

type Group = { value: string; label: string; count: number; applicants: ListedApplicant[] };

const noSuchStatus = "There is no such status. Choose one of the statuses above.";

export async function staffApplicantsLoader({ request }: LoaderFunctionArgs) {
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
