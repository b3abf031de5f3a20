/**
 * The pages an emailed class link opens (the places kit's link pages over the class sessions): `/dsclasses/cancel/<token>` (cancel a place) and
 * `/dsclasses/confirm/<token>` (take a seat offered from the waitlist), in either language. Opening the link only
 * asks (a mail scanner that follows it changes nothing); the button posts, guarded and limited. A place cancelled
 * is confirmed to its student (with a calendar cancellation for a seat) and offers its seat to the first waiting, a seat confirmed sends the seat's confirmation, each email in the change's
 * transaction.
 */
import { placeLinkPages } from "~/kits/places/placeLinkPages.server";
import { placeCancelledMail } from "./cancelEmails.server";
import { deadlineIn, placeTakenMail, seatOfferedMail } from "./classEmails.server";
import { classSession } from "./sessions.server";
import { cancelSeat, confirmOffer, seatOf } from "./seats.server";
import { classMailSettings } from "./signUpPage.server";

export type { LinkKind } from "~/kits/places/placeLinkPages.server";

export const { linkLoader, linkAction } = placeLinkPages({
  purposes: { cancel: "class-cancel", confirm: "class-offer" },
  name: "class",
  placeOf: seatOf,
  sessionOf: classSession,
  deadlineIn: (locale, deadline) => deadlineIn(locale, deadline, classMailSettings().timeZone).email,
  act(trx, kind, seat, session) {
    const settings = classMailSettings();
    return kind === "cancel"
      ? cancelSeat(trx, seat.seq, {
          cancelled: placeCancelledMail(settings, session),
          offer: seatOfferedMail(settings, session),
          timeZone: settings.timeZone,
        })
      : confirmOffer(trx, seat.seq, placeTakenMail(settings, session));
  },
});
