/**
 * The driver's run sheet (`/staff/donations/run-sheet?date=YYYY-MM-DD`): the pickups booked for one day, by window,
 * with what the driver needs at the door (reference, company or name, phone, full address, notes, counts), and the
 * days with pickups before and after it. Without a day it is the first day with a booked pickup from today on (the
 * organisation's day), so the sheet printed in the morning is today's and, once today's are collected, the next.
 */
import { windows, type Window } from "~/donations/answers";
import type { Db } from "~/db/engine.server";
import { collectionsOn, type Collection } from "~/kits/collections/collectionsOn.server";
import { dayWithPickups, pickupsOn, type StaffDonation } from "./donationList.server";

export type RunSheet =
  | {
      ok: true;
      /** The day shown, or null when no pickup is booked from today on. */
      date: string | null;
      windows: { window: Window; pickups: StaffDonation[] }[];
      /** Partners' device collections booked that day (decision 121), at the warehouse. */
      collections: Collection[];
      previous: string | null;
      next: string | null;
    }
  | { ok: false; problem: string };

/** A real calendar day written `YYYY-MM-DD`. */
function isDay(value: string): boolean {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

/** The booked pickups of a day, grouped by window in the day's order; a window with none is still listed. */
export function byWindow(pickups: StaffDonation[]): { window: Window; pickups: StaffDonation[] }[] {
  return windows.map((window) => ({ window, pickups: pickups.filter((pickup) => pickup.pickup?.window === window) }));
}

export async function runSheet(db: Db, asked: string | null, today: string): Promise<RunSheet> {
  if (asked !== null && !isDay(asked))
    return { ok: false, problem: "There is no such day. Give it as YYYY-MM-DD, such as 2027-03-15." };
  const date = asked ?? (await dayWithPickups(db, today, "from"));
  if (date === null) return { ok: true, date: null, windows: [], collections: [], previous: null, next: null };
  const [pickups, previous, next] = [
    await pickupsOn(db, date),
    await dayWithPickups(db, date, "before"),
    await dayWithPickups(db, date, "after"),
  ];
  return { ok: true, date, windows: byWindow(pickups), collections: await collectionsOn(db, date), previous, next };
}
