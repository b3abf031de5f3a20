/**
 * The festival's events and their ticket kinds (issue 48 §4, decision 124): what staff create at `/staff/events`,
 * each name in both languages, money in whole cents. An event's day and time is kept as the organisation's local
 * "YYYY-MM-DDTHH:MM", the way staff type it and the page states it.
 */
import { randomUUID } from "node:crypto";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { inTransaction } from "~/db/transaction.server";

import type { ReadEvent, TicketKindName } from "~/events/eventForm";

export type { TicketKindName };

/** What the staff's form makes: the event and its kinds (`eventForm.ts`). */
export type NewEvent = ReadEvent;

export type NewTicketKind = ReadEvent["kinds"][number];

/** `offered`: places offered from the waitlist and still open; `waiting`: people on the kind's waitlist. */
export type TicketKind = NewTicketKind & {
  id: string;
  eventId: string;
  sold: number;
  held: number;
  offered: number;
  waiting: number;
};

export type FestivalEvent = Omit<NewEvent, "kinds"> & { id: string; kinds: TicketKind[] };

type EventRow = { id: string; name_en: string; name_es: string; starts_at: string; place: string };

type KindRow = {
  id: string;
  event_id: string;
  kind: TicketKindName;
  name_en: string;
  name_es: string;
  price_cents: number | string;
  quantity: number | string;
  fair_market_cents: number | string;
  sold: number | string;
  held: number | string;
  offered: number | string;
  waiting: number | string;
};

export async function createEvent(db: Db, event: NewEvent, now = Date.now()): Promise<string> {
  const id = randomUUID();
  await inTransaction(db, async (trx) => {
    await sql`INSERT INTO events (id, name_en, name_es, starts_at, place, created_at)
      VALUES (${id}, ${event.nameEn}, ${event.nameEs}, ${event.startsAt}, ${event.place}, ${now})`.execute(trx);
    for (const kind of event.kinds) {
      await sql`INSERT INTO ticket_kinds
          (id, event_id, kind, name_en, name_es, price_cents, quantity, fair_market_cents)
        VALUES (${randomUUID()}, ${id}, ${kind.kind}, ${kind.nameEn}, ${kind.nameEs}, ${kind.priceCents},
          ${kind.quantity}, ${kind.fairMarketCents})`.execute(trx);
    }
  });
  return id;
}

/**
 * A kind's places sold (tickets), held (a checkout still open at `now`) and offered (to the first waiting, until the
 * offer's deadline), and how many wait.
 */
const kindColumns = (now: number) => sql`k.id, k.event_id, k.kind, k.name_en, k.name_es, k.price_cents, k.quantity,
  k.fair_market_cents,
  (SELECT COUNT(*) FROM tickets t WHERE t.kind_id = k.id) AS sold,
  (SELECT COALESCE(SUM(h.places), 0) FROM ticket_holds h
    WHERE h.kind_id = k.id AND h.state = 'held' AND h.expires_at > ${now}) AS held,
  (SELECT COUNT(*) FROM ticket_waitlist w
    WHERE w.kind_id = k.id AND w.state = 'offered' AND w.offer_deadline > ${now}) AS offered,
  (SELECT COUNT(*) FROM ticket_waitlist w WHERE w.kind_id = k.id AND w.state = 'waiting') AS waiting`;

const kindFrom = (row: KindRow): TicketKind => ({
  id: row.id,
  eventId: row.event_id,
  kind: row.kind,
  nameEn: row.name_en,
  nameEs: row.name_es,
  priceCents: Number(row.price_cents),
  quantity: Number(row.quantity),
  fairMarketCents: Number(row.fair_market_cents),
  sold: Number(row.sold),
  held: Number(row.held),
  offered: Number(row.offered),
  waiting: Number(row.waiting),
});

/** Places nobody has: the quantity less those sold, held and offered. */
export const freePlaces = (kind: TicketKind) => Math.max(0, kind.quantity - kind.sold - kind.held - kind.offered);

/**
 * Places a buyer may still take: the free places less those owed to the people waiting, who come first (a place a
 * hold's expiry frees is theirs before the timer has offered it).
 */
export const placesLeft = (kind: TicketKind) => Math.max(0, freePlaces(kind) - kind.waiting);

async function withKinds(db: Db, row: EventRow | undefined, now: number): Promise<FestivalEvent | null> {
  if (!row) return null;
  const kinds = await rows(
    db,
    sql<KindRow>`SELECT ${kindColumns(now)} FROM ticket_kinds k WHERE k.event_id = ${row.id} ORDER BY k.kind`,
  );
  return {
    id: row.id,
    nameEn: row.name_en,
    nameEs: row.name_es,
    startsAt: row.starts_at,
    place: row.place,
    kinds: kinds.map(kindFrom),
  };
}

export async function eventById(db: Db, id: string, now = Date.now()): Promise<FestivalEvent | null> {
  const row = await firstRow(
    db,
    sql<EventRow>`SELECT id, name_en, name_es, starts_at, place FROM events WHERE id = ${id}`,
  );
  return withKinds(db, row, now);
}

/** The first event whose day and time (local, "YYYY-MM-DDTHH:MM") is not before `today` ("YYYY-MM-DD"). */
export async function nextEvent(db: Db, today: string, now = Date.now()): Promise<FestivalEvent | null> {
  const row = await firstRow(
    db,
    sql<EventRow>`SELECT id, name_en, name_es, starts_at, place FROM events
      WHERE starts_at >= ${today} ORDER BY starts_at, id LIMIT 1`,
  );
  return withKinds(db, row, now);
}

export async function allEvents(db: Db): Promise<EventRow[]> {
  return rows(db, sql<EventRow>`SELECT id, name_en, name_es, starts_at, place FROM events ORDER BY starts_at DESC`);
}

export async function kindById(db: Db, id: string, now = Date.now()): Promise<TicketKind | null> {
  const row = await firstRow(db, sql<KindRow>`SELECT ${kindColumns(now)} FROM ticket_kinds k WHERE k.id = ${id}`);
  return row ? kindFrom(row) : null;
}
