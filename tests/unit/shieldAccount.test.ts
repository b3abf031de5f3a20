import { afterEach, describe, expect, it } from "vitest";
import { rows, sql, type Db } from "~/db/engine.server";
import { createRecordWriter } from "~/kits/records/recordWriter.server";
import { Shield_Subscriptions } from "~/kits/records/schema.server";
import { readCancelForm } from "~/shield/cancelReasons";
import { localBilling, type BillingProvider } from "~/shield/server/billing.server";
import { reactivateSubscription, requestCancellation } from "~/shield/server/cancellation.server";
import { referralCodeOf, referralLink } from "~/shield/server/referralCodes.server";
import { subscriptionById, subscriptionOf, subscriptionsOfEmail } from "~/shield/server/shieldAccess.server";
import {
  carrierOf,
  formatDay,
  iccidProblem,
  lastFour,
  planInWords,
  shipmentInWords,
  statusInWords,
  trackingLink,
  type SubscriptionFacts,
} from "~/shield/subscriptionView";
import { closeTestStores, ENGINES, openTestStore } from "../support/testStores";

afterEach(closeTestStores);

const facts = (over: Partial<SubscriptionFacts>): SubscriptionFacts => ({
  id: "S-1",
  Status: "live",
  Amount: 14.99,
  Next_Billing_At: "2026-12-20",
  Expires_At: null,
  Device_Type: "SIM only",
  Shipping_Address: null,
  Shipping_Status: "New Manual Order",
  Tracking_Number: null,
  Shipped_At: null,
  ICCIDs: [],
  Active_On_Carrier: null,
  ...over,
});

describe("a subscription in words", () => {
  it("says the plan and the status in the subscriber's language", () => {
    expect(planInWords("en", facts({}))).toBe("Shield internet, SIM card, monthly");
    expect(
      planInWords("es", facts({ Device_Type: "T10 hotspot", Next_Billing_At: null, Expires_At: "2027-06-01" })),
    ).toBe("Internet Shield, hotspot T10 con tarjeta SIM, prepagado");
    expect(statusInWords("en", facts({}))).toBe("Active");
    expect(statusInWords("en", facts({ Status: "non_renewing" }))).toBe("Ends on December 20, 2026");
    expect(statusInWords("es", facts({ Status: "non_renewing", Expires_At: "2027-01-15" }))).toBe(
      "Termina el 15 de enero de 2027",
    );
  });

  it("says 'not recorded' for a stored day the calendar does not have, in both languages, rather than fail", () => {
    expect(formatDay("en", "2026-99-99")).toBe("Not recorded");
    expect(formatDay("es", "2026-02-30")).toBe("Sin registrar");
    expect(formatDay("en", "2026-12-01")).toBe("December 1, 2026");
    const unreadable = facts({ Status: "non_renewing", Expires_At: "2026-99-99" });
    expect(statusInWords("en", unreadable)).toBe("Ends at the end of its term (the day is not recorded)");
    expect(statusInWords("es", unreadable)).toBe("Termina al final de su periodo (la fecha no está registrada)");
    const shipped = facts({ Shipping_Status: "Shipped", Shipped_At: "2026-13-01" });
    expect(shipmentInWords("en", shipped)).toBe("Shipped (the day is not recorded)");
    expect(shipmentInWords("es", shipped)).toBe("Enviado (la fecha no está registrada)");
  });

  it("links a tracking number to its carrier by its format, and nothing for an unknown one", () => {
    expect(carrierOf("1Z999AA10123456784")).toBe("UPS");
    expect(trackingLink("1z999aa10123456784")).toBe("https://www.ups.com/track?tracknum=1Z999AA10123456784");
    expect(carrierOf("9400111899223344556677")).toBe("USPS");
    expect(carrierOf("EC123456789US")).toBe("USPS");
    expect(carrierOf("123456789012")).toBe("FedEx");
    expect(trackingLink("123456789012")).toBe("https://www.fedex.com/fedextrack/?trknbr=123456789012");
    expect(trackingLink("PARCEL-42")).toBeNull();
  });

  it("shows a SIM card by its last four digits, and accepts an ICCID of 19 or 20 digits with its Luhn check digit", () => {
    expect(lastFour("8901260882310000002")).toBe("0002");
    expect(iccidProblem("8901260882310000002")).toBeNull();
    expect(iccidProblem("89012608823100000017")).toBeNull();
    expect(iccidProblem("8901260882310000003")).toBe("check");
    expect(iccidProblem("890126088231000000")).toBe("digits");
    expect(iccidProblem("8901260882310000a03")).toBe("digits");
  });

  it("reads a request to cancel: a reason, words for 'other', and the box ticked", () => {
    expect(readCancelForm({ reason: "price", words: null, confirm: "yes" })).toEqual({ reason: "price", words: null });
    expect(readCancelForm({ reason: "other", words: "  too   slow ", confirm: "yes" })).toEqual({
      reason: "other",
      words: "too slow",
    });
    expect(readCancelForm({ reason: "other", words: " ", confirm: "yes" })).toMatchObject({ problem: "other" });
    expect(readCancelForm({ reason: "nope", words: null, confirm: "yes" })).toMatchObject({ problem: "reason" });
    expect(readCancelForm({ reason: "moving", words: null, confirm: null })).toMatchObject({
      problem: "confirm",
      typed: { reason: "moving" },
    });
  });
});

