/**
 * The gifts as this site keeps them (issue 47, decision 115; table `gifts`, migration 27). A gift is made by the
 * giving form before the donor leaves for the provider's hosted page (state `open`), becomes `paid` when the
 * provider says so (its webhook) or `expired` when the hosted page was abandoned; a monthly gift then keeps its
 * provider subscription's state (`active`, `paused` until a day, `past_due`, `cancelled`). The donor is found as a
 * device donor is: by the email key (or a mobile number, E.164) and, once they can sign in, the champion. Amounts in
 * whole cents; the fee the donor chose to cover is kept apart from the gift.
 */
import { randomBytes } from "node:crypto";
import { changes, firstRow, rows, sql, type Db } from "~/db/engine.server";
import type { Locale } from "~/i18n/locale";
import { emailKey } from "~/kits/records/championLookup";
import type { Frequency } from "~/gifts/amounts";

export type GiftState = "open" | "paid" | "expired";
export type MonthlyState = "active" | "paused" | "past_due" | "cancelled";
export type TributeKind = "honour" | "memory";

export type Tribute = {
  kind: TributeKind;
  name: string;
  /** Whom a notice goes to (never with the amount), or null for none. */
  noticeEmail: string | null;
  /** The day (YYYY-MM-DD, the organisation's time zone) the notice goes; today's goes at once. */
  noticeOn: string | null;
};

/** What the giving form gathered: everything a gift is before it is paid. */
export type NewGift = {
  frequency: Frequency;
  name: string;
  email: string;
  phone: string | null;
  amountCents: number;
  feeCents: number;
  locale: Locale;
  tribute: Tribute | null;
  employer: string | null;
  listedPublicly: boolean;
  campaignId?: string | null;
  /** The supporter's page of the campaign it was given through (issue 48 §3, decision 125). */
  supporterId?: string | null;
};

export type Gift = NewGift & {
  id: string;
  state: GiftState;
  emailKey: string;
  championId: string | null;
  tributeNoticeSentAt: number | null;
  campaignId: string | null;
  supporterId: string | null;
  stripeSessionId: string | null;
  stripeCustomerId: string | null;
  stripePaymentIntentId: string | null;
  stripeSubscriptionId: string | null;
  monthlyState: MonthlyState | null;
  pausedUntil: number | null;
  cancelledAt: number | null;
  createdAt: number;
  paidAt: number | null;
  endedAt: number | null;
};

type Time = number | string | null;
type GiftRow = {
  id: string;
  frequency: Frequency;
  state: GiftState;
  name: string;
  email: string;
  email_key: string;
  phone: string | null;
  champion_id: string | null;
  amount_cents: number | string;
  fee_cents: number | string;
  locale: Locale;
  tribute_kind: TributeKind | null;
  tribute_name: string | null;
  tribute_notice_email: string | null;
  tribute_notice_on: string | null;
  tribute_notice_sent_at: Time;
  employer: string | null;
  listed_publicly: number | string;
  campaign_id: string | null;
  supporter_id: string | null;
  stripe_session_id: string | null;
  stripe_customer_id: string | null;
  stripe_payment_intent_id: string | null;
  stripe_subscription_id: string | null;
  monthly_state: MonthlyState | null;
  paused_until: Time;
  cancelled_at: Time;
  created_at: number | string;
  paid_at: Time;
  ended_at: Time;
};

const time = (value: Time) => (value === null ? null : Number(value));

function giftFrom(row: GiftRow): Gift {
  return {
    id: row.id,
    frequency: row.frequency,
    state: row.state,
    name: row.name,
    email: row.email,
    emailKey: row.email_key,
    phone: row.phone,
    championId: row.champion_id,
    amountCents: Number(row.amount_cents),
    feeCents: Number(row.fee_cents),
    locale: row.locale === "es" ? "es" : "en",
    tribute:
      row.tribute_kind && row.tribute_name
        ? {
            kind: row.tribute_kind,
            name: row.tribute_name,
            noticeEmail: row.tribute_notice_email,
            noticeOn: row.tribute_notice_on,
          }
        : null,
    tributeNoticeSentAt: time(row.tribute_notice_sent_at),
    employer: row.employer,
    listedPublicly: Number(row.listed_publicly) === 1,
    campaignId: row.campaign_id,
    supporterId: row.supporter_id,
    stripeSessionId: row.stripe_session_id,
    stripeCustomerId: row.stripe_customer_id,
    stripePaymentIntentId: row.stripe_payment_intent_id,
    stripeSubscriptionId: row.stripe_subscription_id,
    monthlyState: row.monthly_state,
    pausedUntil: time(row.paused_until),
    cancelledAt: time(row.cancelled_at),
    createdAt: Number(row.created_at),
    paidAt: time(row.paid_at),
    endedAt: time(row.ended_at),
  };
}

/** A gift's id: "G-" and 72 random bits, URL-safe; it names the gift in links and at the provider, never guessed. */
export const newGiftId = () => `G-${randomBytes(9).toString("base64url")}`;

/** Keeps a gift as the form made it, state `open`; its id. */
export async function createGift(db: Db, gift: NewGift, now = Date.now()): Promise<string> {
  const id = newGiftId();
  const tribute = gift.tribute;
  await sql`INSERT INTO gifts (id, frequency, state, name, email, email_key, phone, amount_cents, fee_cents, locale,
       tribute_kind, tribute_name, tribute_notice_email, tribute_notice_on, employer, listed_publicly, campaign_id,
       supporter_id, created_at)
     VALUES (${id}, ${gift.frequency}, 'open', ${gift.name}, ${gift.email}, ${emailKey(gift.email)}, ${gift.phone},
       ${gift.amountCents}, ${gift.feeCents}, ${gift.locale}, ${tribute?.kind ?? null}, ${tribute?.name ?? null},
       ${tribute?.noticeEmail ?? null}, ${tribute?.noticeOn ?? null}, ${gift.employer},
       ${gift.listedPublicly ? 1 : 0}, ${gift.campaignId ?? null},
       ${gift.supporterId ?? null}, ${now})`.execute(db);
  return id;
}

