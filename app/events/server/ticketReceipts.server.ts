/**
 * A ticket purchase's receipt (decision 124): numbered (`TAT-…`, `receiptNumber.ts`) in the transaction that makes
 * the paid hold's tickets, keeping what was paid and the fair-market value of what the tickets give, so the email,
 * the ticket's PDF and `/verify` state the same figures. `/verify/<number>` says whether a number was issued and what
 * it acknowledges (the event, the tickets, what was paid, the value and the deductible rest), never who bought.
 */
import { randomBytes } from "node:crypto";
import { firstRow, sql, type Db } from "~/db/engine.server";
import { db as serverDb } from "~/db/serverStore.server";
import { dollars } from "~/gifts/amounts";
import { formatDate } from "~/i18n";
import type { Locale } from "~/i18n/locale";
import { dayIn } from "~/kits/calendar/days";
import { verification, type Verification } from "~/kits/documents/verifyLimit.server";
import type { Line } from "~/kits/documents/sections";
import { env } from "~/platform/env.server";
import { parseTicketReceiptNumber, ticketReceiptNumberFrom } from "~/events/receiptNumber";
import { eventWordsIn } from "~/events/words";

/** A paid purchase as its documents state it: the buyer, the event, the kind, the receipt's figures. */
export type Purchase = {
  holdId: string;
  buyerName: string;
  email: string;
  locale: Locale;
  receiptNumber: string;
  places: number;
  paidCents: number;
  fairMarketCents: number;
  issuedAt: number;
  eventId: string;
  event: { en: string; es: string };
  kind: { en: string; es: string };
  startsAt: string;
  place: string;
};

type PurchaseRow = {
  hold_id: string;
  buyer_name: string;
  email: string;
  locale: Locale;
  receipt_number: string;
  places: number | string;
  paid_cents: number | string;
  fair_market_cents: number | string;
  issued_at: number | string;
  event_id: string;
  event_en: string;
  event_es: string;
  kind_en: string;
  kind_es: string;
  starts_at: string;
  place: string;
};

const purchaseSelect = sql`SELECT h.id AS hold_id, h.buyer_name, h.email, h.locale, r.number AS receipt_number,
    r.places, r.paid_cents, r.fair_market_cents, r.issued_at, e.id AS event_id, e.name_en AS event_en,
    e.name_es AS event_es, k.name_en AS kind_en, k.name_es AS kind_es, e.starts_at, e.place
  FROM ticket_receipts r JOIN ticket_holds h ON h.id = r.hold_id JOIN ticket_kinds k ON k.id = h.kind_id
    JOIN events e ON e.id = k.event_id`;

function purchaseFrom(row: PurchaseRow | undefined): Purchase | null {
  if (!row) return null;
  return {
    holdId: row.hold_id,
    buyerName: row.buyer_name,
    email: row.email,
    locale: row.locale,
    receiptNumber: row.receipt_number,
    places: Number(row.places),
    paidCents: Number(row.paid_cents),
    fairMarketCents: Number(row.fair_market_cents),
    issuedAt: Number(row.issued_at),
    eventId: row.event_id,
    event: { en: row.event_en, es: row.event_es },
    kind: { en: row.kind_en, es: row.kind_es },
    startsAt: row.starts_at,
    place: row.place,
  };
}

export const purchaseOfHold = async (db: Db, holdId: string) =>
  purchaseFrom(await firstRow(db, sql<PurchaseRow>`${purchaseSelect} WHERE h.id = ${holdId}`));

export const purchaseOfReceipt = async (db: Db, number: string) =>
  purchaseFrom(await firstRow(db, sql<PurchaseRow>`${purchaseSelect} WHERE r.number = ${number}`));

export const purchaseOfTicket = async (db: Db, ticketNumber: string) =>
  purchaseFrom(
    await firstRow(
      db,
      sql<PurchaseRow>`${purchaseSelect} WHERE h.id = (SELECT hold_id FROM tickets WHERE number = ${ticketNumber})`,
    ),
  );

/** The paid hold's receipt, issued once (a repeated event finds it): what was paid and the value given; its number. */
export async function issueTicketReceipt(trx: Db, holdId: string, now = Date.now()): Promise<string | null> {
  const issued = await firstRow(
    trx,
    sql<{ number: string }>`SELECT number FROM ticket_receipts WHERE hold_id = ${holdId}`,
  );
  if (issued) return issued.number;
  const number = ticketReceiptNumberFrom(randomBytes(10));
  const made = await firstRow(
    trx,
    sql<{
      number: string;
    }>`INSERT INTO ticket_receipts (number, hold_id, places, paid_cents, fair_market_cents, issued_at)
      SELECT ${number}, h.id, h.places, h.places * k.price_cents, h.places * k.fair_market_cents, ${now}
      FROM ticket_holds h JOIN ticket_kinds k ON k.id = h.kind_id WHERE h.id = ${holdId}
      RETURNING number`,
  );
  return made?.number ?? null;
}

/** What the receipt acknowledges, in the page's language and in the organisation's time zone: never who bought. */
export function receiptLines(purchase: Purchase, locale: Locale, timeZone: string): Line[] {
  const words = eventWordsIn(locale).receipt;
  return [
    { label: words.number, value: purchase.receiptNumber },
    { label: words.event, value: purchase.event[locale] },
    { label: words.date, value: formatDate(locale, purchase.startsAt.slice(0, 10)) },
    { label: words.kind, value: words.kindValue(purchase.places, purchase.kind[locale]) },
    { label: words.paid, value: dollars(purchase.paidCents, locale) },
    { label: words.fairMarket, value: dollars(purchase.fairMarketCents, locale) },
    { label: words.deductible, value: dollars(Math.max(0, purchase.paidCents - purchase.fairMarketCents), locale) },
    { label: words.paidOn, value: formatDate(locale, dayIn(timeZone, purchase.issuedAt)) },
  ];
}

/** `/verify/<number>` for a ticket receipt's number: limited per client with every other check, never the buyer. */
export function verifyTicketReceipt(input: string, clientAddress: string, locale: Locale): Promise<Verification> {
  return verification("ticket receipt", clientAddress, async () => {
    const number = parseTicketReceiptNumber(input);
    const purchase = number ? await purchaseOfReceipt(serverDb(), number) : null;
    return purchase && receiptLines(purchase, locale, env().orgTimeZone);
  });
}
