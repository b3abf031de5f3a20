/**
 * Attendance and hours of volunteer shifts (issue 49 §1): staff tick who came once the shift has started, as for
 * classes; an attended place is given the shift's length in minutes, and staff may correct a place's minutes with
 * a reason, kept with who corrected it. The impact figures count
 * the hours recorded (app/kits/figures/counters.server.ts).
 */
import { sql, type Db } from "~/db/engine.server";
import { inTransaction } from "~/db/transaction.server";
import { zonedInstant } from "~/kits/calendar/zonedInstant";
import { shiftMinutes } from "~/volunteering/roles";
import { bumpVolunteerPagesVersion } from "./pagesVersion.server";
import type { Shift } from "./shifts.server";

/** The longest a correction may make one shift's hours: a day. */
export const MAX_MINUTES = 24 * 60;

export type AttendanceAnswer = { kind: "saved"; present: number } | { kind: "not-yet" };

/**
 * Saves who came: the places named in `present` attended (the shift's minutes, unless corrected before), every
 * other place held did not (no minutes). Refused before the shift starts.
 */
export async function saveShiftAttendance(
  db: Db,
  shift: Shift,
  present: ReadonlySet<number>,
  timeZone: string,
  now = Date.now(),
): Promise<AttendanceAnswer> {
  if (zonedInstant(shift.date, shift.starts, timeZone) > now) return { kind: "not-yet" };
  const minutes = shiftMinutes(shift);
  return inTransaction(db, async (trx) => {
    const held = await trx.executeQuery<{ seq: number | string }>(
      sql`SELECT seq FROM volunteer_places WHERE session_id = ${shift.id} AND state = 'seat'`.compile(trx),
    );
    let count = 0;
    for (const { seq } of held.rows) {
      const came = present.has(Number(seq));
      if (came) count++;
      await sql`UPDATE volunteer_places SET attended = ${came ? 1 : 0},
          minutes = CASE WHEN ${came ? 1 : 0} = 1 THEN COALESCE(CASE WHEN minutes_reason IS NOT NULL THEN minutes END, ${minutes}) ELSE NULL END,
          minutes_reason = CASE WHEN ${came ? 1 : 0} = 1 THEN minutes_reason ELSE NULL END
        WHERE seq = ${Number(seq)}`.execute(trx);
    }
    await bumpVolunteerPagesVersion(trx);
    return { kind: "saved", present: count };
  });
}

/** Staff correct an attended place's minutes, with a reason; false when the place did not attend this shift. */
export async function correctMinutes(
  db: Db,
  shiftId: string,
  seq: number,
  correction: { minutes: number; reason: string; by: string },
): Promise<boolean> {
  const result = await db.executeQuery(
    sql`UPDATE volunteer_places SET minutes = ${correction.minutes}, minutes_reason = ${correction.reason},
        minutes_by = ${correction.by}
      WHERE seq = ${seq} AND session_id = ${shiftId} AND attended = 1`.compile(db),
  );
  return Number(result.numAffectedRows ?? 0) === 1;
}

export type PlaceHours = { seq: number; attended: boolean | null; minutes: number | null; reason: string | null };

/** The attendance and minutes of a shift's places, by seq. */
export async function hoursOfShift(db: Db, shiftId: string): Promise<Map<number, PlaceHours>> {
  const found = await db.executeQuery<{
    seq: number | string;
    attended: number | string | null;
    minutes: number | string | null;
    minutes_reason: string | null;
  }>(
    sql`SELECT seq, attended, minutes, minutes_reason FROM volunteer_places WHERE session_id = ${shiftId}`.compile(db),
  );
  return new Map(
    found.rows.map((row) => [
      Number(row.seq),
      {
        seq: Number(row.seq),
        attended: row.attended === null ? null : Number(row.attended) === 1,
        minutes: row.minutes === null ? null : Number(row.minutes),
        reason: row.minutes_reason,
      },
    ]),
  );
}
