/**
 * What the public classes pages show of a session: nothing of who signed up, only when and where it meets, its
 * language, and how many seats are left (0 means the waitlist). Read fresh on every request (decision 090).
 */
import type { Course } from "~/classes/courses";
import { dayIn, type Meeting } from "~/classes/meetings";
import { db } from "~/db/serverStore.server";
import { env } from "~/platform/env.server";
import { classSession, upcomingSessions, type ClassSession } from "./sessions.server";

export type PublicSession = {
  id: string;
  course: Course;
  title: string;
  language: "en" | "es";
  place: string | null;
  meetings: Meeting[];
  seatsLeft: number;
  signUpOpen: boolean;
};

const publicOf = (session: ClassSession): PublicSession => ({
  id: session.id,
  course: session.course,
  title: session.title,
  language: session.language,
  place: session.place,
  meetings: session.meetings.map(({ number, date, starts, ends }) => ({ number, date, starts, ends })),
  seatsLeft: Math.max(0, session.capacity - session.seatsTaken),
  signUpOpen: session.signUpOpen,
});

/** The sessions open for sign-up whose last meeting is today or later, the soonest first. */
export async function openSessions(): Promise<PublicSession[]> {
  return (await upcomingSessions(db(), dayIn(env().orgTimeZone), true)).map(publicOf);
}

/** A session as its public page shows it; null when there is none or its last meeting has passed. */
export async function publicSession(id: string): Promise<PublicSession | null> {
  const session = await classSession(db(), id);
  const last = session?.meetings.at(-1);
  if (!session || !last || last.date < dayIn(env().orgTimeZone)) return null;
  return publicOf(session);
}
