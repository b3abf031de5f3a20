import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { rowsById, StaffTable } from "~/kits/console/StaffTable";
import { staffPages } from "~/config/routes";
import { useStaffTime } from "~/kits/console/staffFrame";
import { staffMeta } from "~/kits/console/staffMeta";
import { activityLoader } from "~/staff/server/activityPage.server";

export const meta = staffMeta(staffPages.activity.title);

const ENTRIES_SHOWN = 100;

export const loader = (args: LoaderFunctionArgs) => activityLoader(args, ENTRIES_SHOWN);

const kindWords: Record<string, string> = {
  import: "Import",
  push: "Update sent by the CRM",
  "staff-sign-in": "Staff sign-in",
  review: "Application review",
  "partner-review": "Partner application",
  donation: "Donation",
  "partner-sign-in": "Partner portal sign-in",
  "partner-application": "Application started by a caseworker",
  class: "Class certificate sent again",
  "device-request": "Partner's device request",
};
/** Who did it: a colleague's address as recorded, or one of the two actors that are not people. */
const actorWords: Record<string, string> = { crm: "The CRM", "command line": "An import on the server's command line" };
const countWords: Record<string, string> = {
  read: "rows read",
  created: "added",
  updated: "changed",
  deleted: "removed",
  upserted: "records received",
  statusEmails: "status emails",
};

function describeCounts(counts: Record<string, number>): string {
  const parts = Object.entries(counts).map(([key, value]) => `${value} ${countWords[key] ?? key}`);
  return parts.length > 0 ? parts.join(", ") : "None";
}

export default function StaffActivity() {
  const { entries } = useLoaderData<typeof loader>();
  const time = useStaffTime();
  return (
    <>
      <h1 className="text-3xl font-bold">Activity</h1>
      <p className="mt-2 text-slate-700">
        The latest {ENTRIES_SHOWN} imports, updates sent by the CRM, application and partner reviews, donations moved
        and sign-ins (staff and partner caseworkers), newest first.
      </p>
      <StaffTable
        empty={<p className="mt-6">Nothing has happened yet.</p>}
        label="Activity"
        caption="Activity, newest first"
        columns={["When", "What", "Who", "Details", "How many"]}
        small
        className="mt-6"
        rows={rowsById(entries, (entry) => [
          time(entry.at),
          kindWords[entry.kind] ?? entry.kind,
          actorWords[entry.actor] ?? entry.actor,
          entry.summary,
          describeCounts(entry.counts),
        ])}
      />
    </>
  );
}
