/**
 * Places in a session that has a number of them (a class session's seats, a volunteer shift's places), in sign-up
 * order, written once for every wing that has such sessions (decisions 090, 101, 119). Taking a place counts the
 * places held and inserts a place or a place on the waitlist inside one transaction that holds the session's lock
 * (PostgreSQL's advisory lock; SQLite's `BEGIN IMMEDIATE` runs writers one at a time), so two people taking the last
 * place at once, on two origins, get one place and one waitlist place. A cancelled place is offered to the first
 * waiting, until the deadline the wing gives (`deadline`, kept on the place); an offer not confirmed in time is
 * cancelled and passes on. Each change takes `then`, run in the same transaction, for the email or text it causes
 * (the outboxes), and gives the wing's public pages a new version (`changed`, decision 098).
 *
 * A wing's places table has the columns seq, session_id, name, email, email_key, phone, locale, state,
 * signed_up_at, offered_at, offer_deadline and cancelled_at; its sessions table id, capacity and sign_up_open.
 */
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { inTransaction, lockWithinTransaction } from "~/db/transaction.server";
import type { Locale } from "~/i18n/locale";
import { emailKey } from "~/kits/records/championLookup";
import { maskEmail } from "~/platform/log.server";
import { maskPhone } from "~/sms/phoneNumber";

export type PlaceState = "seat" | "waitlist" | "offered" | "cancelled";

export type Place = {
  seq: number;
  sessionId: string;
  name: string;
  /** Empty for a person who gave only a mobile number. */
  email: string;
  /** The mobile number in E.164, or null. */
  phone: string | null;
  locale: Locale;
  state: PlaceState;
  signedUpAt: number;
  offeredAt: number | null;
  /** When a place offered stops being theirs to confirm (null for an offer made before deadlines were kept). */
  offerDeadline: number | null;
  cancelledAt: number | null;
};

type PlaceRow = {
  seq: number | string;
  session_id: string;
  name: string;
  email: string;
  phone: string | null;
  locale: Locale;
  state: PlaceState;
  signed_up_at: number | string;
  offered_at: number | string | null;
  offer_deadline: number | string | null;
  cancelled_at: number | string | null;
};

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

