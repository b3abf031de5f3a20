import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { startedMeetings } from "~/classes/meetings";
import { progressOf, sessionAttendance } from "~/classes/server/attendance.server";
import { activeHosts } from "~/classes/server/hosts.server";
import { sessionSeats } from "~/classes/server/seats.server";
import { classSession, isSessionId } from "~/classes/server/sessions.server";
import { answerSessionPost } from "~/classes/staff/sessionPost.server";
import { AttendanceForms, Completions, Roster, SessionFacts, SignUpSwitch } from "~/classes/staff/SessionPieces";
import { classMessages } from "~/classes/staff/words";
import { staffPages } from "~/config/routes";
import { db } from "~/db/serverStore.server";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { staffMeta } from "~/kits/console/staffMeta";
import { classSettings } from "~/classes/settings.server";
import { env } from "~/platform/env.server";

export const meta = staffMeta("Class session");

const notFound = () => new Response("Not Found", { status: 404 });

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  if (!isSessionId(params.sessionId)) throw notFound();
  const store = db();
  const session = await classSession(store, params.sessionId);
  if (!session) throw notFound();
  const seats = await sessionSeats(store, session.id);
  const attendance = await sessionAttendance(store, session.id);
  const share = classSettings.current().completionShare;
  const hostName = session.partnerId
    ? ((await activeHosts(store)).find((host) => host.id === session.partnerId)?.name ?? session.partnerId)
    : null;
  return {
    session,
    seats,
    hostName,
    share,
    progress: progressOf(session, seats, attendance, share),
    started: startedMeetings(session.meetings, env().orgTimeZone),
    attendance: Object.fromEntries([...attendance].map(([seq, meetings]) => [seq, [...meetings]])),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  if (!isSessionId(params.sessionId)) throw notFound();
  const answer = await answerSessionPost(request, params.sessionId, staff);
  if (!answer.ok && answer.status === 404) throw notFound();
  return data(answer, { status: answer.ok ? 200 : answer.status });
}

export default function StaffClassSession() {
  const { session, seats, hostName, share, progress, attendance, started } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [search] = useSearchParams();
  const students = seats.filter((seat) => seat.state === "seat");
  return (
    <>
      <p>
        <Link to={staffPages.classes.path} className="font-semibold text-brand-dark underline">
          All classes
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">{session.title}</h1>
      {answer ? (
        <StaffNotice tone={answer.ok ? "ok" : "problem"}>{answer.message}</StaffNotice>
      ) : search.get("made") ? (
        <StaffNotice tone="ok">{classMessages.created}</StaffNotice>
      ) : null}
      <SessionFacts session={session} hostName={hostName} />
      <SignUpSwitch open={session.signUpOpen} />
      <p className="mt-4">
        <a
          href={`/staff/classes/${session.id}/students.csv`}
          className="font-semibold text-brand-dark underline"
          download
        >
          Students as a CSV file for funders
        </a>
      </p>
      <Roster seats={seats} />
      <AttendanceForms session={session} students={students} attendance={attendance} started={started} />
      <Completions progress={progress} total={session.meetings.length} share={share} />
    </>
  );
}
