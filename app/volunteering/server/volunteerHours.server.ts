/**
 * A volunteer's own record, by the key they signed up with (their email key, or `tel:` and their number): their
 * shifts with the place's state and hours, and the letters of hours issued to them. A letter states the hours
 * recorded when it was issued; a new letter is issued only when the hours have changed since the last one, so a
 * second download of the same hours gives the same number.
 */
import { randomBytes } from "node:crypto";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import type { Locale } from "~/i18n/locale";
import { dayIn } from "~/kits/calendar/days";
import type { PlaceState } from "~/kits/places/placeQueue.server";
import type { AttendedShift, LetterFacts } from "~/volunteering/letter";
import { letterNumberFrom } from "~/volunteering/letterNumber";

export type VolunteerShift = {
  seq: number;
  shiftId: string;
  name: string;
  locale: Locale;
  date: string;
  starts: string;
  ends: string;
  title: string;
  place: string | null;
  state: PlaceState;
  attended: boolean | null;
  minutes: number | null;
};

/** The person's places, the latest shift first. */
export async function shiftsOfPerson(db: Db, personKey: string): Promise<VolunteerShift[]> {
  const found = await rows(
    db,
    sql<
      Omit<VolunteerShift, "seq" | "attended" | "minutes"> & {
        seq: number | string;
        attended: number | string | null;
        minutes: number | string | null;
      }
    >`SELECT p.seq, s.id AS "shiftId", p.name, p.locale, s.date, s.starts, s.ends, s.title, s.place, p.state, p.attended, p.minutes
      FROM volunteer_places p JOIN volunteer_shifts s ON s.id = p.session_id
      WHERE p.email_key = ${personKey} ORDER BY s.date DESC, s.starts DESC, p.seq DESC`,
  );
  return found.map((row) => ({
    ...row,
    seq: Number(row.seq),
    attended: row.attended === null ? null : Number(row.attended) === 1,
    minutes: row.minutes === null ? null : Number(row.minutes),
  }));
}

/** The shifts attended, the earliest first, as a letter lists them. */
export const attendedShifts = (shifts: readonly VolunteerShift[]): AttendedShift[] =>
  shifts
    .filter((shift) => shift.attended && shift.minutes !== null)
    .map((shift) => ({ date: shift.date, title: shift.title, minutes: shift.minutes! }))
    .reverse();

type LetterRow = {
  number: string;
  name: string;
  locale: Locale;
  minutes: number | string;
  shifts: number | string;
  first_day: string;
  last_day: string;
  issued_at: number | string;
};

const factsOf = (row: LetterRow, timeZone: string): LetterFacts => ({
  number: row.number,
  name: row.name,
  locale: row.locale,
  minutes: Number(row.minutes),
  shifts: Number(row.shifts),
  firstDay: row.first_day,
  lastDay: row.last_day,
  issuedOn: dayIn(timeZone, Number(row.issued_at)),
});

const letterColumns = sql`number, name, locale, minutes, shifts, first_day, last_day, issued_at`;

/**
 * The letter for the person's hours now: the last one issued when it states the same hours and shifts, else a
 * new one. Null when no hour is recorded.
 */
export async function letterFor(
  db: Db,
  personKey: string,
  shifts: readonly VolunteerShift[],
  timeZone: string,
  now = Date.now(),
): Promise<LetterFacts | null> {
  const attended = attendedShifts(shifts);
  if (attended.length === 0) return null;
  const minutes = attended.reduce((sum, shift) => sum + shift.minutes, 0);
  const kept = await firstRow(
    db,
    sql<LetterRow>`SELECT ${letterColumns} FROM volunteer_letters
      WHERE person_key = ${personKey} AND minutes = ${minutes} AND shifts = ${attended.length}
      ORDER BY issued_at DESC LIMIT 1`,
  );
  if (kept) return factsOf(kept, timeZone);
  const latest = shifts.find((shift) => shift.attended)!;
  const row = {
    number: letterNumberFrom(randomBytes(10)),
    name: latest.name,
    locale: latest.locale,
    minutes,
    shifts: attended.length,
    first_day: attended[0]!.date,
    last_day: attended.at(-1)!.date,
    issued_at: now,
  };
  await sql`INSERT INTO volunteer_letters (person_key, ${letterColumns})
    VALUES (${personKey}, ${row.number}, ${row.name}, ${row.locale}, ${row.minutes}, ${row.shifts},
      ${row.first_day}, ${row.last_day}, ${row.issued_at})`.execute(db);
  return factsOf(row, timeZone);
}

export async function letterByNumber(db: Db, number: string, timeZone: string): Promise<LetterFacts | null> {
  const row = await firstRow(
    db,
    sql<LetterRow>`SELECT ${letterColumns} FROM volunteer_letters WHERE number = ${number}`,
  );
  return row ? factsOf(row, timeZone) : null;
}
