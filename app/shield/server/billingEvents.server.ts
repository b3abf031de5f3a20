/**
 * The billing provider's webhooks at `POST /api/billing/events` (decisions 088, 103). Zoho Billing posts an event in
 * either of its documented shapes: JSON (its default payload, the event with its subscription under `data`, or the
 * Events API's shape with it under `payload`) or `application/x-www-form-urlencoded` pairs configured on the webhook
 * (`event_id`, `event_type`, `event_time`, `subscription_id`, `status`, `next_billing_at`, `expires_at`, `amount`);
 * each is signed as `billingSignature.server.ts` says. That signature carries no time, so an event older than
 * ZOHO_BILLING_WEBHOOK_MAX_AGE_MINUTES by its own `event_time` is refused as stale. A forged or stale event is
 * answered 401 and logged by client and reason, never with its body; refusals from one client are limited. A signed
 * event with a value this site cannot keep (a day that does not exist, such as 2026-99-99) is refused 400 with a
 * sentence naming the field, and nothing is stored. A good one is answered 200 at once and applied once: its
 * `event_id` is kept in `shield_billing_events` in the transaction that applies it, so the same id again changes
 * nothing.
 */
import { z } from "zod";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { inTransaction, lockWithinTransaction } from "~/db/transaction.server";
import { day, zodField } from "~/kits/records/fieldRules";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Shield_Subscriptions } from "~/kits/records/schema.server";
import { shieldStatuses } from "~/kits/records/shieldLists";
import { noteChange } from "~/kits/records/siteChanges.server";
import { log } from "~/platform/log.server";
import { countWebhookRefusal } from "~/platform/rateLimit.server";
import { signatureMatches, type SignedBody } from "./billingSignature.server";

export const BILLING_EVENTS_PATH = "/api/billing/events";

export type WebhookSettings = { secret: string; maxAgeMs: number };

/** A day as the records keep it: `YYYY-MM-DD` (a moment keeps its day); empty clears it; a day that does not exist is refused. */
const keptDay = zodField(day);

const subscriptionSchema = z
  .object({
    subscription_id: z.union([z.string(), z.number()]).transform(String),
    status: z.string().optional(),
    next_billing_at: keptDay.optional(),
    expires_at: keptDay.optional(),
    amount: z
      .union(
        [
          z.number(),
          z
            .string()
            .regex(/^\d+(?:\.\d+)?$/)
            .transform(Number),
        ],
        {
          errorMap: () => ({ message: "is not an amount in dollars (write it as 15.99)." }),
        },
      )
      .pipe(z.number().nonnegative("is not an amount in dollars (write it as 15.99)."))
      .optional(),
  })
  .passthrough();

const holder = z.object({ subscription: subscriptionSchema.optional() }).passthrough().optional();

const eventSchema = z.object({
  event_id: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(100)),
  event_type: z.string().min(1).max(100),
  event_time: z.string().refine((value) => !Number.isNaN(Date.parse(value)), "is not a time"),
  data: holder,
  payload: holder,
});

type BillingEvent = z.output<typeof eventSchema>;

const FORM_SUBSCRIPTION_FIELDS = ["subscription_id", "status", "next_billing_at", "expires_at", "amount"] as const;

/** A form-encoded event in the JSON event's shape; a key the form leaves out is left out (an empty amount too). */
function formEvent(pairs: [string, string][]): Record<string, unknown> {
  const form = new URLSearchParams(pairs);
  const present = (name: string) => (form.has(name) ? form.get(name)! : undefined);
  const subscription = Object.fromEntries(
    FORM_SUBSCRIPTION_FIELDS.flatMap((name) => {
      const value = present(name);
      return value === undefined || (name === "amount" && value === "") ? [] : [[name, value]];
    }),
  );
  return {
    event_id: present("event_id"),
    event_type: present("event_type"),
    event_time: present("event_time"),
    data: form.has("subscription_id") ? { subscription } : undefined,
  };
}

/** The sentence a refused event gets: which field, and why. */
function problemOf(error: z.ZodError): string {
  const issue = error.issues[0]!;
  const field = issue.path.at(-1);
  if (issue.path.length === 1 && typeof field === "string" && field.startsWith("event_"))
    return "The event has no event_id, event_type or event_time.";
  // Zod's own messages are written for developers; the field rules' ("is not a day …") for the sender.
  const why = /^[A-Z]/.test(issue.message) ? "is not valid." : issue.message;
  return `The event's ${String(field ?? "body")} ${why}`;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });

async function refuse(db: Db, clientAddress: string, reason: string): Promise<Response> {
  const within = await countWebhookRefusal(db, "billing-events", clientAddress);
  log.warn("billing event refused", { client: clientAddress, reason });
  return within
    ? json(401, { error: "The event's signature is not valid, or the event is too old." })
    : json(429, { error: "Too many refused events. Try again in a minute." });
}

/** Applies an event once; "duplicate" when its id was seen before, "unknown" when it names no subscription here. */
export async function applyBillingEvent(
  db: Db,
  event: BillingEvent,
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
    const given = event.data?.subscription ?? event.payload?.subscription;
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

/** The body as it was signed: a form's decoded pairs, or the raw text of anything else (JSON). */
async function signedBodyOf(request: Request): Promise<SignedBody> {
  const raw = await request.text();
  const type = request.headers.get("content-type") ?? "";
  return type.toLowerCase().startsWith("application/x-www-form-urlencoded")
    ? { kind: "form", pairs: [...new URLSearchParams(raw)] }
    : { kind: "json", raw };
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
  const body = await signedBodyOf(request);
  const url = new URL(request.url);
  if (!signatureMatches(settings.secret, url, body, request.headers.get("X-Zoho-Webhook-Signature")))
    return refuse(db, clientAddress, "signature");
  let parsed: unknown;
  if (body.kind === "form") parsed = formEvent(body.pairs);
  else {
    try {
      parsed = JSON.parse(body.raw);
    } catch {
      return json(400, { error: "The event is not JSON." });
    }
  }
  const event = eventSchema.safeParse(parsed);
  if (!event.success) {
    log.warn("billing event refused", { client: clientAddress, reason: "unreadable" });
    return json(400, { error: problemOf(event.error) });
  }
  if (now - Date.parse(event.data.event_time) > settings.maxAgeMs) return refuse(db, clientAddress, "stale");
  const outcome = await applyBillingEvent(db, event.data, now);
  log.info("billing event", { event: event.data.event_id, type: event.data.event_type, outcome });
  return json(200, { ok: true, outcome });
}
