/**
 * The places of a volunteer shift: the places kit's queue over `volunteer_places` (decision 119), whose offers last
 * OFFER_HOURS but never past the shift's start (`shiftOfferDeadline`), and whose every change gives `/volunteer` a
 * new version.
 */
import { firstRow, sql, type Db } from "~/db/engine.server";
import { placeQueue } from "~/kits/places/placeQueue.server";
import { shiftOfferDeadline } from "~/volunteering/roles";
import { bumpVolunteerPagesVersion } from "./pagesVersion.server";

export type { Place, Then, Cancelled } from "~/kits/places/placeQueue.server";
export { placeKey } from "~/kits/places/placeQueue.server";

/** The queue with offers' deadlines read in `timeZone`. */
export const shiftPlaces = (timeZone: string) =>
  placeQueue({
    places: "volunteer_places",
    sessions: "volunteer_shifts",
    lock: "volunteer-shift",
    changed: bumpVolunteerPagesVersion,
    async deadline(trx: Db, shiftId: string, now: number) {
      const shift = await firstRow(
        trx,
        sql<{ date: string; starts: string; ends: string }>`SELECT date, starts, ends FROM volunteer_shifts
          WHERE id = ${shiftId}`,
      );
      return shift ? shiftOfferDeadline(shift, now, timeZone) : now;
    },
  });