const selectGift = sql`SELECT * FROM gifts`;

export async function giftById(db: Db, id: string): Promise<Gift | null> {
  const row = await firstRow(db, sql<GiftRow>`${selectGift} WHERE id = ${id}`);
  return row ? giftFrom(row) : null;
}

export async function giftBySession(db: Db, sessionId: string): Promise<Gift | null> {
  const row = await firstRow(db, sql<GiftRow>`${selectGift} WHERE stripe_session_id = ${sessionId}`);
  return row ? giftFrom(row) : null;
}

export async function giftBySubscription(db: Db, subscriptionId: string): Promise<Gift | null> {
  const row = await firstRow(db, sql<GiftRow>`${selectGift} WHERE stripe_subscription_id = ${subscriptionId}`);
  return row ? giftFrom(row) : null;
}

/** Every paid gift of a person, newest first: by their email key, or their mobile number, or their champion. */
export async function giftsOfPerson(
  db: Db,
  person: { email: string | null; phone?: string | null; championId?: string | null },
): Promise<Gift[]> {
  const key = person.email ? emailKey(person.email) : null;
  const found = await rows(
    db,
    sql<GiftRow>`${selectGift} WHERE state = 'paid'
       AND (email_key = ${key} OR phone = ${person.phone ?? null} OR champion_id = ${person.championId ?? null})
     ORDER BY created_at DESC, id`,
  );
  return found.map(giftFrom);
}

/** The hosted page the provider opened for a gift still `open`. */
export async function attachSession(db: Db, giftId: string, sessionId: string): Promise<void> {
  await sql`UPDATE gifts SET stripe_session_id = ${sessionId} WHERE id = ${giftId} AND state = 'open'`.execute(db);
}

/** Paid: the provider's customer, payment and (monthly) subscription; the champion the donor signs in as. */
export async function markPaid(
  trx: Db,
  giftId: string,
  paid: {
    customerId: string | null;
    paymentIntentId: string | null;
    subscriptionId: string | null;
    championId: string | null;
  },
  now = Date.now(),
): Promise<boolean> {
  const changed = await changes(
    trx,
    sql`UPDATE gifts SET state = 'paid', paid_at = ${now},
       stripe_customer_id = ${paid.customerId}, stripe_payment_intent_id = ${paid.paymentIntentId},
       stripe_subscription_id = ${paid.subscriptionId}, champion_id = ${paid.championId},
       monthly_state = CASE WHEN frequency = 'monthly' THEN 'active' ELSE NULL END
     WHERE id = ${giftId} AND state = 'open'`,
  );
  return changed > 0;
}

/** The hosted page was abandoned (the provider expired it): nothing was paid and nothing else changes. */
export async function markExpired(trx: Db, giftId: string, now = Date.now()): Promise<boolean> {
  return (
    (await changes(
      trx,
      sql`UPDATE gifts SET state = 'expired', ended_at = ${now} WHERE id = ${giftId} AND state = 'open'`,
    )) > 0
  );
}

/** A monthly gift's state as its provider subscription now stands, with a new amount when it changed. */
export async function setMonthlyState(
  trx: Db,
  giftId: string,
  state: { monthlyState: MonthlyState; pausedUntil: number | null; amountCents?: number },
  now = Date.now(),
): Promise<void> {
  const cancelled = state.monthlyState === "cancelled";
  await sql`UPDATE gifts SET monthly_state = ${state.monthlyState}, paused_until = ${state.pausedUntil},
       amount_cents = COALESCE(${state.amountCents ?? null}, amount_cents),
       cancelled_at = CASE WHEN ${cancelled ? 1 : 0} = 1 THEN COALESCE(cancelled_at, ${now}) ELSE NULL END,
       ended_at = CASE WHEN ${cancelled ? 1 : 0} = 1 THEN COALESCE(ended_at, ${now}) ELSE ended_at END
     WHERE id = ${giftId} AND frequency = 'monthly'`.execute(trx);
}

/** The tribute notices due by `day` (YYYY-MM-DD) and not yet sent, oldest first. */
export async function tributeNoticesDue(db: Db, day: string, limit = 50): Promise<Gift[]> {
  const found = await rows(
    db,
    sql<GiftRow>`${selectGift} WHERE state = 'paid' AND tribute_notice_email IS NOT NULL
       AND tribute_notice_sent_at IS NULL AND tribute_notice_on <= ${day}
     ORDER BY tribute_notice_on, id LIMIT ${limit}`,
  );
  return found.map(giftFrom);
}

/** A tribute notice sent (in the transaction that queues it): true once, so it is sent once. */
export async function markTributeNoticeSent(trx: Db, giftId: string, now = Date.now()): Promise<boolean> {
  const changed = await changes(
    trx,
    sql`UPDATE gifts SET tribute_notice_sent_at = ${now}
       WHERE id = ${giftId} AND tribute_notice_sent_at IS NULL AND tribute_notice_email IS NOT NULL`,
  );
  return changed > 0;
}

/** A monthly gift's new amount and the fee covered on it, from the next payment on. */
export async function setMonthlyAmount(trx: Db, giftId: string, amountCents: number, feeCents: number): Promise<void> {
  await sql`UPDATE gifts SET amount_cents = ${amountCents}, fee_cents = ${feeCents}
     WHERE id = ${giftId} AND frequency = 'monthly'`.execute(trx);
}
