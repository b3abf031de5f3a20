/**
 * The staff page of one class session: what it shows, and its posts.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { startedMeetings } from "~/classes/meetings";
import { progressOf, sessionAttendance } from "~/classes/server/attendance.server";
import { activeHosts } from "~/classes/server/hosts.server";
import { sessionSeats } from "~/classes/server/seats.server";
import { classSession, isSessionId } from "~/classes/server/sessions.server";
import { answerSessionPost } from "~/classes/staff/sessionPost.server";
import { db } from "~/db/serverStore.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { classSettings } from "~/classes/settings.server";
import { env } from "~/platform/env.server";

const notFound = () => new Response("Not Found", { status: 404 });

export async function classSessionLoader({ request, params }: LoaderFunctionArgs) {
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

export async function classSessionAction({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  if (!isSessionId(params.sessionId)) throw notFound();
  const answer = await answerSessionPost(request, params.sessionId, staff);
  if (!answer.ok && answer.status === 404) throw notFound();
  return data(answer, { status: answer.ok ? 200 : answer.status });
}
