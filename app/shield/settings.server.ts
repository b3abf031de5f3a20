/**
 * The Shield wing's settings: the billing provider (Zoho Billing, decision 088), its webhooks, and the prepaid
 * term's renewal reminder.
 */
import { z } from "zod";
import { setting, settingGroup, settingsProblem } from "~/platform/settings/declare.server";
import { allOrNone, duration } from "~/platform/settings/rules.server";

export type ZohoBillingSettings = {
  organizationId: string;
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  apiUrl: string;
  accountsUrl: string;
};

const text = (max: number) => z.string().trim().min(1).max(max).optional();

export const shieldSettings = settingGroup(
  "Shield",
  {
    ZOHO_BILLING_ORGANIZATION_ID: setting(
      text(40),
      "the Shield billing provider's organisation id (Zoho Billing, decision 088), sent with every call; the four `ZOHO_BILLING_ORGANIZATION_ID`, `_CLIENT_ID`, `_CLIENT_SECRET` and `_REFRESH_TOKEN` are set together or not at all (else the server stops at start-up). Unset, the local fallback: nothing is sent to the provider, a subscriber's request to cancel is kept for staff at `/staff/shield/cancellations`, and the account pages say to write to the organisation's address for a card or an invoice",
    ),
    ZOHO_BILLING_CLIENT_ID: setting(text(200), "the OAuth client id of the site's Zoho API client"),
    ZOHO_BILLING_CLIENT_SECRET: setting(text(200), "that client's secret (never logged)"),
    ZOHO_BILLING_REFRESH_TOKEN: setting(
      text(400),
      "the OAuth refresh token (scope for subscriptions, hosted pages and invoices) the adapter turns into access tokens",
    ),
    ZOHO_BILLING_API_URL: setting(
      z.string().url().default("https://www.zohoapis.com/billing/v1"),
      "the API's address (another data centre's, such as `https://www.zohoapis.eu/billing/v1`)",
    ),
    ZOHO_BILLING_ACCOUNTS_URL: setting(
      z.string().url().default("https://accounts.zoho.com"),
      "the OAuth server of the same data centre",
    ),
    // Zoho Billing's secret token for webhooks: alphanumeric, 12 to 50 characters, as its settings page allows.
    ZOHO_BILLING_WEBHOOK_SECRET: setting(
      z
        .string()
        .regex(/^[A-Za-z0-9]{12,50}$/, "must be 12 to 50 letters and digits, as Zoho Billing's secret token")
        .optional(),
      "the secret token of the provider's secured webhook (12 to 50 letters and digits), which signs `X-Zoho-Webhook-Signature`; unset, `/api/billing/events` answers 404. The webhook may send the default JSON payload or a customised one, or `x-www-form-urlencoded` pairs with the keys `event_id`, `event_type`, `event_time`, `subscription_id`, `status`, `next_billing_at`, `expires_at`, `amount` (decision 103)",
    ),
    ZOHO_BILLING_WEBHOOK_MAX_AGE_MINUTES: setting(
      z.coerce.number().int().min(1).max(10_080).default(1440),
      "an event older than this by its own `event_time` is refused 401 as stale (the provider's signature carries no time); an event id seen before changes nothing whatever its age",
    ),
    SHIELD_RENEWAL_REMINDER: setting(
      duration.default("14d"),
      "how long before a prepaid Shield term's `Expires_At` (a subscription with an end date and no next billing date) its subscriber gets one email, in their language, inviting them to renew (a number and a unit, s, m, h or d); checked hourly, once per subscription and end date",
    ),
  },
  (value) => {
    const account = allOrNone(
      {
        organizationId: value.ZOHO_BILLING_ORGANIZATION_ID,
        clientId: value.ZOHO_BILLING_CLIENT_ID,
        clientSecret: value.ZOHO_BILLING_CLIENT_SECRET,
        refreshToken: value.ZOHO_BILLING_REFRESH_TOKEN,
      },
      () =>
        settingsProblem(
          "ZOHO_BILLING_ORGANIZATION_ID, ZOHO_BILLING_CLIENT_ID, ZOHO_BILLING_CLIENT_SECRET and ZOHO_BILLING_REFRESH_TOKEN are set together or not at all.",
        ),
    );
    return {
      /** The billing provider's API; null is the local fallback. */
      zohoBilling: account && {
        ...account,
        apiUrl: value.ZOHO_BILLING_API_URL.replace(/\/+$/, ""),
        accountsUrl: value.ZOHO_BILLING_ACCOUNTS_URL.replace(/\/+$/, ""),
      },
      /** Webhooks at /api/billing/events: their secret and how old an event may be; null, that address is a 404. */
      billingWebhooks: value.ZOHO_BILLING_WEBHOOK_SECRET
        ? { secret: value.ZOHO_BILLING_WEBHOOK_SECRET, maxAgeMs: value.ZOHO_BILLING_WEBHOOK_MAX_AGE_MINUTES * 60_000 }
        : null,
      renewalReminderMs: value.SHIELD_RENEWAL_REMINDER,
    };
  },
);
