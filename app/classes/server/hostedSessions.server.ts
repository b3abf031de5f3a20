/**
 * The partner portal's classes (decision 094): a caseworker sees the sessions the partner they act for hosts
 * (`class_sessions.partner_id`) and takes their attendance; a session hosted by another partner, or by none, is
 * answered exactly like one that does not exist. Who the caseworker is and whom they act for is the partners
 * wing's (the route asks it and hands the partner's id here).
 */
import { rows, sql, type Db } from "~/db/engine.server";
import { sessionAttendance } from "./attendance.server";
import { sessionSeats } from "./seats.server";
import { classSession, type ClassSession } from "./sessions.server";

export type HostedSummary = { id: string; title: string; firstDay: string; lastDay: string; meetings: number };

/** The partner's sessions, the latest first. */
export async function hostedSessions(db: Db, partnerId: string): Promise<HostedSummary[]> {
  const found = await rows(
    db,
    sql<{ id: string; title: string; first_day: string; last_day: string; meetings: number | string }>`
      SELECT s.id, s.title, MIN(m.date) AS first_day, MAX(m.date) AS last_day, COUNT(*) AS meetings
      FROM class_sessions s JOIN class_meetings m ON m.session_id = s.id
      WHERE s.partner_id = ${partnerId}
      GROUP BY s.id, s.title ORDER BY MIN(m.date) DESC, s.id`,
  );
  return found.map((row) => ({
    id: row.id,
    title: row.title,
    firstDay: row.first_day,
    lastDay: row.last_day,
    meetings: Number(row.meetings),
  }));
}

export type HostedSession = {
  session: ClassSession;
  /** Students holding a seat, in sign-up order: only their names (a caseworker takes attendance, no more). */
  students: { seq: number; name: string }[];
  /** The meetings each seat attended. */
  attendance: Record<number, number[]>;
};

/** One session of the partner's, with its students and attendance; null for any other. */
export async function hostedSession(db: Db, partnerId: string, sessionId: string): Promise<HostedSession | null> {
  const session = await classSession(db, sessionId);
  if (!session || session.partnerId !== partnerId) return null;
  const seats = await sessionSeats(db, session.id);
  const attendance = await sessionAttendance(db, session.id);
  return {
    session,
    students: seats.filter((seat) => seat.state === "seat").map((seat) => ({ seq: seat.seq, name: seat.name })),
    attendance: Object.fromEntries([...attendance].map(([seq, meetings]) => [seq, [...meetings]])),
  };
}
