/**
 * The pages a volunteer's link opens, `/volunteer/cancel/<token>` and `/volunteer/confirm/<token>`: the places
 * kit's link pages over the shifts. A place given up is confirmed to its person and offered to the first waiting,
 * each message in the change's transaction.
 */
import type { Db } from "~/db/engine.server";
import { placeLinkPages } from "~/kits/places/placeLinkPages.server";
import { volunteerMailSettings } from "./mailSettings.server";
import { shiftPlaces } from "./places.server";
import { deadlineIn, placeCancelledMessage, placeOfferedMessage, placeTakenMessage } from "./shiftMessages.server";
import { shiftById, type Shift } from "./shifts.server";

export type { LinkPage } from "~/kits/places/placeLinkPages.server";

const places = () => shiftPlaces(volunteerMailSettings().timeZone);

export const { linkLoader, linkAction } = placeLinkPages({
  purposes: { cancel: "volunteer-cancel", confirm: "volunteer-offer" },
  name: "volunteer",
  placeOf: (db, seq) => places().placeOf(db, seq),
  sessionOf: shiftById,
  deadlineIn: (locale, deadline) => deadlineIn(locale, deadline, volunteerMailSettings().timeZone).email,
  act(trx, kind, place, shift) {
    return kind === "cancel"
      ? cancelPlace(trx, place.seq, shift)
      : places().confirmOffer(trx, place.seq, placeTakenMessage(volunteerMailSettings(), shift));
  },
});

/** A place given up (by its link, or from the portal): confirmed to its person and offered to the first waiting. */
export function cancelPlace(trx: Db, seq: number, shift: Shift) {
  const settings = volunteerMailSettings();
  return places().cancel(trx, seq, {
    cancelled: placeCancelledMessage(settings, shift),
    offer: placeOfferedMessage(settings, shift),
  });
}
