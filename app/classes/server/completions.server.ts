/**
 * Completion, recorded as attendance is taken (decision 094): in the transaction that saves a meeting's attendance,
 * under the session's lock, each student holding a seat who now reaches CLASS_COMPLETION_SHARE of the meetings is
 * marked completed (`completed_at`) and given a certificate number the first time, and `completed` writes their
 * email into the outbox in that same transaction; a correction that takes a student back below the share withdraws
 * the completion (the number is kept for them, and no longer verifies until they complete again, without a second
 * email). A certificate is read back from these rows whenever it is downloaded or checked. Only meetings that have
 * started count (attendance opens at a meeting's start), and a completion is dated by the student's last attended
 * meeting, not by the moment someone saved the list (issue 45).
 */
import { randomBytes } from "node:crypto";
import type { RawBuilder } from "kysely";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { inTransaction, lockWithinTransaction } from "~/db/transaction.server";
import type { CertificateFacts } from "~/classes/certificate";
import { classCertificateNumberFrom } from "~/classes/certificateNumber";
import type { Course } from "~/classes/courses";
import { classHours, hasStarted } from "~/classes/meetings";
import { zonedInstant } from "~/kits/calendar/zonedInstant";
import type { Locale } from "~/i18n/locale";
import { heldAttendance, progressOf, recordAttendance, sessionAttendance } from "./attendance.server";
import { classSession } from "./sessions.server";
import { sessionSeats, type Seat } from "./seats.server";

/** What a first completion runs in its transaction (the student's email), with the number given. */
export type Completed = (trx: Db, seat: Seat, number: string) => Promise<void>;

/** The share that completes, the first completion's email, and ORG_TIME_ZONE (when a meeting starts). */
export type Completion = { share: number; completed: Completed | null; timeZone: string };

/** Completions and withdrawals of the session's seated students, from the attendance now recorded. */
export async function settleCompletions(
  trx: Db,
  sessionId: string,
  completion: Completion,
  now = Date.now(),
): Promise<{ completed: number; withdrawn: number }> {
  const session = await classSession(trx, sessionId);
  if (!session) return { completed: 0, withdrawn: 0 };
  const seats = await sessionSeats(trx, sessionId);
  const recorded = new Map(
    (
      await rows(
        trx,
        sql<{ seq: number | string; completed_at: number | string | null; certificate_number: string | null }>`
          SELECT seq, completed_at, certificate_number FROM class_seats WHERE session_id = ${sessionId}`,
      )
    ).map((row) => [Number(row.seq), row]),
  );
  const settled = { completed: 0, withdrawn: 0 };
  const attendance = heldAttendance(session, await sessionAttendance(trx, sessionId), completion.timeZone, now);
  for (const progress of progressOf(session, seats, attendance, completion.share)) {
    const row = recorded.get(progress.seat.seq);
    if (!row) continue;
    const datedBy = progress.completes ? lastAttendedStart(session, attendance.get(progress.seat.seq)!, completion) : 0;
    if (progress.completes && row.completed_at !== null && Number(row.completed_at) !== datedBy) {
      // A later meeting attended (or a correction) moves the day the completion is dated by; no second email.
      await sql`UPDATE class_seats SET completed_at = ${datedBy} WHERE seq = ${progress.seat.seq}`.execute(trx);
    } else if (progress.completes && row.completed_at === null) {
      const number = row.certificate_number ?? classCertificateNumberFrom(randomBytes(10));
      await sql`UPDATE class_seats SET completed_at = ${datedBy}, certificate_number = ${number}
        WHERE seq = ${progress.seat.seq}`.execute(trx);
      if (row.certificate_number === null && completion.completed)
        await completion.completed(trx, progress.seat, number);
      settled.completed++;
    } else if (!progress.completes && row.completed_at !== null) {
      await sql`UPDATE class_seats SET completed_at = NULL WHERE seq = ${progress.seat.seq}`.execute(trx);
      settled.withdrawn++;
    }
  }
  return settled;
}

