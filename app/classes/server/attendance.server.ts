/**
 * Attendance per meeting: staff tick who came (one post per meeting, the whole list at once, so taking it again
 * corrects it) and the meeting is marked taken, once it has started. Only students holding a seat of the session
 * are recorded. Who completes is worked out from these rows and CLASS_COMPLETION_SHARE (`completes` in
 * `meetings.ts`).
 */
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { inTransaction } from "~/db/transaction.server";
import { completes, hasStarted, type Meeting } from "~/classes/meetings";
import type { ClassSession } from "./sessions.server";
import type { Seat } from "./seats.server";

/**
 * Records who attended the meeting (everyone else holding a seat was absent); how many were recorded present, null
 * for no such meeting, or "not-yet" before the meeting starts (its day and time in `timeZone`): nobody can have
 * attended a meeting still to come, so nothing is recorded and no completion can follow (issue 45).
 */
export async function recordAttendance(
  db: Db,
  sessionId: string,
  meetingNumber: number,
  presentSeqs: readonly number[],
  by: string,
  timeZone: string,
  now = Date.now(),
): Promise<number | null | "not-yet"> {
  return inTransaction(db, async (trx) => {
    const meeting = await firstRow(
      trx,
      sql<Meeting>`SELECT number, date, starts, ends FROM class_meetings
        WHERE session_id = ${sessionId} AND number = ${meetingNumber}`,
    );
    if (!meeting) return null;
    if (!hasStarted(meeting, timeZone, now)) return "not-yet";
    await sql`UPDATE class_meetings SET attendance_taken_at = ${now}, attendance_taken_by = ${by}
      WHERE session_id = ${sessionId} AND number = ${meetingNumber}`.execute(trx);
    await sql`DELETE FROM class_attendance WHERE meeting_number = ${meetingNumber}
      AND seat_seq IN (SELECT seq FROM class_seats WHERE session_id = ${sessionId})`.execute(trx);
    const seated = await rows(
      trx,
      sql<{ seq: number | string }>`SELECT seq FROM class_seats WHERE session_id = ${sessionId} AND state = 'seat'`,
    );
    const allowed = new Set(seated.map((row) => Number(row.seq)));
    const present = [...new Set(presentSeqs)].filter((seq) => allowed.has(seq));
    for (const seq of present)
      await sql`INSERT INTO class_attendance (seat_seq, meeting_number) VALUES (${seq}, ${meetingNumber})`.execute(trx);
    return present.length;
  });
}

/** The meetings each seat attended, by seat. */
export async function sessionAttendance(db: Db, sessionId: string): Promise<Map<number, Set<number>>> {
  const found = await rows(
    db,
    sql<{ seat_seq: number | string; meeting_number: number | string }>`SELECT a.seat_seq, a.meeting_number
      FROM class_attendance a JOIN class_seats s ON s.seq = a.seat_seq WHERE s.session_id = ${sessionId}`,
  );
  const bySeat = new Map<number, Set<number>>();
  for (const row of found) {
    const seq = Number(row.seat_seq);
    if (!bySeat.has(seq)) bySeat.set(seq, new Set());
    bySeat.get(seq)!.add(Number(row.meeting_number));
  }
  return bySeat;
}

export type StudentProgress = { seat: Seat; attended: number; completes: boolean };

/** Each student holding a seat, with how many meetings they attended and whether that completes the class. */
export function progressOf(
  session: Pick<ClassSession, "meetings">,
  seats: readonly Seat[],
  attendance: Map<number, Set<number>>,
  share: number,
): StudentProgress[] {
  const total = session.meetings.length;
  return seats
    .filter((seat) => seat.state === "seat")
    .map((seat) => {
      const attended = attendance.get(seat.seq)?.size ?? 0;
      return { seat, attended, completes: completes(attended, total, share) };
    });
}

/**
 * The attendance of meetings that have started only: rows recorded for a meeting still to come (before attendance
 * waited for a meeting's start) count for nothing, so no completion or certificate rests on them.
 */
export function heldAttendance(
  session: Pick<ClassSession, "meetings">,
  attendance: Map<number, Set<number>>,
  timeZone: string,
  now: number,
): Map<number, Set<number>> {
  const held = new Set(
    session.meetings.filter((meeting) => hasStarted(meeting, timeZone, now)).map((meeting) => meeting.number),
  );
  return new Map(
    [...attendance].map(([seq, meetings]) => [seq, new Set([...meetings].filter((number) => held.has(number)))]),
  );
}
