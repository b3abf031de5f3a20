import { createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { rows, sql } from "~/db/engine.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Shield_Subscriptions } from "~/kits/records/schema.server";
import { createZohoBilling } from "~/shield/server/billing.server";
import { answerBillingEvent } from "~/shield/server/billingEvents.server";
import { signedText } from "~/shield/server/billingSignature.server";
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

function post(body: string, signature: string | null, query = "", type = "application/json") {
  return new Request(`http://site.test/api/billing/events${query}`, {
    method: "POST",
    headers: { "Content-Type": type, ...(signature ? { "X-Zoho-Webhook-Signature": signature } : {}) },
    body,
  });
}

/**
 * The signature as Zoho Billing's help page "How do I secure my webhooks" says it is made: HMAC-SHA256 with the
 * secret token, in hex, over the string each test writes out by hand from the page's rules (query and form pairs
 * decoded and sorted by key, each key then its value, then the raw JSON as received).
 */
const zohoSigns = (text: string) => createHmac("sha256", SECRET).update(text, "utf8").digest("hex");

describe("Zoho Billing's webhook signature", () => {
  it("signs the string the help page's example gives: the query's pairs sorted by key, then the raw JSON", () => {
    const url = new URL("https://site.test/api/billing/events?subscription_id=90343&name=basic");
    expect(signedText(url, { kind: "json", raw: '{"created_date":"2019-03-06","event_id":"5675"}' })).toBe(
      'namebasicsubscription_id90343{"created_date":"2019-03-06","event_id":"5675"}',
    );
  });
});

describe.each(ENGINES)("the billing provider's webhooks (%s)", (engine) => {
  it("applies a signed event once, refuses a forged or stale one with 401, and exists only when set up", async () => {
    const { db } = await openTestStore(engine);
    await createRecordWriter(db, Shield_Subscriptions).write(
      Shield_Subscriptions.schema.parse({ id: "S-1", Subscription_ID: "ZB-1", Status: "unpaid", Amount: 14.99 }),
    );
    const body = event("ev-1");
    const query = "?name=basic&subscription_id=90343";
    const signature = zohoSigns(`namebasicsubscription_id90343${body}`);
    const first = await answerBillingEvent(db, post(body, signature, query), webhooks, "1.2.3.4", now);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, outcome: "applied" });
    expect(await subscriptionById(db, "S-1")).toMatchObject({
      Status: "live",
      Next_Billing_At: "2026-12-28",
      Amount: 15.99,
    });
    // The same event again changes nothing.
    await createRecordWriter(db, Shield_Subscriptions, ["Amount"]).write({ id: "S-1", Amount: 20 });
    const again = await answerBillingEvent(db, post(body, signature, query), webhooks, "1.2.3.4", now);
    expect(await again.json()).toEqual({ ok: true, outcome: "duplicate" });
    expect((await subscriptionById(db, "S-1"))?.Amount).toBe(20);

    const forged = event("ev-2", { data: { subscription: { subscription_id: "ZB-1", status: "cancelled" } } });
    expect((await answerBillingEvent(db, post(forged, zohoSigns(body)), webhooks, "1.2.3.4", now)).status).toBe(401);
    expect((await answerBillingEvent(db, post(forged, null), webhooks, "1.2.3.4", now)).status).toBe(401);
    const stale = event("ev-3", {}, new Date(now - 2 * 60 * 60 * 1000).toISOString());
    expect((await answerBillingEvent(db, post(stale, zohoSigns(stale)), webhooks, "1.2.3.4", now)).status).toBe(401);
    expect((await subscriptionById(db, "S-1"))?.Status).toBe("live");
    const seen = await rows(db, sql<{ event_id: string }>`SELECT event_id FROM shield_billing_events`);
    expect(seen).toEqual([{ event_id: "ev-1" }]);
    expect((await answerBillingEvent(db, post(body, zohoSigns(body)), null, "1.2.3.4", now)).status).toBe(404);
  });

  it("applies the Events API's shape, the subscription under `payload`, signed over the raw JSON", async () => {
    const { db } = await openTestStore(engine);
    await createRecordWriter(db, Shield_Subscriptions).write(
      Shield_Subscriptions.schema.parse({ id: "S-1", Subscription_ID: "ZB-1", Status: "live", Amount: 14.99 }),
    );
    // As the Events API writes it: a numeric id, the time with its offset without a colon.
    const body = `{"event_id":90300000005337,"event_type":"subscription_cancelled","event_time":"2026-11-28T03:59:00-0800","payload":{"subscription":{"subscription_id":"ZB-1","status":"cancelled","expires_at":"2026-12-28"}}}`;
    const answer = await answerBillingEvent(db, post(body, zohoSigns(body)), webhooks, "1.2.3.4", now);
    expect(await answer.json()).toEqual({ ok: true, outcome: "applied" });
    expect(await subscriptionById(db, "S-1")).toMatchObject({ Status: "cancelled", Expires_At: "2026-12-28" });
  });

  it("applies a form-encoded event, its pairs decoded and sorted with the query's before they are signed", async () => {
    const { db } = await openTestStore(engine);
    await createRecordWriter(db, Shield_Subscriptions).write(
      Shield_Subscriptions.schema.parse({ id: "S-1", Subscription_ID: "ZB-1", Status: "unpaid", Amount: 14.99 }),
    );
    const at = new Date(now - 60_000).toISOString();
    const form = new URLSearchParams([
      ["event_id", "ev-form-1"],
      ["event_type", "subscription_renewed"],
      ["event_time", at],
      ["subscription_id", "ZB-1"],
      ["status", "live"],
      ["next_billing_at", "2027-01-28"],
      ["amount", "16.50"],
      ["plan_name", "Shield SIM card"],
    ]).toString();
    expect(form).toContain("plan_name=Shield+SIM+card");
    const text = `amount16.50event_idev-form-1event_time${at}event_typesubscription_renewednamebasicnext_billing_at2027-01-28plan_nameShield SIM cardstatuslivesubscription_idZB-1`;
    const type = "application/x-www-form-urlencoded;charset=UTF-8";
    const answer = await answerBillingEvent(
      db,
      post(form, zohoSigns(text), "?name=basic", type),
      webhooks,
      "1.2.3.4",
      now,
    );
    expect(await answer.json()).toEqual({ ok: true, outcome: "applied" });
    expect(await subscriptionById(db, "S-1")).toMatchObject({
      Status: "live",
      Next_Billing_At: "2027-01-28",
      Amount: 16.5,
    });
    // Signed as if it were JSON (the raw body) it is not Zoho's signature of a form.
    const asJson = await answerBillingEvent(
      db,
      post(form, zohoSigns(`namebasic${form}`), "?name=basic", type),
      webhooks,
      "1.2.3.4",
      now,
    );
    expect(asJson.status).toBe(401);
  });

  it("refuses a signed event with a day that does not exist, 400 with the field named, and stores nothing", async () => {
    const { db } = await openTestStore(engine);
    await createRecordWriter(db, Shield_Subscriptions).write(
      Shield_Subscriptions.schema.parse({ id: "S-1", Subscription_ID: "ZB-1", Next_Billing_At: "2026-12-28" }),
    );
    const json = event("ev-bad", {
      data: { subscription: { subscription_id: "ZB-1", status: "live", next_billing_at: "2026-99-99" } },
    });
    const refused = await answerBillingEvent(db, post(json, zohoSigns(json)), webhooks, "1.2.3.4", now);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: "The event's next_billing_at is not a day (write it as YYYY-MM-DD, such as 2026-12-01).",
    });
    const at = new Date(now - 60_000).toISOString();
    const form = `event_id=ev-bad-2&event_type=x&event_time=${encodeURIComponent(at)}&subscription_id=ZB-1&expires_at=2026-02-30`;
    const text = `event_idev-bad-2event_time${at}event_typexexpires_at2026-02-30subscription_idZB-1`;
    const formRefused = await answerBillingEvent(
      db,
      post(form, zohoSigns(text), "", "application/x-www-form-urlencoded"),
      webhooks,
      "1.2.3.4",
      now,
    );
    expect(formRefused.status).toBe(400);
    expect((await formRefused.json()).error).toContain("expires_at is not a day");
    expect(await rows(db, sql`SELECT event_id FROM shield_billing_events`)).toEqual([]);
    expect(await subscriptionById(db, "S-1")).toMatchObject({ Next_Billing_At: "2026-12-28", Expires_At: null });
  });

  it("limits one client's refused signatures to 10 a minute (429), and still takes a signed event from it", async () => {
    const { db } = await openTestStore(engine);
    const forged = event("ev-forged");
    for (let attempt = 1; attempt <= 10; attempt++)
      expect((await answerBillingEvent(db, post(forged, "0".repeat(64)), webhooks, "5.6.7.8", now)).status).toBe(401);
    expect((await answerBillingEvent(db, post(forged, "0".repeat(64)), webhooks, "5.6.7.8", now)).status).toBe(429);
    expect((await answerBillingEvent(db, post(forged, "0".repeat(64)), webhooks, "9.9.9.9", now)).status).toBe(401);
    const good = event("ev-good");
    expect((await answerBillingEvent(db, post(good, zohoSigns(good)), webhooks, "5.6.7.8", now)).status).toBe(200);
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
