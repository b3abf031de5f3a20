import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { emptySessionFields } from "~/classes/staff/sessionForm";
import { NewSessionForm } from "~/classes/staff/NewSessionForm";
import { SessionsTable } from "~/classes/staff/SessionsTable";
import { staffPages } from "~/config/routes";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { StaffSection } from "~/kits/console/StaffSection";
import { staffMeta } from "~/kits/console/staffMeta";

import { classSessionsLoader, classSessionsAction } from "~/classes/staff/sessionListPage.server";
export const meta = staffMeta(staffPages.classes.title);

export const loader = (args: LoaderFunctionArgs) => classSessionsLoader(args);

export const action = (args: ActionFunctionArgs) => classSessionsAction(args);

export default function StaffClasses() {
  const { upcoming, past, hosts } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const refused = answer && !answer.ok ? answer : null;
  return (
    <>
      <h1 className="text-3xl font-bold">Classes</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Digital skills class sessions. A session with its sign-up open is listed on /dsclasses until its last meeting.
        Open a session for its roster, waitlist, attendance and the CSV for funders.
      </p>
      {refused ? <StaffNotice tone="problem">{refused.message}</StaffNotice> : null}
      <StaffSection id="upcoming" heading={`Upcoming and running (${upcoming.length})`} className="mt-10">
        {upcoming.length === 0 ? (
          <p className="mt-3">No session is planned.</p>
        ) : (
          <SessionsTable label="Upcoming sessions" sessions={upcoming} />
        )}
      </StaffSection>
      <NewSessionForm
        hosts={hosts}
        typed={refused?.typed ?? emptySessionFields}
        problem={refused?.field ? { field: refused.field, message: refused.message } : null}
      />
      {past.length ? (
        <StaffSection id="past" heading="Past sessions" className="mt-10">
          <SessionsTable label="Past sessions" sessions={past} />
        </StaffSection>
      ) : null}
    </>
  );
}