async function seed(db: Db) {
  await createRecordWriter(db, Shield_Subscriptions).write(
    Shield_Subscriptions.schema.parse({
      id: "S-1",
      Subscription_ID: "ZB-1",
      Email: "Ana@Example.org",
      Name: "Ana",
      Status: "live",
      Amount: 14.99,
      Next_Billing_At: "2026-12-20",
      Device_Type: "SIM only",
      Shipping_Status: "New Manual Order",
      Language: "es",
    }),
  );
  await createRecordWriter(db, Shield_Subscriptions).write(
    Shield_Subscriptions.schema.parse({ id: "S-2", Email: "ben@example.org", Status: "live" }),
  );
}

const outbox = (db: Db) =>
  rows(
    db,
    sql<{ recipient: string; subject: string; text_body: string; kind: string }>`SELECT recipient, subject,
     text_body, kind FROM mail_outbox ORDER BY id`,
  );

describe.each(ENGINES)("a subscriber's account (%s)", (engine) => {
  it("finds the address's subscriptions and no other's", async () => {
    const { db } = await openTestStore(engine);
    await seed(db);
    expect((await subscriptionsOfEmail(db, " ana@EXAMPLE.org")).map((s) => s.id)).toEqual(["S-1"]);
    expect(await subscriptionOf(db, "ana@example.org", "S-2")).toBeNull();
    expect(await subscriptionOf(db, "ana@example.org", "S-404")).toBeNull();
    expect((await subscriptionOf(db, "ana@example.org", "S-1"))?.Subscription_ID).toBe("ZB-1");
  });

  it("gives each subscription a random referral code of its own, kept, never its id", async () => {
    const { db } = await openTestStore(engine);
    await seed(db);
    const code = await referralCodeOf(db, "S-1");
    expect(code).toMatch(/^[A-Z2-9]{10}$/);
    expect(code).not.toContain("S-1");
    expect(await referralCodeOf(db, "S-1")).toBe(code);
    expect(await referralCodeOf(db, "S-2")).not.toBe(code);
    expect(referralLink("https://site.example", code)).toBe(`https://site.example/shield?ref=${code}`);
  });

  it("cancels at the term's end once, with the reason, an email in Spanish and a note for the feed; then keeps it", async () => {
    const { db } = await openTestStore(engine);
    await seed(db);
    const request = { reason: "other" as const, words: "Me voy de viaje" };
    expect(await requestCancellation(db, "S-1", request, "es", localBilling)).toBe("requested");
    expect(await requestCancellation(db, "S-1", request, "es", localBilling)).toBe("already");
    expect(await subscriptionById(db, "S-1")).toMatchObject({
      Status: "non_renewing",
      Cancellation_Reason: "Other: Me voy de viaje",
    });
    const [mail, ...more] = await outbox(db);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ recipient: "Ana@Example.org", kind: "shield" });
    expect(mail!.subject).toBe("Su suscripción Shield terminará al final del periodo");
    expect(mail!.text_body).toContain("continúa hasta el 20 de diciembre de 2026");
    const noted = await rows(db, sql<{ kind: string; record_id: string }>`SELECT kind, record_id FROM site_changes`);
    expect(noted).toEqual([{ kind: "Shield_Subscriptions", record_id: "S-1" }]);

    expect(await reactivateSubscription(db, "S-1", localBilling)).toBe("reactivated");
    expect(await subscriptionById(db, "S-1")).toMatchObject({ Status: "live", Cancellation_Reason: null });
    expect((await outbox(db)).map((m) => m.subject)).toContain("Su suscripción Shield continúa");
    expect(await reactivateSubscription(db, "S-1", localBilling)).toBe("already");
  });

  it("changes nothing when the billing provider refuses the cancellation", async () => {
    const { db } = await openTestStore(engine);
    await seed(db);
    const refusing: BillingProvider = {
      ...localBilling,
      configured: true,
      cancelAtTermEnd: () => Promise.resolve({ ok: false, problem: "refused" }),
    };
    expect(await requestCancellation(db, "S-1", { reason: "price", words: null }, "en", refusing)).toBe(
      "provider-failed",
    );
    expect((await subscriptionById(db, "S-1"))?.Status).toBe("live");
    expect(await outbox(db)).toEqual([]);
  });
});
