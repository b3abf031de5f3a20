/**
 * The staff list of class sessions: what it shows, and the post that adds one.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { activeHosts } from "~/classes/server/hosts.server";
import { pastSessions, upcomingSessions } from "~/classes/server/sessions.server";
import { answerCreatePost } from "~/classes/staff/sessionPost.server";
import { classSessionPath } from "~/classes/staff/SessionsTable";
import { db } from "~/db/serverStore.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { dayIn } from "~/classes/meetings";
import { env } from "~/platform/env.server";

const PAST_SHOWN = 50;

export async function classSessionsLoader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const today = dayIn(env().orgTimeZone);
  const store = db();
  return {
    upcoming: await upcomingSessions(store, today, false),
    past: await pastSessions(store, today, PAST_SHOWN),
    hosts: await activeHosts(store),
  };
}

export async function classSessionsAction({ request }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const answer = await answerCreatePost(request, staff);
  if (answer.ok && answer.createdId) throw redirect(`${classSessionPath(answer.createdId)}?made=1`);
  return data(answer, { status: answer.ok ? 200 : answer.status });
}
