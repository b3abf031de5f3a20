/**
 * What the public volunteer pages show of a shift: nothing of who signed up, only its role, when and where, its
 * minimum age and how many places are left (0 means the waitlist). Read fresh on every request (decision 098).
 */
import { db } from "~/db/serverStore.server";
import { dayIn } from "~/kits/calendar/days";
import { env } from "~/platform/env.server";
import { shiftById, upcomingShifts, type Shift } from "./shifts.server";

export type PublicShift = Pick<
  Shift,
  "id" | "role" | "title" | "place" | "date" | "starts" | "ends" | "minimumAge" | "groupName"
> & { placesLeft: number };

const publicOf = (shift: Shift): PublicShift => ({
  id: shift.id,
  role: shift.role,
  title: shift.title,
  place: shift.place,
  date: shift.date,
  starts: shift.starts,
  ends: shift.ends,
  minimumAge: shift.minimumAge,
  groupName: shift.groupName,
  placesLeft: Math.max(0, shift.capacity - shift.held),
});

/** The listed shifts open for sign-up, today or later, the soonest first. */
export async function openShifts(): Promise<PublicShift[]> {
  return (await upcomingShifts(db(), dayIn(env().orgTimeZone), true)).map(publicOf);
}

/** A shift open for sign-up (a group's too, by its link); null when there is none, it is closed or it has passed. */
export async function signUpShift(id: string): Promise<{ shift: Shift; view: PublicShift } | null> {
  const shift = await shiftById(db(), id);
  if (!shift || !shift.signUpOpen || shift.date < dayIn(env().orgTimeZone)) return null;
  return { shift, view: publicOf(shift) };
}
