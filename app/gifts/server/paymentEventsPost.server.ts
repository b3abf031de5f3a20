/**
 * `POST /api/payments/events`: the provider's webhooks (issue 47 §1). Each is verified by its `Stripe-Signature`
 * with the package's `constructEvent` (its five minutes' tolerance): a forged or stale one is refused 400 and
 * logged by client, never with its body, and refusals from one client are limited. A good one is kept by its id
 * and answered 200 at once; the events job applies it once, afterwards (`giftEvents.server.ts`). A repeat of an id
 * is answered 200 and changes nothing. Unset settings: the address is a 404.
 */
import { db } from "~/db/serverStore.server";
import { log } from "~/platform/log.server";
import { countWebhookRefusal } from "~/platform/rateLimit.server";
import { paymentsAdapter } from "~/gifts/payments.server";
import { wakeGiftEvents } from "./giftEventJob.server";
import { keepEvent } from "./giftEventStore.server";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });

export async function answerPaymentEvent(request: Request, clientAddress: string): Promise<Response> {
  const payments = paymentsAdapter();
  if (!payments) return json(404, { error: "There is nothing at this address." });
  if (request.method !== "POST") return json(405, { error: "Send events with POST." });
  const raw = await request.text();
  let event: Record<string, unknown>;
  try {
    event = payments.verifiedEvent(raw, request.headers.get("stripe-signature") ?? "");
  } catch {
    const within = await countWebhookRefusal(db(), "payment-events", clientAddress);
    log.warn("payment event refused", { client: clientAddress, reason: "signature" });
    return within
      ? json(400, { error: "The event's signature is not valid, or the event is too old." })
      : json(429, { error: "Too many refused events. Try again in a minute." });
  }
  const id = typeof event.id === "string" ? event.id.slice(0, 100) : "";
  const type = typeof event.type === "string" ? event.type.slice(0, 100) : "";
  if (!id || !type) return json(400, { error: "The event has no id or type." });
  const kept = await keepEvent(db(), { id, type, payload: raw });
  if (kept) wakeGiftEvents();
  log.info("payment event received", { event: id, type, again: !kept });
  return json(200, { received: true });
}
