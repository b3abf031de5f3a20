/**
 * Seats of a class session, in sign-up order: the places kit's queue (`app/kits/places/placeQueue.server.ts`) over
 * `class_seats`, whose offers last OFFER_HOURS but never past the class's start (`offerDeadline`, kept on the
 * seat), and whose every change gives the public classes pages a new version (decision 098).
 */
import { rows, sql, type Db } from "~/db/engine.server";
import {
  placeKey,
  placeQueue,
  type Cancelled as PlaceCancelled,
  type Place,
  type PlaceState,
  type TakeAnswer as PlaceTakeAnswer,
  type Then as PlaceThen,
} from "~/kits/places/placeQueue.server";
import type { Meeting } from "~/classes/meetings";
import { OFFER_HOURS, offerDeadline } from "~/classes/offers";
import { bumpClassPagesVersion } from "./pagesVersion.server";

export { OFFER_HOURS };

export type SeatState = PlaceState;
export type Seat = Place;
export type Then = PlaceThen;
export type Cancelled = PlaceCancelled;
export type TakeAnswer = PlaceTakeAnswer;

/** A seat's email key: the address's, or for a student who gave only a number, `tel:` and the number. */
export const seatKey = placeKey;

/** The session's meetings, for an offer's deadline. */
async function meetingsOf(trx: Db, sessionId: string): Promise<Meeting[]> {
  return rows(
    trx,
    sql<Meeting>`SELECT number, date, starts, ends FROM class_meetings WHERE session_id = ${sessionId} ORDER BY number`,
  );
}

/** The zone offers' deadlines are read in; set by each handler that may make an offer. */
const queueIn = (timeZone: string) =>
  placeQueue({
    places: "class_seats",
    sessions: "class_sessions",
    lock: "class-session",
    offerHoursBeforeDeadlines: OFFER_HOURS,
    changed: bumpClassPagesVersion,
    // Nobody is offered a seat in a class that is over.
    deadline: async (trx, sessionId, now) => offerDeadline(await meetingsOf(trx, sessionId), now, timeZone),
  });

/** Takes, reads and lists seats: no offer is made through it, so its zone is never read. */
const queue = queueIn("UTC");

/**
 * A seat for the person if one is free, else the next place on the waitlist; an address or number already holding
 * a place in this session is told so rather than given a second one.
 */
export const takeSeat = queue.take;

export const seatOf = (db: Db, seq: number) => queue.placeOf(db, seq);

/**
 * Cancels the person's seat, waitlist place or offer; `cancelled` writes their confirmation, and a seat freed is
 * offered to the first waiting (`offer`, for their email) with a deadline in `timeZone`. False when there was
 * nothing left to cancel.
 */
export function cancelSeat(
  db: Db,
  seq: number,
  handlers: { cancelled: Cancelled | null; offer: Then | null; timeZone: string },
  now = Date.now(),
): Promise<boolean> {
  return queueIn(handlers.timeZone).cancel(db, seq, handlers, now);
}

/** The person offered a seat takes it before its deadline; false when the offer is no longer theirs. */
export const confirmOffer = (db: Db, seq: number, then: Then | null, now = Date.now()) =>
  queue.confirmOffer(db, seq, then, now);

/**
 * Offers not confirmed by their deadline are cancelled and the seat passes to the next waiting (the timer in
 * app/startup runs this); how many passed on.
 */
export function expireOffers(
  db: Db,
  handlers: { lapsed: Then | null; offer: Then | null; timeZone: string },
  now = Date.now(),
): Promise<number> {
  return queueIn(handlers.timeZone).expireOffers(db, handlers, now);
}

/** Everyone who signed up for the session, in sign-up order (cancelled places too: staff see who left). */
export const sessionSeats = (db: Db, sessionId: string) => queue.placesIn(db, sessionId);
