/**
 * The partner portal's class pages, given the partner the signed-in caseworker acts for (the route asks the partners
 * wing): `/partners/classes` lists the sessions it hosts, `/partners/classes/<id>` takes a meeting's attendance
 * (guarded post, once the meeting has started; the completions and their emails follow as from staff's console).
 * Another partner's session is a 404.
 */
import { env } from "~/platform/env.server";
import { data } from "@remix-run/node";
import { db } from "~/db/serverStore.server";
import { startedMeetings } from "~/classes/meetings";
import { isSessionId } from "~/classes/server/sessions.server";
import { classDayIn, classWordsIn } from "~/classes/words";
import { clockTime } from "~/i18n/clockTime";
import type { Locale } from "~/i18n/locale";
import { formProtection, readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { log } from "~/platform/log.server";
import { readAttendance, saveAttendance } from "./attendancePost.server";
import { hostedSession, hostedSessions } from "./hostedSessions.server";
import { classSettings } from "../settings.server";

/** The caseworker as the partners wing knows them: the partner they act for, how their work is recorded. */
export type Caseworker = {
  email: string;
  canSwitch: boolean;
  partnerId: string;
  partnerName: string;
  by: string;
  headers: Record<string, string>;
};

const frame = (caseworker: Caseworker) => ({
  email: caseworker.email,
  canSwitch: caseworker.canSwitch,
  partner: caseworker.partnerName,
});

export async function hostedListLoader(request: Request, caseworker: Caseworker) {
  const { csrfToken, csrfCookie, honeypotProps } = await formProtection(request);
  return data(
    {
      ...frame(caseworker),
      protection: { csrfToken, honeypotProps },
      sessions: await hostedSessions(db(), caseworker.partnerId),
    },
    { headers: { ...caseworker.headers, ...(csrfCookie ? { "Set-Cookie": csrfCookie } : {}) } },
  );
}

const notFound = (caseworker: Caseworker) => new Response("Not Found", { status: 404, headers: caseworker.headers });

export async function hostedSessionLoader(request: Request, caseworker: Caseworker, sessionId: string | undefined) {
  const hosted = isSessionId(sessionId) ? await hostedSession(db(), caseworker.partnerId, sessionId) : null;
  if (!hosted) throw notFound(caseworker);
  const { csrfToken, csrfCookie, honeypotProps } = await formProtection(request);
  return data(
    {
      ...frame(caseworker),
      protection: { csrfToken, honeypotProps },
      share: Math.round(classSettings.current().completionShare * 100),
      started: startedMeetings(hosted.session.meetings, env().orgTimeZone),
      ...hosted,
    },
    { headers: { ...caseworker.headers, ...(csrfCookie ? { "Set-Cookie": csrfCookie } : {}) } },
  );
}

export type HostedAnswer = { ok: boolean; message: string };

/** A meeting's attendance, posted by the host partner's caseworker. */
export async function hostedSessionAction(
  request: Request,
  caseworker: Caseworker,
  sessionId: string | undefined,
  locale: Locale,
) {
  const words = classWordsIn(locale).hosted;
  const hosted = isSessionId(sessionId) ? await hostedSession(db(), caseworker.partnerId, sessionId) : null;
  if (!hosted) throw notFound(caseworker);
  const answer = (status: number, body: HostedAnswer) => data(body, { status, headers: caseworker.headers });
  const guarded = await readGuardedForm(request);
  if (!guarded.ok) return answer(guarded.spam ? 400 : guarded.status, { ok: false, message: words.formOnly });
  const read = singleText(guarded.form, "action") === "attendance" ? readAttendance(guarded.form) : null;
  if (!read) return answer(400, { ok: false, message: words.formOnly });
  const saved = await saveAttendance(hosted.session.id, read, caseworker.by);
  if (saved.kind === "not-found") throw notFound(caseworker);
  if (saved.kind === "no-meeting") return answer(400, { ok: false, message: words.noMeeting });
  if (saved.kind === "not-yet") {
    const { meeting } = saved;
    const opens = words.notYet(clockTime(locale, meeting.starts), classDayIn(locale, meeting.date));
    return answer(409, { ok: false, message: opens });
  }
  log.info("class attendance", { by: "caseworker", partner: caseworker.partnerId, session: hosted.session.id });
  return answer(200, { ok: true, message: words.saved(read.meeting, saved.present) });
}
