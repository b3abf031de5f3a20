/**
 * Places held while a buyer is on the payment page, and the tickets a paid hold becomes (decision 124). Opening a
 * checkout holds the places in one transaction under the kind's lock (PostgreSQL's advisory lock; SQLite's
 * `BEGIN IMMEDIATE` runs writers one at a time), counting what is sold and what is held and not yet expired, so a
 * kind never sells more than it has, even for buyers at once on two origins. A hold ends paid (its tickets made),
 * released (the provider's `checkout.session.expired`) or at its expiry, after which its places count as free.
 */
import { randomInt, randomUUID } from "node:crypto";
import { changes, firstRow, rows, sql, type Db } from "~/db/engine.server";
import { inTransaction } from "~/db/transaction.server";
import type { Locale } from "~/i18n/locale";
import { freePlaces, kindById, placesLeft } from "./eventStore.server";
import { kindLock, offerFreedPlaces, openOffer, takeOffer } from "./waitlist.server";

/** How long places stay held for a buyer on the payment page (Stripe's shortest Checkout expiry is 30 minutes). */
export const HOLD_MINUTES = 30;

export type Buyer = { name: string; email: string; locale: Locale };

export type HoldAnswer =
  { kind: "held"; holdId: string; expiresAt: number } | { kind: "sold-out" | "not-found" | "offer-gone" };

/**
 * Holds the buyer's places if the kind has them: places left to anyone (`placesLeft`), or, for a person following
 * their waitlist offer (`offerSeq`), the place the offer kept for them, which the hold then takes over.
 */
export async function holdPlaces(
  db: Db,
  kindId: string,
  places: number,
  buyer: Buyer,
  now = Date.now(),
  offerSeq: number | null = null,
): Promise<HoldAnswer> {
  return inTransaction(db, async (trx) => {
    await kindLock(trx, kindId);
    const kind = await kindById(trx, kindId, now);
    if (!kind) return { kind: "not-found" };
    const offer = offerSeq === null ? null : await openOffer(trx, offerSeq, now);
    if (offerSeq !== null && offer?.kindId !== kindId) return { kind: "offer-gone" };
    if ((offer ? freePlaces(kind) + 1 : placesLeft(kind)) < places) return { kind: "sold-out" };
    const holdId = randomUUID();
    const expiresAt = now + HOLD_MINUTES * 60_000;
    await sql`INSERT INTO ticket_holds
        (id, kind_id, places, state, expires_at, buyer_name, email, locale, created_at)
      VALUES (${holdId}, ${kindId}, ${places}, 'held', ${expiresAt}, ${buyer.name}, ${buyer.email}, ${buyer.locale},
        ${now})`.execute(trx);
    if (offer) await takeOffer(trx, offer.seq, holdId);
    return { kind: "held", holdId, expiresAt };
  });
}

/** The provider's checkout session opened for the hold, to find the hold again from its events. */
export async function attachSession(db: Db, holdId: string, sessionId: string): Promise<void> {
  await sql`UPDATE ticket_holds SET session_id = ${sessionId} WHERE id = ${holdId}`.execute(db);
}

/**
 * The checkout expired or was abandoned: its places are free again, offered first to the kind's waitlist. True if
 * the hold was still held.
 */
export async function releaseHold(db: Db, holdId: string, now = Date.now()): Promise<boolean> {
  const hold = await firstRow(db, sql<{ kind_id: string }>`SELECT kind_id FROM ticket_holds WHERE id = ${holdId}`);
  if (!hold) return false;
  return inTransaction(db, async (trx) => {
    await kindLock(trx, hold.kind_id);
    const released = await changes(
      trx,
      sql`UPDATE ticket_holds SET state = 'released' WHERE id = ${holdId} AND state = 'held'`,
    );
    if (released > 0) await offerFreedPlaces(trx, hold.kind_id, now);
    return released > 0;
  });
}

/** A ticket's number: the festival's letters and eight digits, not guessable from another. */
const ticketNumber = () => `PF-${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;

/**
 * The hold was paid: one ticket per place, made once (a repeated event finds the hold paid and makes none). A hold
 * paid after its expiry still becomes tickets; the buyer paid, and the provider does not take payment on a session
 * past its own expiry, which is the hold's.
 */
export async function payHold(db: Db, holdId: string): Promise<string[]> {
  return inTransaction(db, async (trx) => {
    const hold = await firstRow(
      trx,
      sql<{ kind_id: string; places: number | string; buyer_name: string; email: string }>`
        SELECT kind_id, places, buyer_name, email FROM ticket_holds WHERE id = ${holdId} AND state <> 'paid'`,
    );
    if (!hold) return [];
    await sql`UPDATE ticket_holds SET state = 'paid' WHERE id = ${holdId}`.execute(trx);
    const numbers: string[] = [];
    for (let place = 0; place < Number(hold.places); place++) {
      const number = ticketNumber();
      await sql`INSERT INTO tickets (number, hold_id, kind_id, buyer_name, email)
        VALUES (${number}, ${holdId}, ${hold.kind_id}, ${hold.buyer_name}, ${hold.email})`.execute(trx);
      numbers.push(number);
    }
    return numbers;
  });
}

export type CheckIn =
  | { kind: "checked-in"; name: string; at: number }
  | { kind: "already"; name: string; at: number }
  | { kind: "not-found" };

/** A ticket of the event checks in once; a second time answers when it already did. */
export async function checkIn(db: Db, eventId: string, number: string, by: string, now = Date.now()): Promise<CheckIn> {
  return inTransaction(db, async (trx) => {
    const ticket = await firstRow(
      trx,
      sql<{ buyer_name: string; checked_in_at: number | string | null }>`
        SELECT t.buyer_name, t.checked_in_at FROM tickets t JOIN ticket_kinds k ON k.id = t.kind_id
        WHERE t.number = ${number.trim().toUpperCase()} AND k.event_id = ${eventId}`,
    );
    if (!ticket) return { kind: "not-found" };
    if (ticket.checked_in_at !== null)
      return { kind: "already", name: ticket.buyer_name, at: Number(ticket.checked_in_at) };
    await sql`UPDATE tickets SET checked_in_at = ${now}, checked_in_by = ${by}
      WHERE number = ${number.trim().toUpperCase()}`.execute(trx);
    return { kind: "checked-in", name: ticket.buyer_name, at: now };
  });
}

export type Arrival = { number: string; name: string; kind: string; checkedInAt: number | null };

/** The event's tickets, those not yet arrived first, for the door's list. */
export async function arrivals(db: Db, eventId: string): Promise<Arrival[]> {
  const found = await rows(
    db,
    sql<{ number: string; buyer_name: string; kind: string; checked_in_at: number | string | null }>`
      SELECT t.number, t.buyer_name, k.kind, t.checked_in_at FROM tickets t JOIN ticket_kinds k ON k.id = t.kind_id
      WHERE k.event_id = ${eventId} ORDER BY CASE WHEN t.checked_in_at IS NULL THEN 0 ELSE 1 END, t.buyer_name, t.number`,
  );
  return found.map((row) => ({
    number: row.number,
    name: row.buyer_name,
    kind: row.kind,
    checkedInAt: row.checked_in_at === null ? null : Number(row.checked_in_at),
  }));
}
