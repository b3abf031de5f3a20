import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { cell, StaffTable } from "~/components/staff/StaffTable";
import { staffPages } from "~/config/routes";
import { recentActivity } from "~/server/records/activity.server";
import { db } from "~/server/records/store.server";
import { requireStaff } from "~/server/staff/staffAccess.server";
import { staffMeta } from "~/staff/staffMeta";
import { staffTime } from "~/staff/staffTime";

export const meta = staffMeta(staffPages.activity.title);

const ENTRIES_SHOWN = 100;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  return { entries: recentActivity(db(), ENTRIES_SHOWN) };
}

const kindWords: Record<string, string> = { import: "Import", push: "Push from the CRM", "staff-sign-in": "Staff sign-in" };
const countWords: Record<string, string> = {
  read: "read",
  created: "created",
  updated: "updated",
  deleted: "removed",
  upserted: "written",
  statusEmails: "status emails",
};

function describeCounts(counts: Record<string, number>): string {
  const parts = Object.entries(counts).map(([key, value]) => `${value} ${countWords[key] ?? key}`);
  return parts.length > 0 ? parts.join(", ") : "None";
}

export default function StaffActivity() {
  const { entries } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-3xl font-bold">Activity</h1>
      <p className="mt-2 text-slate-700">The latest {ENTRIES_SHOWN} imports, pushes from the CRM and staff sign-ins, newest first.</p>
      {entries.length === 0 ? (
        <p className="mt-6">Nothing has happened yet.</p>
      ) : (
        <StaffTable label="Activity" caption="Activity, newest first" columns={["When", "What", "Who", "Details", "Counts"]} small className="mt-6">
          {entries.map((entry) => (
            <tr key={entry.id} className="border-b border-slate-200 align-top">
              <td className={`${cell} whitespace-nowrap`}>{staffTime(entry.at)}</td>
              <td className={cell}>{kindWords[entry.kind] ?? entry.kind}</td>
              <td className={cell}>{entry.actor}</td>
              <td className={cell}>{entry.summary}</td>
              <td className={cell}>{describeCounts(entry.counts)}</td>
            </tr>
          ))}
        </StaffTable>
      )}
    </>
  );
}
