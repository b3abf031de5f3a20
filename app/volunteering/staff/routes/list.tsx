import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { staffPages } from "~/config/routes";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { StaffSection } from "~/kits/console/StaffSection";
import { staffMeta } from "~/kits/console/staffMeta";
import { emptyShiftFields } from "~/volunteering/staff/shiftForm";
import { GroupRequests } from "~/volunteering/staff/GroupRequests";
import { NewShiftForm } from "~/volunteering/staff/NewShiftForm";
import { ShiftsTable } from "~/volunteering/staff/ShiftsTable";
import { shiftsAction, shiftsLoader } from "~/volunteering/staff/shiftPages.server";

export const meta = staffMeta(staffPages.volunteering.title);

export const loader = (args: LoaderFunctionArgs) => shiftsLoader(args);

export const action = (args: ActionFunctionArgs) => shiftsAction(args);

export default function StaffVolunteering() {
  const { upcoming, past, requests } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const refused = answer && !answer.ok ? answer : null;
  return (
    <>
      <h1 className="text-3xl font-bold">Volunteering</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Volunteer shifts. A shift not reserved for a group is listed on /volunteer until its day. Open a shift for its
        volunteers, waitlist, attendance and hours.
      </p>
      {refused ? <StaffNotice tone="problem">{refused.message}</StaffNotice> : null}
      <StaffSection id="upcoming" heading={`Upcoming (${upcoming.length})`} className="mt-10">
        {upcoming.length === 0 ? (
          <p className="mt-3">No shift is planned.</p>
        ) : (
          <ShiftsTable label="Upcoming shifts" shifts={upcoming} />
        )}
      </StaffSection>
      <GroupRequests requests={requests} />
      <NewShiftForm
        typed={refused?.typed ?? emptyShiftFields}
        problem={refused?.field ? { field: refused.field, message: refused.message } : null}
      />
      {past.length ? (
        <StaffSection id="past" heading="Past shifts" className="mt-10">
          <ShiftsTable label="Past shifts" shifts={past} />
        </StaffSection>
      ) : null}
    </>
  );
}
