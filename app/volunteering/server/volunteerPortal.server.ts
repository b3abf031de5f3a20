/**
 * A volunteer in the portal (issue 49 §1, decision 119). A sign-up joins the portal as a paid gift does (decision
 * 115): it makes or extends the champion of its email address, or of its number for a person who gave only a
 * number, with the type "Volunteer", so the portal's sign-in (an emailed link, a texted code) knows them. Signed in,
 * the volunteer is what the session proves: the email address the link went to, or the number the code was texted
 * to, which is the key their places, waivers and letters are kept under (`placeKey`). A place or a letter of
 * another key is not theirs: the caller answers 404.
 */
import type { Db } from "~/db/engine.server";
import { zonedInstant } from "~/kits/calendar/zonedInstant";
import { linkChampion } from "~/kits/records/championLink.server";
import type { LetterFacts } from "~/volunteering/letter";
import { attendedShifts, letterFor, shiftsOfPerson, type VolunteerShift } from "./volunteerHours.server";
import { waiversOf, type SignedWaiver } from "./waivers.server";

/**
 * The champion a sign-up signs in as. The number goes to the champion only when it is the person's only contact:
 * a sign-up proves neither, and a number added to an address's champion would let whoever holds that number sign
 * in as the address's owner.
 */
export function joinPortal(
  trx: Db,
  person: { name: string; email: string | null; phone: string | null },
  seq: number,
): Promise<string> {
  const only = person.email ? { email: person.email, mobile: null } : { email: null, mobile: person.phone };
  return linkChampion(trx, { name: person.name, ...only }, "Volunteer", `WEBVC-${seq}`);
}

/** The key a portal session's person volunteers under: its email key, or `tel:` and the number of a texted code. */
export const volunteerKeyOf = (sessionKey: string | null): string | null =>
  sessionKey === null || sessionKey === "" ? null : sessionKey.startsWith("+") ? `tel:${sessionKey}` : sessionKey;

export type VolunteerRecord = {
  /** Places not given up in shifts not yet begun, the soonest first. */
  coming: VolunteerShift[];
  /** The places held in shifts begun, the latest first, with their hours once attendance is taken. */
  past: VolunteerShift[];
  /** The minutes recorded from attendance (and staff's corrections). */
  minutes: number;
  waivers: SignedWaiver[];
  /** The letter of the hours recorded now (issued when they change), or null before any hour. */
  letter: LetterFacts | null;
};

const startOf = (shift: VolunteerShift, timeZone: string) => zonedInstant(shift.date, shift.starts, timeZone);

/** The person's record as the portal shows it, or null when they have no place at all. */
export async function volunteerRecord(
  db: Db,
  key: string,
  timeZone: string,
  now = Date.now(),
): Promise<VolunteerRecord | null> {
  const shifts = await shiftsOfPerson(db, key);
  if (shifts.length === 0) return null;
  const live = shifts.filter((shift) => shift.state !== "cancelled");
  return {
    coming: live.filter((shift) => startOf(shift, timeZone) > now).reverse(),
    past: live.filter((shift) => shift.state === "seat" && startOf(shift, timeZone) <= now),
    minutes: attendedShifts(shifts).reduce((sum, shift) => sum + shift.minutes, 0),
    waivers: await waiversOf(db, key),
    letter: await letterFor(db, key, shifts, timeZone, now),
  };
}

/** The person's own place `seq` in a shift not yet begun and not given up, or null (another's, or gone). */
export async function comingPlaceOf(
  db: Db,
  key: string,
  seq: number,
  timeZone: string,
  now = Date.now(),
): Promise<VolunteerShift | null> {
  const shifts = await shiftsOfPerson(db, key);
  return (
    shifts.find((shift) => shift.seq === seq && shift.state !== "cancelled" && startOf(shift, timeZone) > now) ?? null
  );
}

/**
 * The person's letter `number` with the shifts it lists, when it is the letter of their hours now; null for
 * another's letter, or one whose hours staff have since corrected (the portal links the current one).
 */
export async function currentLetterOf(
  db: Db,
  key: string,
  number: string,
  timeZone: string,
  now = Date.now(),
): Promise<{ facts: LetterFacts; shifts: VolunteerShift[] } | null> {
  const shifts = await shiftsOfPerson(db, key);
  const facts = await letterFor(db, key, shifts, timeZone, now);
  return facts && facts.number === number ? { facts, shifts } : null;
}