/** When the last meeting the student attended started: what their completion is dated by. */
function lastAttendedStart(
  session: { meetings: readonly { number: number; date: string; starts: string }[] },
  attended: ReadonlySet<number>,
  completion: Completion,
): number {
  const last = session.meetings.filter((meeting) => attended.has(meeting.number)).at(-1)!;
  return zonedInstant(last.date, last.starts, completion.timeZone);
}

/**
 * A meeting's attendance saved (staff's console or the host partner's caseworker) and the completions it makes,
 * in one transaction under the session's lock, so two people saving two meetings at once give one number and one
 * email; how many were recorded present, null for no such meeting, or "not-yet" (nothing saved) before it starts.
 */
export async function takeAttendance(
  db: Db,
  sessionId: string,
  meetingNumber: number,
  presentSeqs: readonly number[],
  by: string,
  completion: Completion,
  now = Date.now(),
): Promise<number | null | "not-yet"> {
  return inTransaction(db, async (trx) => {
    await lockWithinTransaction(trx, `class-session:${sessionId}`);
    const present = await recordAttendance(trx, sessionId, meetingNumber, presentSeqs, by, completion.timeZone, now);
    if (present === null || present === "not-yet") return present;
    await settleCompletions(trx, sessionId, completion, now);
    return present;
  });
}

type CompletedRow = {
  seq: number | string;
  session_id: string;
  name: string;
  locale: Locale;
  completed_at: number | string;
  certificate_number: string;
  course: Course;
  title: string;
};

const completedColumns = sql`s.seq, s.session_id, s.name, s.locale, s.completed_at, s.certificate_number,
  c.course, c.title`;

async function factsOf(
  db: Db,
  row: CompletedRow,
  timeZone: string,
  now = Date.now(),
): Promise<CertificateFacts | null> {
  const meetings = await rows(
    db,
    sql<{ number: number | string; date: string; starts: string; ends: string; attended: number | string }>`
      SELECT m.number, m.date, m.starts, m.ends,
        (SELECT COUNT(*) FROM class_attendance a WHERE a.seat_seq = ${row.seq} AND a.meeting_number = m.number)
          AS attended
      FROM class_meetings m WHERE m.session_id = ${row.session_id} ORDER BY m.number`,
  );
  const first = meetings[0];
  const last = meetings.at(-1);
  if (!first || !last) return null;
  const attended = meetings.filter((meeting) => Number(meeting.attended) > 0 && hasStarted(meeting, timeZone, now));
  const lastAttended = attended.at(-1);
  // Nothing attended of what has taken place: no certificate, whatever rows a meeting still to come holds.
  if (!lastAttended) return null;
  return {
    number: row.certificate_number,
    name: row.name,
    locale: row.locale,
    course: row.course,
    title: row.title,
    firstDay: first.date,
    lastDay: last.date,
    attended: attended.length,
    total: meetings.length,
    hoursAttended: classHours(attended),
    completedOn: lastAttended.date,
  };
}

/** The certificate of the completed seat `which` names, while its completion stands; null otherwise. */
async function certificateWhere(
  db: Db,
  which: RawBuilder<unknown>,
  timeZone: string,
  now: number,
): Promise<CertificateFacts | null> {
  const row = await firstRow(
    db,
    sql<CompletedRow>`SELECT ${completedColumns} FROM class_seats s JOIN class_sessions c ON c.id = s.session_id
      WHERE ${which} AND s.completed_at IS NOT NULL`,
  );
  return row ? factsOf(db, row, timeZone, now) : null;
}

/** The certificate of a seat whose completion stands; null otherwise. */
export function certificateOfSeat(db: Db, seq: number, timeZone: string, now = Date.now()) {
  return certificateWhere(db, sql`s.seq = ${seq} AND s.certificate_number IS NOT NULL`, timeZone, now);
}

/** The certificate a number names, while its completion stands; null otherwise (found by its unique index). */
export function certificateByNumber(db: Db, number: string, timeZone: string, now = Date.now()) {
  return certificateWhere(db, sql`s.certificate_number = ${number}`, timeZone, now);
}
