/**
 * The billing provider behind one adapter (decision 088): Zoho Billing's REST API (v1), reached with an OAuth access
 * token the adapter refreshes from its refresh token, and the organisation's id on every call. Without its settings
 * the site runs on the local fallback: nothing is sent anywhere, a request to cancel is kept for staff, and the
 * pages say whom to write to for a card or an invoice. Nothing else in the site knows which provider it is.
 */
import { shieldSettings, type ZohoBillingSettings } from "../settings.server";
import { log } from "~/platform/log.server";

export type ProviderAnswer = { ok: true } | { ok: false; problem: string };

export type Invoice = { id: string; number: string; date: string };

export type BillingProvider = {
  configured: boolean;
  cancelAtTermEnd(subscriptionId: string): Promise<ProviderAnswer>;
  reactivate(subscriptionId: string): Promise<ProviderAnswer>;
  /** The provider's hosted page where the subscriber updates their card, or null. */
  cardUpdateLink(subscriptionId: string): Promise<string | null>;
  invoices(subscriptionId: string): Promise<Invoice[]>;
  /** An invoice's PDF, only when it is one of this subscription's invoices; null otherwise. */
  invoicePdf(subscriptionId: string, invoiceId: string): Promise<Uint8Array | null>;
};

export const localBilling: BillingProvider = {
  configured: false,
  cancelAtTermEnd: () => Promise.resolve({ ok: true }),
  reactivate: () => Promise.resolve({ ok: true }),
  cardUpdateLink: () => Promise.resolve(null),
  invoices: () => Promise.resolve([]),
  invoicePdf: () => Promise.resolve(null),
};

/** A call to the provider may take this long before it counts as failed. */
const CALL_TIMEOUT_MS = 10_000;

export function createZohoBilling(settings: ZohoBillingSettings, now: () => number = Date.now): BillingProvider {
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt - 60_000 > now()) return token.value;
    const url = new URL("/oauth/v2/token", settings.accountsUrl);
    const body = new URLSearchParams({
      refresh_token: settings.refreshToken,
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      grant_type: "refresh_token",
    });
    const response = await fetch(url, { method: "POST", body, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    const answer = (await response.json().catch(() => ({}))) as { access_token?: unknown; expires_in?: unknown };
    if (!response.ok || typeof answer.access_token !== "string")
      throw new Error(`the provider's token endpoint answered ${response.status}`);
    const seconds = typeof answer.expires_in === "number" ? answer.expires_in : 3600;
    token = { value: answer.access_token, expiresAt: now() + seconds * 1000 };
    return token.value;
  }

  async function call(method: "GET" | "POST", path: string, body?: unknown): Promise<Response> {
    const response = await fetch(`${settings.apiUrl}${path}`, {
      method,
      headers: {
        Authorization: `Zoho-oauthtoken ${await accessToken()}`,
        "X-com-zoho-subscriptions-organizationid": settings.organizationId,
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    // A token the provider no longer takes is refreshed once, on the next call.
    if (response.status === 401) token = null;
    return response;
  }

  /** A call whose failure is logged (by path, never its answer's body) and answered as not done. */
  async function attempt<T>(what: string, work: () => Promise<T>, failed: T): Promise<T> {
    try {
      return await work();
    } catch (error) {
      log.warn("billing provider call failed", { call: what, error: (error as Error).message });
      return failed;
    }
  }

  const id = (value: string) => encodeURIComponent(value);

  const action = (what: string, path: string) =>
    attempt<ProviderAnswer>(
      what,
      async () => {
        const response = await call("POST", path);
        if (response.ok) return { ok: true };
        throw new Error(`answered ${response.status}`);
      },
      { ok: false, problem: `${what} failed` },
    );

  async function invoices(subscriptionId: string): Promise<Invoice[]> {
    return attempt(
      "invoices",
      async () => {
        const response = await call("GET", `/invoices?subscription_id=${id(subscriptionId)}`);
        if (!response.ok) throw new Error(`answered ${response.status}`);
        const answer = (await response.json()) as {
          invoices?: { invoice_id?: unknown; number?: unknown; date?: unknown }[];
        };
        return (answer.invoices ?? []).flatMap((invoice) =>
          typeof invoice.invoice_id === "string" &&
          typeof invoice.number === "string" &&
          typeof invoice.date === "string" &&
          /^\d{4}-\d{2}-\d{2}$/.test(invoice.date)
            ? [{ id: invoice.invoice_id, number: invoice.number, date: invoice.date }]
            : [],
        );
      },
      [],
    );
  }

  return {
    configured: true,
    cancelAtTermEnd: (subscriptionId) =>
      action("cancel at term end", `/subscriptions/${id(subscriptionId)}/cancel?cancel_at_end=true`),
    reactivate: (subscriptionId) => action("reactivate", `/subscriptions/${id(subscriptionId)}/reactivate`),
    cardUpdateLink: (subscriptionId) =>
      attempt(
        "card page",
        async () => {
          const response = await call("POST", "/hostedpages/updatecard", { subscription_id: subscriptionId });
          if (!response.ok) throw new Error(`answered ${response.status}`);
          const answer = (await response.json()) as { hostedpage?: { url?: unknown } };
          const url = answer.hostedpage?.url;
          return typeof url === "string" && /^https?:\/\//.test(url) ? url : null;
        },
        null,
      ),
    invoices,
    async invoicePdf(subscriptionId, invoiceId) {
      if (!(await invoices(subscriptionId)).some((invoice) => invoice.id === invoiceId)) return null;
      return attempt(
        "invoice PDF",
        async () => {
          const response = await call("GET", `/invoices/${id(invoiceId)}?accept=pdf`);
          if (!response.ok) throw new Error(`answered ${response.status}`);
          return new Uint8Array(await response.arrayBuffer());
        },
        null,
      );
    },
  };
}

let provider: BillingProvider | undefined;

/** The server's billing provider: Zoho Billing when ZOHO_BILLING_* is set, the local fallback otherwise. */
export function billingProvider(): BillingProvider {
  const settings = shieldSettings.current().zohoBilling;
  provider ??= settings ? createZohoBilling(settings) : localBilling;
  return provider;
}
