/**
 * The gifts wing's settings: the payment provider (Stripe, through its official package: decision 115), its
 * webhooks, and the card fee a donor is offered to cover; the year-end statements' day and how long the provider's
 * applied events are kept.
 */
import { z } from "zod";
import { setting, settingGroup, settingsProblem } from "~/platform/settings/declare.server";
import { allOrNone } from "~/platform/settings/rules.server";

export const STRIPE_API = "https://api.stripe.com";

export type StripeSettings = { secretKey: string; webhookSecret: string; apiBase: string };

export const giftSettings = settingGroup(
  "Gifts",
  {
    STRIPE_SECRET_KEY: setting(
      z
        .string()
        .trim()
        .regex(/^(sk|rk)_(test|live)_\S{8,}$/, "must be a Stripe secret or restricted key (sk_live_…)")
        .optional(),
      "the Stripe account's secret key (`sk_live_…`, or a restricted key with Checkout, subscriptions, refunds and the billing portal), never logged; `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET` are set together or not at all, and `STRIPE_API_BASE` only with them (else the server stops at start-up). Unset, giving by card is unavailable: `/support` says how to give by check or bank transfer, and `/api/payments/events` answers 404",
    ),
    STRIPE_WEBHOOK_SECRET: setting(
      z
        .string()
        .trim()
        .regex(/^whsec_\S{8,}$/, "must be a Stripe webhook signing secret (whsec_…)")
        .optional(),
      "the signing secret (`whsec_…`) of the Stripe webhook endpoint at `/api/payments/events`, which checks each event's `Stripe-Signature` with the package's `constructEvent` (five minutes' tolerance); it listens for `checkout.session.completed`, `checkout.session.expired`, `invoice.paid`, `invoice.payment_failed`, `customer.subscription.updated`, `customer.subscription.deleted` and `charge.refunded`",
    ),
    STRIPE_API_BASE: setting(
      z.string().url().optional(),
      "Stripe's API address; set only to point the site at a stand-in that speaks the same API (the tests' and `docs/try-it.md`'s loopback stand-in)",
      `\`${STRIPE_API}\``,
    ),
    GIFT_CARD_FEE_PERCENT: setting(
      z.coerce.number().min(0).max(10).default(2.2),
      "the card fee's share of a charge, in percent, used to work out what a donor who covers the fee adds (the form says it as a sentence: \u201cadd $1.42 so all of your $50 reaches the mission\u201d)",
    ),
    GIFT_CARD_FEE_CENTS: setting(
      z.coerce.number().int().min(0).max(100).default(30),
      "the card fee's fixed part per charge, in cents, added to the percentage above",
    ),
    GIFT_STATEMENT_DAY: setting(
      z.coerce
        .number()
        .int()
        .min(1, "must be a day of January, 1 to 31")
        .max(31, "must be a day of January, 1 to 31")
        .default(15),
      "the day of January (1 to 31, in `ORG_TIME_ZONE`) from which everyone who gave in the past calendar year (money, devices or both) is sent their year-end statement, once each: by email with the PDF attached, or, to a device donor known by mobile number only, by a text with a link to the PDF (the PDF is in their portal all year: decision 117)",
    ),
    GIFT_EVENTS_RETENTION_DAYS: setting(
      z.coerce
        .number()
        .int()
        .min(7, "must be at least 7 days, longer than Stripe retries a webhook")
        .max(3650, "must be at most 3650 days")
        .default(30),
      "days a payment provider's event is kept after it was applied (`gift_events`; its id keeps a repeated delivery from being applied twice, and Stripe retries a webhook for up to three days), then purged by the server's hourly purge; an event not yet applied is kept whatever its age (decision 117)",
    ),
  },
  (value) => {
    const problem = () =>
      settingsProblem("STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_BASE are set together or not at all.");
    const account = allOrNone(
      { secretKey: value.STRIPE_SECRET_KEY, webhookSecret: value.STRIPE_WEBHOOK_SECRET },
      problem,
    );
    // The address alone would point nothing anywhere: the three belong together (the address has Stripe's default).
    if (!account && value.STRIPE_API_BASE) throw problem();
    return {
      /** The payment provider; null is the fallback: no card giving, the check and transfer instructions. */
      stripe: account && { ...account, apiBase: (value.STRIPE_API_BASE ?? STRIPE_API).replace(/\/+$/, "") },
      fee: { percent: value.GIFT_CARD_FEE_PERCENT, fixedCents: value.GIFT_CARD_FEE_CENTS },
      /** The day of January the year-end statements are emailed from. */
      statementDay: value.GIFT_STATEMENT_DAY,
      /** How long an applied event is kept, in milliseconds. */
      eventsKeptMs: value.GIFT_EVENTS_RETENTION_DAYS * 86_400_000,
    };
  },
);

export const giftSettingsNow = () => giftSettings.current();
