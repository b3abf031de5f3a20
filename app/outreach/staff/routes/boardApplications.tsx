import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { staffPages } from "~/config/routes";
import { useStaffTime } from "~/kits/console/staffFrame";
import { staffMeta } from "~/kits/console/staffMeta";
import { rowsById, StaffTable } from "~/kits/console/StaffTable";
import { boardListLoader } from "~/outreach/staff/staffReviewPages.server";
import { boardWords } from "~/outreach/staff/words";
import { displayPhone } from "~/sms/phoneNumber";

export const meta = staffMeta(staffPages.board.title);

export const loader = ({ request }: LoaderFunctionArgs) => boardListLoader(request);

export default function StaffBoardApplications() {
  const { applications } = useLoaderData<typeof loader>();
  const time = useStaffTime();
  return (
    <>
      <h1 className="text-3xl font-bold">{boardWords.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{boardWords.intro}</p>
      {applications.length === 0 ? (
        <p className="mt-6">{boardWords.none}</p>
      ) : (
        <StaffTable
          label="Board applications"
          caption="Board applications, newest first"
          columns={boardWords.columns}
          rowHeader
          className="mt-6"
          rows={rowsById(applications, (application) => [
            <Link key="link" to={`${staffPages.board.path}/${application.id}`} className="text-brand-dark underline">
              {time(application.receivedAt)}
            </Link>,
            application.name,
            application.email ?? displayPhone(application.phone ?? ""),
            `${Math.ceil(application.cvSize / 1024)} KB`,
          ])}
        />
      )}
    </>
  );
}
