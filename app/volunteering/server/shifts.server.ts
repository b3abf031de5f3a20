/**
 * Volunteer shifts in the store (issue 49 §1): made by staff, read back with how many places are held and waiting.
 * A shift reserved for a group's day of service (`groupName`) is not listed publicly: its leader shares its sign-up
 * link. Places are `places.server.ts`.
 */
import { randomBytes } from "node:crypto";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { inTransaction } from "~/db/transaction.server";
import type { Role } from "~/volunteering/roles";
import { bumpVolunteerPagesVersion } from "./pagesVersion.server";

export type NewShift = {
  role: Role;
  title: string;
  /** Where it happens; null for a remote shift. */
  place: string | null;
  date: string;
  starts: string;
  ends: string;
  capacity: number;
  minimumAge: number;
  groupName: string | null;
};

export type Shift = NewShift & { id: string; signUpOpen: boolean; held: number; waiting: number };

type ShiftRow = Pick<NewShift, "role" | "title" | "place" | "date" | "starts" | "ends"> & {
  id: string;
  capacity: number | string;
  minimum_age: number | string;
  sign_up_open: number | string;
  group_name: string | null;
  held: number | string;
  waiting: number | string;
};

/** Twelve characters of an unguessable id: a group's shared link cannot be guessed from another's. */
const newShiftId = () => [...randomBytes(12)].map((byte) => "abcdefghijkmnpqrstuvwxyz23456789"[byte % 32]).join("");

export const isShiftId = (id: string | undefined): id is string => typeof id === "string" && /^[a-z2-9]{12}$/.test(id);

const shiftFrom = (row: ShiftRow): Shift => ({
  id: row.id,
  role: row.role,
  title: row.title,
  place: row.place,
  date: row.date,
  starts: row.starts,
  ends: row.ends,
  capacity: Number(row.capacity),
  minimumAge: Number(row.minimum_age),
  signUpOpen: Number(row.sign_up_open) === 1,
  groupName: row.group_name,
  held: Number(row.held),
  waiting: Number(row.waiting),
});

const shiftSelect = sql`SELECT s.id, s.role, s.title, s.place, s.date, s.starts, s.ends, s.capacity, s.minimum_age,
    s.sign_up_open, s.group_name,
    (SELECT COUNT(*) FROM volunteer_places p WHERE p.session_id = s.id AND p.state IN ('seat', 'offered')) AS held,
    (SELECT COUNT(*) FROM volunteer_places p WHERE p.session_id = s.id AND p.state = 'waitlist') AS waiting
  FROM volunteer_shifts s`;

export async function createShift(db: Db, shift: NewShift, staff: string, now = Date.now()): Promise<string> {
  const id = newShiftId();
  await inTransaction(db, async (trx) => {
    await sql`INSERT INTO volunteer_shifts (id, role, title, place, date, starts, ends, capacity, minimum_age,
        sign_up_open, group_name, created_at, created_by)
      VALUES (${id}, ${shift.role}, ${shift.title}, ${shift.place}, ${shift.date}, ${shift.starts}, ${shift.ends},
        ${shift.capacity}, ${shift.minimumAge}, 1, ${shift.groupName}, ${now}, ${staff})`.execute(trx);
    await bumpVolunteerPagesVersion(trx);
  });
  return id;
}

export async function shiftById(db: Db, id: string): Promise<Shift | null> {
  const row = await firstRow(db, sql<ShiftRow>`${shiftSelect} WHERE s.id = ${id}`);
  return row ? shiftFrom(row) : null;
}

/** Shifts on `today` or later, the soonest first; only those open to the public when `listed`. */
export async function upcomingShifts(db: Db, today: string, listed: boolean): Promise<Shift[]> {
  const open = listed ? sql`AND s.sign_up_open = 1 AND s.group_name IS NULL` : sql``;
  const found = await rows(
    db,
    sql<ShiftRow>`${shiftSelect} WHERE s.date >= ${today} ${open} ORDER BY s.date, s.starts, s.id`,
  );
  return found.map(shiftFrom);
}

/** Shifts before `today`, the latest first (staff take attendance and correct hours there). */
export async function pastShifts(db: Db, today: string, limit: number): Promise<Shift[]> {
  const found = await rows(
    db,
    sql<ShiftRow>`${shiftSelect} WHERE s.date < ${today} ORDER BY s.date DESC, s.starts DESC LIMIT ${limit}`,
  );
  return found.map(shiftFrom);
}
