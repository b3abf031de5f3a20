/** A volunteer shift for the store's unit tests: an office morning, remote, 09:00 to 12:00, three places. */
import type { Db } from "~/db/engine.server";
import { createShift } from "~/volunteering/server/shifts.server";

export const officeShift = (db: Db, shift: { date: string; title: string }, now: number) =>
  createShift(
    db,
    {
      role: "office",
      title: shift.title,
      place: null,
      date: shift.date,
      starts: "09:00",
      ends: "12:00",
      capacity: 3,
      minimumAge: 14,
      groupName: null,
    },
    "kim@org.test",
    now,
  );
