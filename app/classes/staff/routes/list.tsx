import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { activeHosts } from "~/classes/server/hosts.server";
import { pastSessions, upcomingSessions } from "~/classes/server/sessions.server";
import { emptySessionFields } from "~/classes/staff/sessionForm";
import { answerCreatePost } from "~/classes/staff/sessionPost.server";
import { NewSessionForm } from "~/classes/staff/NewSessionForm";
import { classSessionPath, SessionsTable } from "~/classes/staff/SessionsTable";
import { staffPages } from "~/config/routes";
import { db } from "~/db/serverStore.server";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { staffMeta } from "~/kits/console/staffMeta";
import { dayIn } from "~/classes/meetings";
import { env } from "~/platform/env.server";

export const meta = staffMeta(staffPages.classes.title);

const PAST_SHOWN = 50;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const today = dayIn(env().orgTimeZone);
  const store = db();
  return {
    upcoming: await upcomingSessions(store, today, false),
    past: await pastSessions(store, today, PAST_SHOWN),
    hosts: await activeHosts(store),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const answer = await answerCreatePost(request, staff);
  if (answer.ok && answer.createdId) throw redirect(`${classSessionPath(answer.createdId)}?made=1`);
  return data(answer, { status: answer.ok ? 200 : answer.status });
}

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
      <section aria-labelledby="upcoming" className="mt-10">
        <h2 id="upcoming" className="text-xl font-bold">
          Upcoming and running ({upcoming.length})
        </h2>
        {upcoming.length === 0 ? (
          <p className="mt-3">No session is planned.</p>
        ) : (
          <SessionsTable label="Upcoming sessions" sessions={upcoming} />
        )}
      </section>
      <NewSessionForm
        hosts={hosts}
        typed={refused?.typed ?? emptySessionFields}
        problem={refused?.field ? { field: refused.field, message: refused.message } : null}
      />
      {past.length ? (
        <section aria-labelledby="past" className="mt-10">
          <h2 id="past" className="text-xl font-bold">
            Past sessions
          </h2>
          <SessionsTable label="Past sessions" sessions={past} />
        </section>
      ) : null}
    </>
  );
}
