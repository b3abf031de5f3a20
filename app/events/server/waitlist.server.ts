/**
 * A sold-out kind's waitlist (decision 124): a person gives a name, an email and a language; when a place frees (a
 * hold released or past its expiry, staff adding places) the first waiting are offered one each, by email, until a
 * deadline (`OFFER_HOURS`, never past the event's start), the place counted as theirs meanwhile. Following the offer
 * a person holds the place as any buyer does, ahead of the rest (a checkout they leave gives the place back to their
 * offer until its deadline); an offer not taken by its deadline lapses and passes on. Each change happens under the kind's lock, its email in the same transaction (the outbox). The entries of an
 * event that has passed are deleted. The places kit's queue is not used: its places are the thing itself, while a
 * ticket's place is a hold until it is paid, counted from the holds and the tickets (`eventStore.server.ts`).
 */
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { inTransaction, lockWithinTransaction } from "~/db/transaction.server";
import type { Locale } from "~/i18n/locale";
import { dayIn } from "~/kits/calendar/days";
import { zonedInstant } from "~/kits/calendar/zonedInstant";
import { emailKey } from "~/kits/records/championLookup";
import { env } from "~/platform/env.server";
import { freePlaces, kindById, placesLeft } from "./eventStore.server";
import type { Waiting, WaitlistEntry } from "~/events/waitlistEntry";
import { queueOfferEmail } from "./waitlistEmail.server";

/** How long an offered place stays the person's to buy (and never past the event's start). */
export const OFFER_HOURS = 24;

type EntryRow = {
  seq: number | string;
  kind_id: string;
  name: string;
  email: string;
  locale: Locale;
  state: WaitlistEntry["state"];
  offer_deadline: number | string | null;
};

const entryFrom = (row: EntryRow): WaitlistEntry => ({
  seq: Number(row.seq),
  kindId: row.kind_id,
  name: row.name,
  email: row.email,
  locale: row.locale,
  state: row.state,
  offerDeadline: row.offer_deadline === null ? null : Number(row.offer_deadline),
});

const entryColumns = sql`seq, kind_id, name, email, locale, state, offer_deadline`;

export const kindLock = (trx: Db, kindId: string) => lockWithinTransaction(trx, `ticket-kind:${kindId}`);

export type JoinAnswer =
  { kind: "waiting"; position: number } | { kind: "already" } | { kind: "open" } | { kind: "not-found" };

