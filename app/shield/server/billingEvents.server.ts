/**
 * The billing provider's webhooks at `POST /api/billing/events` (decision 088). Zoho Billing signs each one in
 * `X-Zoho-Webhook-Signature`: the HMAC-SHA256, keyed with the webhook's secret token, of the query string's
 * key-value pairs sorted by key (each key then its value, nothing between) followed by the raw JSON body, in hex.
 * That signature carries no time, so an event older than ZOHO_BILLING_WEBHOOK_MAX_AGE_MINUTES by its own
 * `event_time` is refused as stale. A forged or stale event is answered 401 and logged by client and reason, never
 * with its body; refusals from one client are limited. A good one is answered 200 at once and applied once: its
 * `event_id` is kept in `shield_billing_events` in the transaction that applies it, so the same id again changes
 * nothing.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { inTransaction, lockWithinTransaction } from "~/db/transaction.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Shield_Subscriptions } from "~/kits/records/schema.server";
import { shieldStatuses } from "~/kits/records/shieldLists";
import { noteChange } from "~/kits/records/siteChanges.server";
import { log } from "~/platform/log.server";
import { hitRateLimit } from "~/platform/rateLimit.server";

export const BILLING_EVENTS_PATH = "/api/billing/events";
const REFUSALS_PER_MINUTE = 10;

export type WebhookSettings = { secret: string; maxAgeMs: number };

/** The string Zoho Billing signs: the sorted query pairs, then the raw body. */
export function signedText(url: URL, rawBody: string): string {
  const pairs = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${pairs.map(([key, value]) => `${key}${value}`).join("")}${rawBody}`;
}

export function webhookSignature(secret: string, url: URL, rawBody: string): string {
  return createHmac("sha256", secret).update(signedText(url, rawBody)).digest("hex");
}

function signatureMatches(secret: string, url: URL, rawBody: string, given: string | null): boolean {
  if (!given || !/^[0-9a-f]{64}$/i.test(given.trim())) return false;
  const expected = Buffer.from(webhookSignature(secret, url, rawBody), "hex");
  return timingSafeEqual(expected, Buffer.from(given.trim(), "hex"));
}

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/)
  .transform((value) => value.slice(0, 10));

const eventSchema = z.object({
  event_id: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(100)),
  event_type: z.string().min(1).max(100),
  event_time: z.string().refine((value) => !Number.isNaN(Date.parse(value)), "is not a time"),
  data: z
    .object({
      subscription: z
        .object({
          subscription_id: z.union([z.string(), z.number()]).transform(String),
          status: z.string().optional(),
          next_billing_at: day.nullish().or(z.literal("")),
          expires_at: day.nullish().or(z.literal("")),
          amount: z.number().nonnegative().optional(),
        })
        .passthrough()
        .optional(),
    })
    .passthrough()
    .optional(),
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });

async function refuse(db: Db, clientAddress: string, reason: string): Promise<Response> {
  const within = await hitRateLimit(db, `billing-events-refused:${clientAddress}`, REFUSALS_PER_MINUTE, 60_000);
  log.warn("billing event refused", { client: clientAddress, reason });
  return within
    ? json(401, { error: "The event's signature is not valid, or the event is too old." })
    : json(429, { error: "Too many refused events. Try again in a minute." });
}

/** Applies an event once; "duplicate" when its id was seen before, "unknown" when it names no subscription here. */
export async function applyBillingEvent(
  db: Db,
  event: z.output<typeof eventSchema>,
  now = Date.now(),
): Promise<"applied" | "duplicate" | "unknown"> {
  return inTransaction(db, async (trx) => {
    await lockWithinTransaction(trx, `billing-event:${event.event_id}`);
    const seen = await firstRow(
      trx,
      sql<{ one: number }>`SELECT 1 AS one FROM shield_billing_events WHERE event_id = ${event.event_id}`,
    );
    if (seen) return "duplicate";
    await sql`INSERT INTO shield_billing_events (event_id, event_type, received_at)
       VALUES (${event.event_id}, ${event.event_type}, ${now})`.execute(trx);
    const given = event.data?.subscription;
    if (!given) return "unknown";
    const found = await rows(
      trx,
      sql<{ id: string }>`SELECT id FROM "Shield_Subscriptions" WHERE "Subscription_ID" = ${given.subscription_id}`,
    );
    if (found.length === 0) return "unknown";
    const status = shieldStatuses.find((value) => value === given.status);
    const change: Record<string, unknown> = {};
    if (status) change.Status = status;
    if (given.next_billing_at !== undefined) change.Next_Billing_At = given.next_billing_at || null;
    if (given.expires_at !== undefined) change.Expires_At = given.expires_at || null;
    if (given.amount !== undefined) change.Amount = given.amount;
    const fields = Object.keys(change) as (keyof typeof change & (typeof Shield_Subscriptions.fieldNames)[number])[];
    for (const { id } of found) {
      if (fields.length > 0) await createRecordWriter(trx, Shield_Subscriptions, fields).write({ id, ...change });
      await noteChange(trx, "Shield_Subscriptions", id, now);
    }
    return "applied";
  });
}

/** The whole request: 404 while webhooks are not set up, 401 forged or stale, 400 unreadable, 200 otherwise. */
export async function answerBillingEvent(
  db: Db,
  request: Request,
  settings: WebhookSettings | null,
  clientAddress: string,
  now = Date.now(),
): Promise<Response> {
  if (!settings) return json(404, { error: "There is nothing at this address." });
  if (request.method !== "POST") return json(405, { error: "Send events with POST." });
  const rawBody = await request.text();
  const url = new URL(request.url);
  if (!signatureMatches(settings.secret, url, rawBody, request.headers.get("X-Zoho-Webhook-Signature")))
    return refuse(db, clientAddress, "signature");
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return json(400, { error: "The event is not JSON." });
  }
  const event = eventSchema.safeParse(parsed);
  if (!event.success) return json(400, { error: "The event has no event_id, event_type or event_time." });
  if (now - Date.parse(event.data.event_time) > settings.maxAgeMs) return refuse(db, clientAddress, "stale");
  const outcome = await applyBillingEvent(db, event.data, now);
  log.info("billing event", { event: event.data.event_id, type: event.data.event_type, outcome });
  return json(200, { ok: true, outcome });
}
