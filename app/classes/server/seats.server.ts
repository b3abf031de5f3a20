/**
 * Seats of a class session, in sign-up order. Taking a place counts the seats held and inserts a seat or a place
 * on the waitlist inside one transaction that holds the session's lock (PostgreSQL's advisory lock; SQLite's
 * `BEGIN IMMEDIATE` runs writers one at a time), so two people taking the last seat at once, on two origins, get
 * one seat and one waitlist place. A cancelled seat is offered to the first waiting, who has OFFER_HOURS to
 * confirm, never past the class's start (`offerDeadline`, kept on the seat); an offer not confirmed in time is
 * cancelled and passes on. Each change takes `then`, run in the same
 * transaction, for the email it causes (the outbox), and gives the public pages a new version (decision 098).
 */
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { inTransaction, lockWithinTransaction } from "~/db/transaction.server";
import type { Locale } from "~/i18n/locale";
import { emailKey } from "~/kits/records/championLookup";
import type { Meeting } from "~/classes/meetings";
import { OFFER_HOURS, offerDeadline } from "~/classes/offers";
import { bumpClassPagesVersion } from "./pagesVersion.server";

export { OFFER_HOURS };

export type SeatState = "seat" | "waitlist" | "offered" | "cancelled";

export type Seat = {
  seq: number;
  sessionId: string;
  name: string;
  /** Empty for a student who gave only a mobile number. */
  email: string;
  /** The mobile number in E.164, or null. */
  phone: string | null;
  locale: Locale;
  state: SeatState;
  signedUpAt: number;
  offeredAt: number | null;
  /** When a seat offered stops being theirs to confirm (null for an offer made before deadlines were kept). */
  offerDeadline: number | null;
  cancelledAt: number | null;
};

type SeatRow = {
  seq: number | string;
  session_id: string;
  name: string;
  email: string;
  phone: string | null;
  locale: Locale;
  state: SeatState;
  signed_up_at: number | string;
  offered_at: number | string | null;
  offer_deadline: number | string | null;
  cancelled_at: number | string | null;
};

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

function seatFrom(row: SeatRow): Seat {
  return {
    seq: Number(row.seq),
    sessionId: row.session_id,
    name: row.name,
    email: row.email,
    phone: row.phone ?? null,
    locale: row.locale,
    state: row.state,
    signedUpAt: Number(row.signed_up_at),
    offeredAt: numberOrNull(row.offered_at),
    offerDeadline: numberOrNull(row.offer_deadline),
    cancelledAt: numberOrNull(row.cancelled_at),
  };
}

const seatColumns = sql`seq, session_id, name, email, phone, locale, state, signed_up_at, offered_at, offer_deadline,
  cancelled_at`;

/** An offer still open at `now`: before its deadline (or, made before deadlines were kept, within OFFER_HOURS). */
const offerOpenAt = (now: number) => sql`COALESCE(offer_deadline, offered_at + ${OFFER_HOURS * 3_600_000}) > ${now}`;

/** What a change runs in its transaction (its email); `position` is a new waitlist place's number (1 is next). */
export type Then = (trx: Db, seat: Seat, position: number) => Promise<void>;

export type TakeAnswer =
  | { kind: "seat" | "waitlist"; seat: Seat; position: number }
  | { kind: "already"; seat: Seat }
  | { kind: "closed" | "not-found" };

const lockKey = (sessionId: string) => `class-session:${sessionId}`;

async function heldSeats(trx: Db, sessionId: string): Promise<number> {
  const row = await firstRow(
    trx,
    sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM class_seats
      WHERE session_id = ${sessionId} AND state IN ('seat', 'offered')`,
  );
  return Number(row?.n ?? 0);
}

/** The person's place on the session's waitlist (1 is next), counting those who signed up before them. */
async function waitlistPosition(trx: Db, seat: Seat): Promise<number> {
  const row = await firstRow(
    trx,
    sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM class_seats
      WHERE session_id = ${seat.sessionId} AND state = 'waitlist' AND seq <= ${seat.seq}`,
  );
  return Number(row?.n ?? 1);
}