async function positionOf(trx: Db, kindId: string, seq: number): Promise<number> {
  const row = await firstRow(
    trx,
    sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM ticket_waitlist
      WHERE kind_id = ${kindId} AND state = 'waiting' AND seq <= ${seq}`,
  );
  return Number(row?.n ?? 1);
}

/** The person joins the kind's waitlist: "open" while places are left to buy, "already" for a live entry of theirs. */
export async function joinWaitlist(db: Db, kindId: string, person: Waiting, now = Date.now()): Promise<JoinAnswer> {
  return inTransaction(db, async (trx) => {
    await kindLock(trx, kindId);
    const kind = await kindById(trx, kindId, now);
    if (!kind) return { kind: "not-found" };
    const key = emailKey(person.email);
    const live = await firstRow(
      trx,
      sql<{ seq: number }>`SELECT seq FROM ticket_waitlist
        WHERE kind_id = ${kindId} AND email_key = ${key} AND state IN ('waiting', 'offered')`,
    );
    if (live) return { kind: "already" };
    if (placesLeft(kind) > 0) return { kind: "open" };
    const row = await firstRow(
      trx,
      sql<{ seq: number | string }>`INSERT INTO ticket_waitlist
          (kind_id, name, email, email_key, locale, state, signed_up_at)
        VALUES (${kindId}, ${person.name}, ${person.email}, ${key}, ${person.locale}, 'waiting', ${now})
        RETURNING seq`,
    );
    return { kind: "waiting", position: await positionOf(trx, kindId, Number(row!.seq)) };
  });
}

/** Until when an offer made now stays the person's: OFFER_HOURS, cut at the event's start. */
function deadlineFor(startsAt: string, now: number): number {
  const [day, time] = startsAt.split("T") as [string, string];
  return Math.min(now + OFFER_HOURS * 3_600_000, zonedInstant(day, time, env().orgTimeZone));
}

/**
 * While the kind has places nobody holds, the first waiting are offered one each, with their email; how many were
 * offered. Run in a transaction that holds the kind's lock.
 */
export async function offerFreedPlaces(trx: Db, kindId: string, now = Date.now()): Promise<number> {
  // An offer stays the person's until its deadline: a checkout they opened from it and left is theirs again first.
  await sql`UPDATE ticket_waitlist SET state = 'offered', hold_id = NULL
    WHERE kind_id = ${kindId} AND state = 'taken' AND offer_deadline > ${now}
      AND hold_id IN (SELECT id FROM ticket_holds WHERE kind_id = ${kindId} AND state IN ('released', 'expired'))`.execute(
    trx,
  );
  const kind = await kindById(trx, kindId, now);
  const free = kind ? freePlaces(kind) : 0;
  if (!kind || free <= 0 || kind.waiting === 0) return 0;
  const event = await firstRow(
    trx,
    sql<{ starts_at: string }>`SELECT starts_at FROM events WHERE id = ${kind.eventId}`,
  );
  const deadline = deadlineFor(event!.starts_at, now);
  if (deadline <= now) return 0;
  const next = await rows(
    trx,
    sql<EntryRow>`SELECT ${entryColumns} FROM ticket_waitlist WHERE kind_id = ${kindId} AND state = 'waiting'
      ORDER BY seq LIMIT ${free}`,
  );
  for (const row of next) {
    await sql`UPDATE ticket_waitlist SET state = 'offered', offered_at = ${now}, offer_deadline = ${deadline}
      WHERE seq = ${row.seq}`.execute(trx);
    await queueOfferEmail(trx, { ...entryFrom(row), state: "offered", offerDeadline: deadline });
  }
  return next.length;
}

/** Staff add places to a kind (its quantity grows by `more`); the first waiting are offered them. How many were. */
export async function addPlaces(db: Db, kindId: string, more: number, now = Date.now()): Promise<number> {
  return inTransaction(db, async (trx) => {
    await kindLock(trx, kindId);
    await sql`UPDATE ticket_kinds SET quantity = quantity + ${more} WHERE id = ${kindId}`.execute(trx);
    return offerFreedPlaces(trx, kindId, now);
  });
}

/** An offer still open at `now`, or null (taken, lapsed, or not an offer). */
export async function openOffer(db: Db, seq: number, now = Date.now()): Promise<WaitlistEntry | null> {
  const row = await firstRow(
    db,
    sql<EntryRow>`SELECT ${entryColumns} FROM ticket_waitlist
      WHERE seq = ${seq} AND state = 'offered' AND offer_deadline > ${now}`,
  );
  return row ? entryFrom(row) : null;
}

/** The offer becomes the person's hold (in the hold's transaction, under the kind's lock). */
export async function takeOffer(trx: Db, seq: number, holdId: string): Promise<void> {
  await sql`UPDATE ticket_waitlist SET state = 'taken', hold_id = ${holdId} WHERE seq = ${seq}`.execute(trx);
}

/**
 * The timer's work: holds past their expiry that the provider never reported are marked expired, offers past their
 * deadline lapse, and either way the places they free are offered to the next waiting; then the waitlists of events
 * whose day has passed are deleted. How many offers were made.
 */
export async function passOnFreedPlaces(db: Db, now = Date.now()): Promise<number> {
  const kinds = await rows(
    db,
    sql<{ kind_id: string }>`SELECT kind_id FROM ticket_holds WHERE state = 'held' AND expires_at <= ${now}
      UNION SELECT kind_id FROM ticket_waitlist WHERE state = 'offered' AND offer_deadline <= ${now}`,
  );
  let offered = 0;
  for (const { kind_id: kindId } of kinds) {
    offered += await inTransaction(db, async (trx) => {
      await kindLock(trx, kindId);
      await sql`UPDATE ticket_holds SET state = 'expired'
        WHERE kind_id = ${kindId} AND state = 'held' AND expires_at <= ${now}`.execute(trx);
      await sql`UPDATE ticket_waitlist SET state = 'lapsed'
        WHERE kind_id = ${kindId} AND state = 'offered' AND offer_deadline <= ${now}`.execute(trx);
      return offerFreedPlaces(trx, kindId, now);
    });
  }
  await sql`DELETE FROM ticket_waitlist WHERE kind_id IN (SELECT k.id FROM ticket_kinds k
      JOIN events e ON e.id = k.event_id WHERE e.starts_at < ${dayIn(env().orgTimeZone, now)})`.execute(db);
  return offered;
}
