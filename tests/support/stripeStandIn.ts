/**
 * A stand-in for Stripe's API on loopback (decision 116), for the official `stripe` package configured as
 * `new Stripe(secretKey, { host: "127.0.0.1", port, protocol: "http" })`: bearer secret key, form bodies with
 * bracket keys, `Idempotency-Key` (a repeated key answers the first answer), errors as
 * `{error: {type, message, code, param}}`. It speaks `POST/GET /v1/checkout/sessions` (one inline price, `payment`
 * or monthly `subscription` mode; `expand[]`), `POST /v1/checkout/sessions/:id/expire`, `GET` payment intents,
 * charges, invoices, subscriptions and customers, `POST`/`DELETE /v1/subscriptions/:id` (pause, resume, amount,
 * cancel), `POST /v1/refunds` and `POST /v1/billing_portal/sessions`; Checkout's hosted page at `/pay/:id` (Pay,
 * Decline, Back) and the billing page at `/billing/:id`. Webhooks are signed as Stripe signs them (`Stripe-Signature`)
 * and POSTed in order to the URL given to `deliverTo`, each delivery's HTTP answer recorded; the hosted page's Pay
 * answers its redirect only once its events are delivered, an API call answers first and delivers after, as Stripe
 * does. Test controls (not Stripe's) under `/__stand-in/`: renew a subscription paid or failed, expire a session,
 * replay an event, forge one, list the calls and deliveries. The site is pointed at it with STRIPE_API_BASE;
 * nothing in the app is replaced. It does not speak the rest of Stripe (no Elements, no 3-D Secure, no
 * prorations, no automatic retries of a failed invoice or of a webhook).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { text } from "node:stream/consumers";
import { StripeBilling, type Outcome } from "./stripeBilling";
import { StripeBook, type StripeEvent, type StripeObject } from "./stripeBook";
import { StripeCheckout } from "./stripeCheckout";
import { billingPage, checkoutPage, pageLocale } from "./stripePages";
import { formTree, listOf, branch, newId, StripeApiError, stripeSignature, field } from "./stripeWire";

/** A call the site made: its method, path, form (bracket keys as sent), query and idempotency key. */
export type StripeCall = {
  method: string;
  path: string;
  body: Record<string, string>;
  query: Record<string, string>;
  idempotencyKey: string | null;
};
/** One delivery of an event: the HTTP status the site answered (0: no answer; null: no address to deliver to). */
export type StripeDelivery = {
  id: string;
  type: string;
  event: StripeEvent;
  body: string;
  signature: string;
  forged: boolean;
  status: number | null;
};

/** Its port (0: any free one), its keys (new ones unless given) and, for a developer's terminal, a line per call and delivery. */
export type StripeStandInOptions = {
  port?: number;
  secretKey?: string;
  webhookSecret?: string;
  log?: (line: string) => void;
};

