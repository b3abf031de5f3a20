/**
 * The demo's class sessions (`npm run data:demo`): three sessions whose meetings start in the days after the day it
 * runs, so a newcomer finds classes to sign up for on `/dsclasses`, a waitlist to join (one seat), a class in
 * Spanish, and one hosted by the demo partner Hoboken Family Center for its caseworkers' attendance page. A session
 * of the same title still to come is left alone, so re-running adds nothing; one whose meetings have passed is
 * followed by a new one.
 */
import type { Db } from "~/db/engine.server";
import { dayIn, seriesMeetings, weekdayOf } from "~/classes/meetings";
import { createSession, upcomingSessions, type NewSession } from "~/classes/server/sessions.server";

const DAY = 86_400_000;

/** The first day on or after `from` that falls on `weekday` (Sunday 0). */
function nextWeekday(from: string, weekday: number): string {
  const start = Date.parse(`${from}T12:00:00Z`);
  const offset = (weekday - weekdayOf(from) + 7) % 7;
  return new Date(start + offset * DAY).toISOString().slice(0, 10);
}

/** The demo sessions, their days counted from `today` (the organisation's day). */
export function demoClassSessions(today: string): NewSession[] {
  const inDays = (days: number) => new Date(Date.parse(`${today}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);
  return [
    {
      course: "digital-skills",
      title: "Tuesday and Thursday evenings in Hoboken (demo)",
      language: "en",
      place: "Hoboken Family Center, 10 Washington St, Hoboken NJ",
      partnerId: "P-1",
      capacity: 12,
      meetings: seriesMeetings({
        first: nextWeekday(inDays(3), 2),
        weeks: 4,
        days: [4],
        starts: "18:00",
        ends: "20:00",
      }),
    },
    {
      course: "digital-skills",
      title: "Sábados por la mañana (demo)",
      language: "es",
      place: "Jersey City Library, 472 Jersey Ave, Jersey City NJ",
      partnerId: null,
      capacity: 1,
      meetings: seriesMeetings({
        first: nextWeekday(inDays(2), 6),
        weeks: 6,
        days: [],
        starts: "10:00",
        ends: "12:00",
      }),
    },
    {
      course: "pc-building",
      title: "Build a PC in one afternoon (demo)",
      language: "en",
      place: null,
      partnerId: null,
      capacity: 8,
      meetings: seriesMeetings({ first: inDays(10), weeks: 1, days: [], starts: "13:00", ends: "17:00" }),
    },
  ];
}

/** Makes each demo session that is not already to come; how many were made. */
export async function addDemoClassSessions(db: Db, timeZone: string, now = Date.now()): Promise<number> {
  const today = dayIn(timeZone, now);
  const upcoming = new Set((await upcomingSessions(db, today, false)).map((session) => session.title));
  let made = 0;
  for (const session of demoClassSessions(today)) {
    if (upcoming.has(session.title)) continue;
    await createSession(db, session, "demo@demo.example", now);
    made++;
  }
  return made;
}