function placeFrom(row: PlaceRow): Place {
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

const placeColumns = sql`seq, session_id, name, email, phone, locale, state, signed_up_at, offered_at, offer_deadline,
  cancelled_at`;

/** What a change runs in its transaction (its email); `position` is a new waitlist place's number (1 is next). */
export type Then = (trx: Db, place: Place, position: number) => Promise<void>;

/** What a cancellation runs in its transaction (the person's confirmation), told what the place was. */
export type Cancelled = (trx: Db, place: Place, was: PlaceState) => Promise<void>;

export type TakeAnswer =
  | { kind: "seat" | "waitlist"; seat: Place; position: number }
  | { kind: "already"; seat: Place }
  | { kind: "closed" | "not-found" };

/** What a sign-up's page says was done: the place, and where its confirmation went (the number by its last digits). */
export type SignedUp = {
  done: "seat" | "waitlist" | "already";
  name: string;
  position: number;
  sentTo: { email: string } | { textTo: string };
};

/** The answer to a place taken (not "closed" or "not-found"), and the person's contact as a log may show it. */
export function signedUp(
  taken: TakeAnswer,
  person: { name: string; email: string | null; phone: string | null },
): { answer: SignedUp; masked: { email: string } | { phone: string } } {
  return {
    answer: {
      done: taken.kind as SignedUp["done"],
      name: person.name,
      position: "position" in taken ? taken.position : 0,
      sentTo: person.email === null ? { textTo: maskPhone(person.phone!) } : { email: person.email },
    },
    masked: person.email ? { email: maskEmail(person.email) } : { phone: maskPhone(person.phone!) },
  };
}

/** A place's email key: the address's, or for a person who gave only a number, `tel:` and the number. */
export const placeKey = (person: { email: string | null; phone?: string | null }) =>
  person.email ? emailKey(person.email) : `tel:${person.phone ?? ""}`;

export type PlaceQueueTables = {
  /** The places table and its sessions table (lower-case names, the same on both engines). */
  places: string;
  sessions: string;
  /** The advisory lock's name before the session's id. */
  lock: string;
  /** A window since an offer was made, for offers kept before their deadline was (none for a newer wing). */
  offerHoursBeforeDeadlines?: number;
  /** Gives the wing's public pages a new version, in the change's transaction. */
  changed(trx: Db): Promise<void>;
  /** Until when an offer made now in the session stays the person's (at or before `now`: none is made). */
  deadline(trx: Db, sessionId: string, now: number): Promise<number>;
};

/** The place queue over one wing's tables. */
export function placeQueue(tables: PlaceQueueTables) {
  const places = sql.table(tables.places);
  const sessions = sql.table(tables.sessions);
  const lockKey = (sessionId: string) => `${tables.lock}:${sessionId}`;
  const legacyWindow = (tables.offerHoursBeforeDeadlines ?? 0) * 3_600_000;
  /** An offer still open at `now`: before its deadline (or, made before deadlines were kept, within the window). */
  const offerOpenAt = (now: number) => sql`COALESCE(offer_deadline, offered_at + ${legacyWindow}) > ${now}`;

  async function held(trx: Db, sessionId: string): Promise<number> {
    const row = await firstRow(
      trx,
      sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM ${places}
        WHERE session_id = ${sessionId} AND state IN ('seat', 'offered')`,
    );
    return Number(row?.n ?? 0);
  }

  /** The person's place on the session's waitlist (1 is next), counting those who signed up before them. */
  async function waitlistPosition(trx: Db, place: Place): Promise<number> {
    const row = await firstRow(
      trx,
      sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM ${places}
        WHERE session_id = ${place.sessionId} AND state = 'waitlist' AND seq <= ${place.seq}`,
    );
    return Number(row?.n ?? 1);
  }

  async function placeOf(db: Db, seq: number): Promise<Place | null> {
    const row = await firstRow(db, sql<PlaceRow>`SELECT ${placeColumns} FROM ${places} WHERE seq = ${seq}`);
    return row ? placeFrom(row) : null;
  }

  /**
   * A place for the person if one is free, else the next place on the waitlist; an address or number already
   * holding a place in this session is told so rather than given a second one. The person gives an email address,
   * a mobile number in E.164, or both.
   */
  async function take(
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
        sql<{ capacity: number; sign_up_open: number }>`SELECT capacity, sign_up_open FROM ${sessions}
          WHERE id = ${sessionId}`,
      );
      if (!session) return { kind: "not-found" };
      const key = placeKey(person);
      const existing = await firstRow(
        trx,
        sql<PlaceRow>`SELECT ${placeColumns} FROM ${places}
          WHERE session_id = ${sessionId} AND state <> 'cancelled'
            AND (email_key = ${key} OR phone = ${person.phone ?? ""})`,
      );
      if (existing) return { kind: "already", seat: placeFrom(existing) };
      if (Number(session.sign_up_open) !== 1) return { kind: "closed" };
      const state: PlaceState = (await held(trx, sessionId)) < Number(session.capacity) ? "seat" : "waitlist";
      const row = await firstRow(
        trx,
        sql<PlaceRow>`INSERT INTO ${places} (session_id, name, email, phone, email_key, locale, state, signed_up_at)
          VALUES (${sessionId}, ${person.name}, ${person.email?.trim() ?? ""}, ${person.phone ?? null}, ${key},
            ${person.locale}, ${state}, ${now})
          RETURNING ${placeColumns}`,
      );
      const place = placeFrom(row!);
      await tables.changed(trx);
      const position = state === "seat" ? 0 : await waitlistPosition(trx, place);
      if (then) await then(trx, place, position);
      return state === "seat" ? { kind: "seat", seat: place, position } : { kind: "waitlist", seat: place, position };
    });
  }

  /** While places are free, the first on the waitlist are offered one each, until the wing's deadline. */
  async function offerFreePlaces(trx: Db, sessionId: string, then: Then | null, now: number) {
    const session = await firstRow(
      trx,
      sql<{ capacity: number }>`SELECT capacity FROM ${sessions} WHERE id = ${sessionId}`,
    );
    const free = Number(session?.capacity ?? 0) - (await held(trx, sessionId));
    if (free <= 0) return;
    const deadline = await tables.deadline(trx, sessionId, now);
    if (deadline <= now) return;
    const next = await rows(
      trx,
      sql<PlaceRow>`SELECT ${placeColumns} FROM ${places} WHERE session_id = ${sessionId} AND state = 'waitlist'
        ORDER BY seq LIMIT ${free}`,
    );
    for (const row of next) {
      await sql`UPDATE ${places} SET state = 'offered', offered_at = ${now}, offer_deadline = ${deadline}
        WHERE seq = ${row.seq}`.execute(trx);
      const place = { ...placeFrom(row), state: "offered" as const, offeredAt: now, offerDeadline: deadline };
      if (then) await then(trx, place, 0);
    }
  }

  /**
   * Cancels the person's place, waitlist place or offer; `cancelled` writes their confirmation, and a place freed
   * is offered to the first waiting (`offer`, for their email). False when there was nothing left to cancel.
   */
  async function cancel(
    db: Db,
    seq: number,
    handlers: { cancelled: Cancelled | null; offer: Then | null },
    now = Date.now(),
  ): Promise<boolean> {
    const before = await placeOf(db, seq);
    if (!before) return false;
    return inTransaction(db, async (trx) => {
      await lockWithinTransaction(trx, lockKey(before.sessionId));
      const place = await placeOf(trx, seq);
      if (!place || place.state === "cancelled") return false;
      await sql`UPDATE ${places} SET state = 'cancelled', cancelled_at = ${now} WHERE seq = ${seq}`.execute(trx);
      await tables.changed(trx);
      if (handlers.cancelled)
        await handlers.cancelled(trx, { ...place, state: "cancelled", cancelledAt: now }, place.state);
      await offerFreePlaces(trx, place.sessionId, handlers.offer, now);
      return true;
    });
  }

  /**
   * The person offered a place takes it before its deadline; false when the offer is no longer theirs (it passed
   * on, its time ran out, or it was taken).
   */
  async function confirmOffer(db: Db, seq: number, then: Then | null, now = Date.now()): Promise<boolean> {
    return inTransaction(db, async (trx) => {
      const result = await trx.executeQuery(
        sql`UPDATE ${places} SET state = 'seat'
          WHERE seq = ${seq} AND state = 'offered' AND ${offerOpenAt(now)}`.compile(trx),
      );
      if (Number(result.numAffectedRows ?? 0) === 0) return false;
      await tables.changed(trx);
      const place = await placeOf(trx, seq);
      if (then && place) await then(trx, place, 0);
      return true;
    });
  }

  /** Offers not confirmed by their deadline are cancelled and pass to the next waiting (a timer runs this); how many. */
  async function expireOffers(
    db: Db,
    handlers: { lapsed: Then | null; offer: Then | null },
    now = Date.now(),
  ): Promise<number> {
    const lapsed = await rows(
      db,
      sql<PlaceRow>`SELECT ${placeColumns} FROM ${places} WHERE state = 'offered' AND NOT ${offerOpenAt(now)}
        ORDER BY seq`,
    );
    let passed = 0;
    for (const row of lapsed) {
      const done = await inTransaction(db, async (trx) => {
        await lockWithinTransaction(trx, lockKey(row.session_id));
        const result = await trx.executeQuery(
          sql`UPDATE ${places} SET state = 'cancelled', cancelled_at = ${now}
            WHERE seq = ${row.seq} AND state = 'offered'`.compile(trx),
        );
        if (Number(result.numAffectedRows ?? 0) === 0) return false;
        await tables.changed(trx);
        if (handlers.lapsed) await handlers.lapsed(trx, { ...placeFrom(row), state: "cancelled", cancelledAt: now }, 0);
        await offerFreePlaces(trx, row.session_id, handlers.offer, now);
        return true;
      });
      if (done) passed++;
    }
    return passed;
  }

  /** Everyone who signed up for the session, in sign-up order (cancelled places too: staff see who left). */
  async function placesIn(db: Db, sessionId: string): Promise<Place[]> {
    const found = await rows(
      db,
      sql<PlaceRow>`SELECT ${placeColumns} FROM ${places} WHERE session_id = ${sessionId} ORDER BY seq`,
    );
    return found.map(placeFrom);
  }

  return { take, placeOf, cancel, confirmOffer, expireOffers, placesIn };
}