export async function startStripeStandIn(options: StripeStandInOptions = {}) {
  const secretKey = options.secretKey ?? newId("sk_test", 32);
  const webhookSecret = options.webhookSecret ?? newId("whsec", 32);
  const book = new StripeBook();
  const billing = new StripeBilling(book);
  const checkout = new StripeCheckout(book, billing);
  const calls: StripeCall[] = [];
  const events: StripeDelivery[] = [];
  const remembered = new Map<string, { request: string; status: number; json: unknown }>();
  const declined = new Set<string>();
  let target: string | null = null;
  let base = "";
  // Deliveries go one after another in the order raised, as a test reads them.
  let queue: Promise<unknown> = Promise.resolve();

  const send = (event: StripeEvent, body: string, secret: string, forged: boolean) => {
    const delivery: StripeDelivery = {
      id: event.id,
      type: event.type,
      event,
      body,
      forged,
      signature: "",
      status: null,
    };
    const sent = queue.then(async () => {
      delivery.signature = stripeSignature(body, secret);
      events.push(delivery);
      if (!target) return delivery;
      try {
        const answer = await fetch(target, {
          method: "POST",
          headers: {
            "Content-Type": "application/json; charset=utf-8",
            "Stripe-Signature": delivery.signature,
            "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
          },
          body,
          signal: AbortSignal.timeout(30_000),
        });
        await answer.arrayBuffer();
        delivery.status = answer.status;
      } catch {
        delivery.status = 0;
      }
      options.log?.(
        `→ ${event.type} ${event.id}${forged ? " (forged)" : ""}: the site answered ${delivery.status || "nothing"}`,
      );
      return delivery;
    });
    queue = sent;
    return sent;
  };
  /** Delivers every event raised so far, in order; resolves once the site has answered each. */
  const deliverRaised = () =>
    Promise.all(
      book.raised.splice(0).map((event) => send(event, JSON.stringify(event, null, 2), webhookSecret, false)),
    );
  const eventOf = (id: string) => {
    const found = events.find((delivery) => delivery.id === id && !delivery.forged);
    if (!found) throw new StripeApiError(404, `No such event: '${id}'`, "resource_missing", "id");
    return found;
  };
  const controls = {
    pay: async (sessionId: string) => {
      const next = checkout.pay(sessionId);
      await deliverRaised();
      return next;
    },
    decline: (sessionId: string) => {
      checkout.decline(sessionId);
      declined.add(sessionId);
    },
    renew: async (subscriptionId: string, outcome: Outcome) => {
      const invoice = billing.renew(subscriptionId, outcome);
      await deliverRaised();
      return invoice;
    },
    expire: async (sessionId: string) => {
      const session = checkout.expire(sessionId);
      await deliverRaised();
      return session;
    },
    /** The event delivered again as it was: the same id and body, signed anew as Stripe signs a retry. */
    replay: (eventId: string) => {
      const first = eventOf(eventId);
      return send(first.event, first.body, webhookSecret, false);
    },
    /** An event of this type about this object, signed with a secret that is not the webhook's. */
    forge: (type: string, object: StripeObject) => {
      const event = book.raise(type, object);
      book.raised.splice(book.raised.indexOf(event), 1);
      return send(event, JSON.stringify(event, null, 2), newId("whsec", 32), true);
    },
  };

  const api = (method: string, path: string, form: ReturnType<typeof formTree>): StripeObject => {
    const [, resource, id, action] =
      path.match(/^\/v1\/((?:checkout|billing_portal)\/sessions|[a-z_]+)(?:\/([^/]+))?(?:\/([a-z_]+))?$/) ?? [];
    const kinds: Record<string, string> = {
      "checkout/sessions": "checkout.session",
      payment_intents: "payment_intent",
      charges: "charge",
      invoices: "invoice",
      subscriptions: "subscription",
      customers: "customer",
      refunds: "refund",
      payment_methods: "payment_method",
    };
    const route = `${method} ${resource}${id ? "/:id" : ""}${action ? `/${action}` : ""}`;
    if (route === "POST checkout/sessions") return checkout.create(form, base);
    if (route === "POST checkout/sessions/:id/expire") return checkout.expire(id!);
    if (route === "POST subscriptions/:id") return billing.update(id!, form);
    if (route === "DELETE subscriptions/:id") return billing.cancel(id!);
    if (route === "POST refunds") return book.refund(form);
    if (route === "POST billing_portal/sessions") return billing.portalSession(form, base);
    if (method === "GET" && resource && kinds[resource] && id && !action) return book.get(kinds[resource], id);
    throw new StripeApiError(404, `Unrecognized request URL (${method}: ${path}).`);
  };

  const answerApi = async (request: IncomingMessage, response: ServerResponse, address: URL, raw: string) => {
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { "Content-Type": "application/json", "Request-Id": newId("req", 14), ...headers });
      response.end(JSON.stringify(body, null, 2));
    };
    const method = request.method ?? "GET";
    const bearer = (request.headers.authorization ?? "").replace(/^Bearer /, "");
    if (bearer !== secretKey) return json(401, new StripeApiError(401, "Invalid API Key provided: sk_test_****").body);
    const pairs = method === "POST" ? new URLSearchParams(raw) : address.searchParams;
    const key = (request.headers["idempotency-key"] as string | undefined) ?? null;
    calls.push({
      method,
      path: address.pathname,
      body: method === "POST" ? Object.fromEntries(pairs) : {},
      query: Object.fromEntries(address.searchParams),
      idempotencyKey: key,
    });
    options.log?.(`${method} ${address.pathname}`);
    const fingerprint = `${method} ${address.pathname} ${raw}`;
    const before = key ? remembered.get(key) : undefined;
    if (before && before.request !== fingerprint)
      return json(
        400,
        new StripeApiError(
          400,
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          undefined,
          undefined,
          "idempotency_error",
        ).body,
      );
    if (before) return json(before.status, before.json, { "Idempotent-Replayed": "true" });
    const form = formTree(pairs);
    const found = api(method, address.pathname, form);
    const answer = book.expand(found, listOf(branch(form, "expand")));
    if (key && method !== "GET") remembered.set(key, { request: fingerprint, status: 200, json: answer });
    json(200, answer);
    // Stripe sends an API call's events after answering it; a site must not wait on its own webhook.
    void deliverRaised();
  };

  const html = (response: ServerResponse, status: number, text: string) => {
    response.writeHead(status, { "Content-Type": "text/html; charset=utf-8" });
    response.end(text);
  };
  const checkoutView = (id: string) => {
    const session = checkout.session(id);
    const order = checkout.order(id);
    return checkoutPage({
      id,
      locale: pageLocale(session.locale),
      name: order.name,
      amount: order.amount,
      currency: order.currency,
      monthly: order.interval === "month",
      email: session.customer_email,
      cancelUrl: session.cancel_url,
      status: session.status,
      card: session.customer
        ? book.cardOf(session.customer)
        : { brand: "visa", last4: "4242", exp_month: 12, exp_year: 2034 },
      declined: declined.has(id) && session.status === "open",
    });
  };
  const pages = async (request: IncomingMessage, response: ServerResponse, address: URL, raw: string) => {
    const [, kind, id] = address.pathname.match(/^\/(pay|billing)\/([A-Za-z0-9_]+)$/) ?? [];
    if (!kind || !id) return html(response, 404, "Not found");
    if (kind === "pay") {
      if (request.method === "POST") {
        const action = new URLSearchParams(raw).get("action");
        if (action === "pay" && checkout.session(id).status === "open") {
          const next = await controls.pay(id);
          response.writeHead(303, { Location: next });
          return response.end();
        }
        if (action === "decline" && checkout.session(id).status === "open") controls.decline(id);
      }
      return html(response, 200, checkoutView(id));
    }
    const portal = book.get("billing_portal.session", id) as StripeObject & { customer: string; return_url: string };
    if (request.method === "POST") {
      response.writeHead(303, { Location: billing.updateCard(id) });
      return response.end();
    }
    const view = {
      id,
      locale: pageLocale(portal.locale),
      card: book.cardOf(portal.customer),
      returnUrl: portal.return_url,
    };
    return html(response, 200, billingPage(view));
  };

  const testControls = async (response: ServerResponse, address: URL, raw: string) => {
    const form = formTree(new URLSearchParams(raw));
    const path = address.pathname.replace(/^\/__stand-in/, "");
    const [, subscription] = path.match(/^\/subscriptions\/([^/]+)\/renew$/) ?? [];
    const [, session] = path.match(/^\/checkout\/sessions\/([^/]+)\/expire$/) ?? [];
    const [, event] = path.match(/^\/events\/([^/]+)\/replay$/) ?? [];
    const answer = (body: unknown) => {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body, null, 2));
    };
    if (path === "/calls") return answer(calls);
    if (path === "/events") return answer(events);
    if (subscription)
      return answer(await controls.renew(subscription, field(form, "outcome") === "failed" ? "failed" : "paid"));
    if (session) return answer(await controls.expire(session));
    if (event) return answer(await controls.replay(event));
    if (path === "/forge")
      return answer(await controls.forge(field(form, "type") ?? "", JSON.parse(field(form, "object") ?? "{}")));
    throw new StripeApiError(404, `No stand-in control at ${address.pathname}.`);
  };

  const server = createServer(async (request, response) => {
    const raw = await text(request);
    const address = new URL(request.url ?? "/", "http://stand-in");
    try {
      if (address.pathname.startsWith("/v1/")) return await answerApi(request, response, address, raw);
      if (address.pathname.startsWith("/__stand-in/")) return await testControls(response, address, raw);
      return await pages(request, response, address, raw);
    } catch (error) {
      const failure =
        error instanceof StripeApiError
          ? error
          : new StripeApiError(500, String(error), undefined, undefined, "api_error");
      response.writeHead(failure.status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(failure.body, null, 2));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  return {
    base,
    port,
    secretKey,
    webhookSecret,
    /** The settings that point the site at this stand-in. */
    settings: { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: base },
    /** Where webhooks go from now on (the site's `/api/payments/events`). */
    deliverTo(url: string) {
      target = url;
    },
    ...controls,
    /** Every API call the site made, in order. */
    calls,
    /** Every delivery of an event, in order, with the site's answer. */
    events,
    /** Resolves once every event raised so far has been delivered (an API call's events come after its answer). */
    idle: async () => {
      await deliverRaised();
      await queue;
    },
    /** An object as the stand-in holds it now (any kind, by id), for a test to read what Stripe would. */
    object: (id: string) => book.objects.get(id),
    /** Stops once the deliveries under way are answered; the package's kept-alive connections are closed. */
    stop: async () => {
      await queue;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
    },
  };
}

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;
