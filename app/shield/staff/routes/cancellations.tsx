import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StaffTable } from "~/kits/console/StaffTable";
import { staffPages } from "~/config/routes";
import { useStaffTime } from "~/kits/console/staffFrame";
import { staffMeta } from "~/kits/console/staffMeta";
import { QueueHeading } from "~/shield/staff/QueueHeading";
import { fulfilmentWords as words } from "~/shield/staff/words";
import { cancellationsLoader } from "~/shield/staff/cancellationsPage.server";

export const meta = staffMeta(staffPages.shieldCancellations.title);

export const loader = (args: LoaderFunctionArgs) => cancellationsLoader(args);

export default function StaffShieldCancellations() {
  const { requests } = useLoaderData<typeof loader>();
  const time = useStaffTime();
  return (
    <>
      <QueueHeading title={words.cancellationsTitle} intro={words.cancellationsIntro} />
      {requests.length === 0 ? (
        <p className="mt-6">{words.noCancellations}</p>
      ) : (
        <StaffTable
          className="mt-6"
          label="Cancellations"
          caption="Requests to cancel at the end of the term, newest first"
          columns={["Asked", "Subscription", "Subscriber", "Reason", "In their words", "State"]}
          rows={requests.map((row, index) => ({
            key: `${row.subscriptionId}-${index}`,
            cells: [
              time(row.requestedAt),
              <Link key="id" to={`/staff/shield/${encodeURIComponent(row.subscriptionId)}`} className="underline">
                {row.subscriptionId}
              </Link>,
              [row.name, row.email].filter(Boolean).join(", "),
              row.reason,
              row.words,
              row.keptAt ? words.kept : row.endsOn ? `${words.open} (${row.endsOn})` : words.open,
            ],
          }))}
        />
      )}
    </>
  );
}