/** A seat's email key: the address's, or for a student who gave only a number, `tel:` and the number. */
export const seatKey = (person: { email: string | null; phone?: string | null }) =>
  person.email ? emailKey(person.email) : `tel:${person.phone ?? ""}`;

/**
 * A seat for the person if one is free, else the next place on the waitlist; an address or number already holding
 * a place in this session is told so rather than given a second one. The person gives an email address, a mobile
 * number in E.164, or both.
 */
export async function takeSeat(
  db: Db,
  sessionId: string,
  person: { name: string; email: string | null; phone?: string | null; locale: Locale },
  then: Then | null,
  now = Date.now(),
): Promise<TakeAnswer> {
  return inTransaction(db, async (trx) => {
    await lockWithinTransaction(trx, lockKey(sessionId));
    const session = await firstRow(
      trx,
      sql<{ capacity: number; sign_up_open: number }>`SELECT capacity, sign_up_open FROM class_sessions
        WHERE id = ${sessionId}`,
    );
    if (!session) return { kind: "not-found" };
    const key = seatKey(person);
    const existing = await firstRow(
      trx,
      sql<SeatRow>`SELECT ${seatColumns} FROM class_seats
        WHERE session_id = ${sessionId} AND state <> 'cancelled'
          AND (email_key = ${key} OR phone = ${person.phone ?? ""})`,
    );
    if (existing) return { kind: "already", seat: seatFrom(existing) };
    if (Number(session.sign_up_open) !== 1) return { kind: "closed" };
    const state: SeatState = (await heldSeats(trx, sessionId)) < Number(session.capacity) ? "seat" : "waitlist";
    const row = await firstRow(
      trx,
      sql<SeatRow>`INSERT INTO class_seats (session_id, name, email, phone, email_key, locale, state, signed_up_at)
        VALUES (${sessionId}, ${person.name}, ${person.email?.trim() ?? ""}, ${person.phone ?? null}, ${key}, ${person.locale},
          ${state}, ${now})
        RETURNING ${seatColumns}`,
    );
    const seat = seatFrom(row!);
    await bumpClassPagesVersion(trx);
    const position = state === "seat" ? 0 : await waitlistPosition(trx, seat);
    if (then) await then(trx, seat, position);
    return state === "seat" ? { kind: "seat", seat, position } : { kind: "waitlist", seat, position };
  });
}

export async function seatOf(db: Db, seq: number): Promise<Seat | null> {
  const row = await firstRow(db, sql<SeatRow>`SELECT ${seatColumns} FROM class_seats WHERE seq = ${seq}`);
  return row ? seatFrom(row) : null;
}

/** The session's meetings, for an offer's deadline. */
async function meetingsOf(trx: Db, sessionId: string): Promise<Meeting[]> {
  return rows(
    trx,
    sql<Meeting>`SELECT number, date, starts, ends FROM class_meetings WHERE session_id = ${sessionId} ORDER BY number`,
  );
}

/**
 * While seats are free, the first on the waitlist are offered one each, until OFFER_HOURS pass or the class starts
 * (`offerDeadline`); nobody is offered a seat in a class that is over. Those offered.
 */
async function offerFreeSeats(trx: Db, sessionId: string, then: Then | null, timeZone: string, now: number) {
  const session = await firstRow(
    trx,
    sql<{ capacity: number }>`SELECT capacity FROM class_sessions WHERE id = ${sessionId}`,
  );
  const free = Number(session?.capacity ?? 0) - (await heldSeats(trx, sessionId));
  if (free <= 0) return [];
  const deadline = offerDeadline(await meetingsOf(trx, sessionId), now, timeZone);
  if (deadline <= now) return [];
  const next = await rows(
    trx,
    sql<SeatRow>`SELECT ${seatColumns} FROM class_seats WHERE session_id = ${sessionId} AND state = 'waitlist'
      ORDER BY seq LIMIT ${free}`,
  );
  const offered: Seat[] = [];
  for (const row of next) {
    await sql`UPDATE class_seats SET state = 'offered', offered_at = ${now}, offer_deadline = ${deadline}
      WHERE seq = ${row.seq}`.execute(trx);
    const seat = { ...seatFrom(row), state: "offered" as const, offeredAt: now, offerDeadline: deadline };
    if (then) await then(trx, seat, 0);
    offered.push(seat);
  }
  return offered;
}

