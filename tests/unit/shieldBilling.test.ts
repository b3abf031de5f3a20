import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { rows, sql } from "~/db/engine.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Shield_Subscriptions } from "~/kits/records/schema.server";
import { createZohoBilling } from "~/shield/server/billing.server";
import { answerBillingEvent, webhookSignature } from "~/shield/server/billingEvents.server";
import { requestCancellation } from "~/shield/server/cancellation.server";
import { subscriptionById } from "~/shield/server/shieldAccess.server";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

/**
 * Zoho Billing on loopback, as its documentation describes it: the accounts server's refresh-token grant, and the
 * API's subscription cancel (at term end) and reactivate, hosted card page and invoices, each asking for the
 * OAuth token and the organisation's id. It keeps what it was asked, for the tests to read.
 */
type Asked = { method: string; path: string; auth?: string; org?: string; body: string };
const asked: Asked[] = [];
let server: Server;
let base = "";

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => resolve(body));
  });

beforeAll(async () => {
  server = createServer((request, response) => {
    void read(request).then((body) => {
      const path = request.url ?? "";
      asked.push({
        method: request.method ?? "",
        path,
        auth: request.headers.authorization,
        org: request.headers["x-com-zoho-subscriptions-organizationid"] as string | undefined,
        body,
      });
      const send = (status: number, value: unknown, type = "application/json") => {
        response.writeHead(status, { "Content-Type": type });
        response.end(typeof value === "string" ? value : JSON.stringify(value));
      };
      if (path === "/oauth/v2/token") return send(200, { access_token: "access-1", expires_in: 3600 });
      if (request.headers.authorization !== "Zoho-oauthtoken access-1") return send(401, { code: 57 });
      if (path === "/billing/v1/subscriptions/ZB-1/cancel?cancel_at_end=true")
        return send(200, { code: 0, message: "cancelled at end" });
      if (path === "/billing/v1/subscriptions/ZB-GONE/cancel?cancel_at_end=true")
        return send(400, { code: 1001, message: "no such subscription" });
      if (path === "/billing/v1/subscriptions/ZB-1/reactivate") return send(200, { code: 0 });
      if (path === "/billing/v1/hostedpages/updatecard")
        return send(201, { hostedpage: { url: "https://billing.test/hostedpage/card-1" } });
      if (path === "/billing/v1/invoices?subscription_id=ZB-1")
        return send(200, { invoices: [{ invoice_id: "INV-9", number: "INV-000009", date: "2026-11-01" }] });
      if (path === "/billing/v1/invoices/INV-9?accept=pdf") return send(200, "%PDF-1.4 invoice", "application/pdf");
      return send(404, { code: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const settings = () => ({
  organizationId: "org-42",
  clientId: "client",
  clientSecret: "client-secret",
  refreshToken: "refresh",
  apiUrl: `${base}/billing/v1`,
  accountsUrl: base,
});

describe("the Zoho Billing adapter, against a loopback server speaking its API", () => {
  it("cancels at term end and reactivates with the OAuth token and the organisation's id", async () => {
    asked.length = 0;
    const billing = createZohoBilling(settings());
    expect(await billing.cancelAtTermEnd("ZB-1")).toEqual({ ok: true });
    expect(await billing.reactivate("ZB-1")).toEqual({ ok: true });
    expect(asked.map((call) => `${call.method} ${call.path}`)).toEqual([
      "POST /oauth/v2/token",
      "POST /billing/v1/subscriptions/ZB-1/cancel?cancel_at_end=true",
      "POST /billing/v1/subscriptions/ZB-1/reactivate",
    ]);
    expect(new URLSearchParams(asked[0]!.body).get("grant_type")).toBe("refresh_token");
    expect(asked[1]).toMatchObject({ auth: "Zoho-oauthtoken access-1", org: "org-42" });
    expect(await billing.cancelAtTermEnd("ZB-GONE")).toMatchObject({ ok: false });
  });

  it("gives the hosted card page, the subscription's invoices and only their PDFs", async () => {
    const billing = createZohoBilling(settings());
    expect(await billing.cardUpdateLink("ZB-1")).toBe("https://billing.test/hostedpage/card-1");
    expect(await billing.invoices("ZB-1")).toEqual([{ id: "INV-9", number: "INV-000009", date: "2026-11-01" }]);
    expect(new TextDecoder().decode((await billing.invoicePdf("ZB-1", "INV-9"))!)).toBe("%PDF-1.4 invoice");
    expect(await billing.invoicePdf("ZB-1", "INV-OTHER")).toBeNull();
  });

  it("answers 'not done' when the provider cannot be reached", async () => {
    const billing = createZohoBilling({
      ...settings(),
      accountsUrl: "http://127.0.0.1:9",
      apiUrl: "http://127.0.0.1:9",
    });
    expect(await billing.cancelAtTermEnd("ZB-1")).toMatchObject({ ok: false });
    expect(await billing.invoices("ZB-1")).toEqual([]);
  });
});

const SECRET = "webhookSecret123";
const webhooks = { secret: SECRET, maxAgeMs: 60 * 60 * 1000 };
const now = Date.UTC(2026, 10, 28, 12);

function event(id: string, extra: Record<string, unknown> = {}, at = new Date(now - 60_000).toISOString()) {
  return JSON.stringify({
    event_id: id,
    event_type: "subscription_renewed",
    event_time: at,
    data: { subscription: { subscription_id: "ZB-1", status: "live", next_billing_at: "2026-12-28", amount: 15.99 } },
    ...extra,
  });
}

function post(body: string, signature: string | null, query = "") {
  return new Request(`http://site.test/api/billing/events${query}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(signature ? { "X-Zoho-Webhook-Signature": signature } : {}) },
    body,
  });
}

const signed = (body: string, query = "") =>
  webhookSignature(SECRET, new URL(`http://site.test/api/billing/events${query}`), body);

describe.each(ENGINES)("the billing provider's webhooks (%s)", (engine) => {
  it("applies a signed event once, refuses a forged or stale one with 401, and exists only when set up", async () => {
    const { db } = await openTestStore(engine);
    await createRecordWriter(db, Shield_Subscriptions).write(
      Shield_Subscriptions.schema.parse({ id: "S-1", Subscription_ID: "ZB-1", Status: "unpaid", Amount: 14.99 }),
    );
    const body = event("ev-1");
    const query = "?name=basic&subscription_id=90343";
    const first = await answerBillingEvent(db, post(body, signed(body, query), query), webhooks, "1.2.3.4", now);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, outcome: "applied" });
    expect(await subscriptionById(db, "S-1")).toMatchObject({
      Status: "live",
      Next_Billing_At: "2026-12-28",
      Amount: 15.99,
    });
    // The same event again changes nothing.
    await createRecordWriter(db, Shield_Subscriptions, ["Amount"]).write({ id: "S-1", Amount: 20 });
    const again = await answerBillingEvent(db, post(body, signed(body, query), query), webhooks, "1.2.3.4", now);
    expect(await again.json()).toEqual({ ok: true, outcome: "duplicate" });
    expect((await subscriptionById(db, "S-1"))?.Amount).toBe(20);

    const forged = event("ev-2", { data: { subscription: { subscription_id: "ZB-1", status: "cancelled" } } });
    expect((await answerBillingEvent(db, post(forged, signed(body)), webhooks, "1.2.3.4", now)).status).toBe(401);
    expect((await answerBillingEvent(db, post(forged, null), webhooks, "1.2.3.4", now)).status).toBe(401);
    const stale = event("ev-3", {}, new Date(now - 2 * 60 * 60 * 1000).toISOString());
    expect((await answerBillingEvent(db, post(stale, signed(stale)), webhooks, "1.2.3.4", now)).status).toBe(401);
    expect((await subscriptionById(db, "S-1"))?.Status).toBe("live");
    const seen = await rows(db, sql<{ event_id: string }>`SELECT event_id FROM shield_billing_events`);
    expect(seen).toEqual([{ event_id: "ev-1" }]);
    expect((await answerBillingEvent(db, post(body, signed(body)), null, "1.2.3.4", now)).status).toBe(404);
  });

  it("tells the provider first when a subscriber cancels, and keeps it when the provider refuses", async () => {
    const { db } = await openTestStore(engine);
    await createRecordWriter(db, Shield_Subscriptions).write(
      Shield_Subscriptions.schema.parse({ id: "S-1", Subscription_ID: "ZB-1", Email: "a@x.test", Status: "live" }),
    );
    await createRecordWriter(db, Shield_Subscriptions).write(
      Shield_Subscriptions.schema.parse({ id: "S-2", Subscription_ID: "ZB-GONE", Email: "b@x.test", Status: "live" }),
    );
    const billing = createZohoBilling(settings());
    asked.length = 0;
    expect(await requestCancellation(db, "S-1", { reason: "price", words: null }, "en", billing)).toBe("requested");
    expect(asked.map((call) => call.path)).toContain("/billing/v1/subscriptions/ZB-1/cancel?cancel_at_end=true");
    expect(await requestCancellation(db, "S-2", { reason: "price", words: null }, "en", billing)).toBe(
      "provider-failed",
    );
    expect((await subscriptionById(db, "S-2"))?.Status).toBe("live");
  });
});
