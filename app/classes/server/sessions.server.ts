/**
 * Class sessions in the store: a session of a course with its meetings, made by staff in one transaction, and read
 * back with how many seats are taken. Seats are `seats.server.ts`; attendance `attendance.server.ts`.
 */
import { randomBytes } from "node:crypto";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { inTransaction } from "~/db/transaction.server";
import type { ClassLanguage, Course } from "~/classes/courses";
import type { Meeting } from "~/classes/meetings";
import { bumpClassPagesVersion } from "./pagesVersion.server";

export type NewSession = {
  course: Course;
  title: string;
  language: ClassLanguage;
  /** A partner's address or an office; null for a class held online. */
  place: string | null;
  partnerId: string | null;
  capacity: number;
  meetings: Meeting[];
};

export type ClassSession = Omit<NewSession, "meetings"> & {
  id: string;
  signUpOpen: boolean;
  createdAt: number;
  createdBy: string;
  meetings: (Meeting & { attendanceTakenAt: number | null })[];
  /** Seats held (taken, or offered to the first waiting and not yet answered). */
  seatsTaken: number;
  waiting: number;
};

type SessionRow = {
  id: string;
  course: Course;
  title: string;
  language: ClassLanguage;
  place: string | null;
  partner_id: string | null;
  capacity: number;
  sign_up_open: number;
  created_at: number | string;
  created_by: string;
  seats_taken: number | string;
  waiting: number | string;
};

type MeetingRow = {
  session_id: string;
  number: number;
  date: string;
  starts: string;
  ends: string;
  attendance_taken_at: number | string | null;
};

/** Ten characters of an unguessable id, lower case and digits: an address a person can read aloud. */
const newSessionId = () => [...randomBytes(10)].map((byte) => "abcdefghijkmnpqrstuvwxyz23456789"[byte % 32]).join("");

export const isSessionId = (value: string | undefined): value is string => !!value && /^[a-z2-9]{10}$/.test(value);

/** Makes the session with sign-up open; its id. */
export async function createSession(db: Db, session: NewSession, by: string, now = Date.now()): Promise<string> {
  const id = newSessionId();
  await inTransaction(db, async (trx) => {
    await sql`INSERT INTO class_sessions (id, course, title, language, place, partner_id, capacity, sign_up_open,
        created_at, created_by)
      VALUES (${id}, ${session.course}, ${session.title}, ${session.language}, ${session.place},
        ${session.partnerId}, ${session.capacity}, 1, ${now}, ${by})`.execute(trx);
    for (const meeting of session.meetings)
      await sql`INSERT INTO class_meetings (session_id, number, date, starts, ends)
        VALUES (${id}, ${meeting.number}, ${meeting.date}, ${meeting.starts}, ${meeting.ends})`.execute(trx);
    await bumpClassPagesVersion(trx);
  });
  return id;
}

const withCounts = sql`SELECT s.*,
    (SELECT COUNT(*) FROM class_seats t WHERE t.session_id = s.id AND t.state IN ('seat', 'offered')) AS seats_taken,
    (SELECT COUNT(*) FROM class_seats t WHERE t.session_id = s.id AND t.state = 'waitlist') AS waiting
  FROM class_sessions s`;

function sessionFrom(row: SessionRow, meetings: MeetingRow[]): ClassSession {
  return {
    id: row.id,
    course: row.course,
    title: row.title,
    language: row.language,
    place: row.place,
    partnerId: row.partner_id,
    capacity: Number(row.capacity),
    signUpOpen: Number(row.sign_up_open) === 1,
    createdAt: Number(row.created_at),
    createdBy: row.created_by,
    seatsTaken: Number(row.seats_taken),
    waiting: Number(row.waiting),
    meetings: meetings
      .filter((meeting) => meeting.session_id === row.id)
      .map((meeting) => ({
        number: Number(meeting.number),
        date: meeting.date,
        starts: meeting.starts,
        ends: meeting.ends,
        attendanceTakenAt: meeting.attendance_taken_at === null ? null : Number(meeting.attendance_taken_at),
      })),
  };
}

async function meetingsOf(db: Db, ids: readonly string[]): Promise<MeetingRow[]> {
  if (ids.length === 0) return [];
  return rows(
    db,
    sql<MeetingRow>`SELECT session_id, number, date, starts, ends, attendance_taken_at FROM class_meetings
      WHERE session_id IN (${sql.join(ids)}) ORDER BY session_id, number`,
  );
}

export async function classSession(db: Db, id: string): Promise<ClassSession | null> {
  const row = await firstRow(db, sql<SessionRow>`${withCounts} WHERE s.id = ${id}`);
  return row ? sessionFrom(row, await meetingsOf(db, [id])) : null;
}

/**
 * Sessions whose last meeting is on or after `today` (the organisation's day), the soonest first; `openOnly`
 * keeps those whose sign-up is open (what the public page lists).
 */
export async function upcomingSessions(db: Db, today: string, openOnly: boolean): Promise<ClassSession[]> {
  const found = await rows(
    db,
    sql<SessionRow & { first_day: string }>`SELECT * FROM (${withCounts}) s2
      JOIN (SELECT session_id, MIN(date) AS first_day, MAX(date) AS last_day FROM class_meetings
        GROUP BY session_id) m ON m.session_id = s2.id
      WHERE m.last_day >= ${today} ${openOnly ? sql`AND s2.sign_up_open = 1` : sql``}
      ORDER BY m.first_day, s2.id`,
  );
  const meetings = await meetingsOf(
    db,
    found.map((row) => row.id),
  );
  return found.map((row) => sessionFrom(row, meetings));
}

/** Sessions whose last meeting is before `today`, the latest first, at most `limit`. */
export async function pastSessions(db: Db, today: string, limit: number): Promise<ClassSession[]> {
  const found = await rows(
    db,
    sql<SessionRow>`SELECT * FROM (${withCounts}) s2
      JOIN (SELECT session_id, MAX(date) AS last_day FROM class_meetings GROUP BY session_id) m
        ON m.session_id = s2.id
      WHERE m.last_day < ${today} ORDER BY m.last_day DESC, s2.id LIMIT ${limit}`,
  );
  const meetings = await meetingsOf(
    db,
    found.map((row) => row.id),
  );
  return found.map((row) => sessionFrom(row, meetings));
}

/** Opens or closes the session's sign-up; false when there is no such session. */
export async function setSignUpOpen(db: Db, id: string, open: boolean): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await sql`UPDATE class_sessions SET sign_up_open = ${open ? 1 : 0} WHERE id = ${id}`.execute(trx);
    if (Number(result.numAffectedRows ?? 0) === 0) return false;
    await bumpClassPagesVersion(trx);
    return true;
  });
}