/** What a cancellation runs in its transaction (the student's confirmation), told what the place was. */
export type Cancelled = (trx: Db, seat: Seat, was: SeatState) => Promise<void>;

/**
 * Cancels the person's seat, waitlist place or offer; `cancelled` writes their confirmation, and a seat freed is
 * offered to the first waiting (`offer`, for their email) with a deadline in `timeZone`. False when there was
 * nothing left to cancel.
 */
export async function cancelSeat(
  db: Db,
  seq: number,
  handlers: { cancelled: Cancelled | null; offer: Then | null; timeZone: string },
  now = Date.now(),
): Promise<boolean> {
  const before = await seatOf(db, seq);
  if (!before) return false;
  return inTransaction(db, async (trx) => {
    await lockWithinTransaction(trx, lockKey(before.sessionId));
    const seat = await seatOf(trx, seq);
    if (!seat || seat.state === "cancelled") return false;
    await sql`UPDATE class_seats SET state = 'cancelled', cancelled_at = ${now} WHERE seq = ${seq}`.execute(trx);
    await bumpClassPagesVersion(trx);
    if (handlers.cancelled)
      await handlers.cancelled(trx, { ...seat, state: "cancelled", cancelledAt: now }, seat.state);
    await offerFreeSeats(trx, seat.sessionId, handlers.offer, handlers.timeZone, now);
    return true;
  });
}

/**
 * The person offered a seat takes it before its deadline; false when the offer is no longer theirs (it passed on,
 * its time ran out, or it was taken).
 */
export async function confirmOffer(db: Db, seq: number, then: Then | null, now = Date.now()): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const result = await trx.executeQuery(
      sql`UPDATE class_seats SET state = 'seat'
        WHERE seq = ${seq} AND state = 'offered' AND ${offerOpenAt(now)}`.compile(trx),
    );
    if (Number(result.numAffectedRows ?? 0) === 0) return false;
    await bumpClassPagesVersion(trx);
    const seat = await seatOf(trx, seq);
    if (then && seat) await then(trx, seat, 0);
    return true;
  });
}

/**
 * Offers not confirmed by their deadline are cancelled and the seat passes to the next waiting (the timer in
 * app/startup runs this); how many passed on.
 */
export async function expireOffers(
  db: Db,
  handlers: { lapsed: Then | null; offer: Then | null; timeZone: string },
  now = Date.now(),
): Promise<number> {
  const lapsed = await rows(
    db,
    sql<SeatRow>`SELECT ${seatColumns} FROM class_seats WHERE state = 'offered' AND NOT ${offerOpenAt(now)}
      ORDER BY seq`,
  );
  let passed = 0;
  for (const row of lapsed) {
    const done = await inTransaction(db, async (trx) => {
      await lockWithinTransaction(trx, lockKey(row.session_id));
      const result = await trx.executeQuery(
        sql`UPDATE class_seats SET state = 'cancelled', cancelled_at = ${now}
          WHERE seq = ${row.seq} AND state = 'offered'`.compile(trx),
      );
      if (Number(result.numAffectedRows ?? 0) === 0) return false;
      await bumpClassPagesVersion(trx);
      if (handlers.lapsed) await handlers.lapsed(trx, { ...seatFrom(row), state: "cancelled", cancelledAt: now }, 0);
      await offerFreeSeats(trx, row.session_id, handlers.offer, handlers.timeZone, now);
      return true;
    });
    if (done) passed++;
  }
  return passed;
}

/** Everyone who signed up for the session, in sign-up order (cancelled places too: staff see who left). */
export async function sessionSeats(db: Db, sessionId: string): Promise<Seat[]> {
  const found = await rows(
    db,
    sql<SeatRow>`SELECT ${seatColumns} FROM class_seats WHERE session_id = ${sessionId} ORDER BY seq`,
  );
  return found.map(seatFrom);
}
