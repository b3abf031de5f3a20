/**
 * The billing provider behind one adapter (decision 088). Without its settings the site runs on the local
 * fallback: nothing is sent anywhere, a request to cancel is kept for staff to carry out, and the pages say whom to
 * write to for a card or an invoice.
 */
export type ProviderAnswer = { ok: true } | { ok: false; problem: string };

export type Invoice = { id: string; number: string; date: string };

export type BillingProvider = {
  configured: boolean;
  cancelAtTermEnd(subscriptionId: string): Promise<ProviderAnswer>;
  reactivate(subscriptionId: string): Promise<ProviderAnswer>;
  /** The provider's hosted page where the subscriber updates their card, or null. */
  cardUpdateLink(subscriptionId: string): Promise<string | null>;
  invoices(customerSubscriptionId: string): Promise<Invoice[]>;
};

export const localBilling: BillingProvider = {
  configured: false,
  cancelAtTermEnd: () => Promise.resolve({ ok: true }),
  reactivate: () => Promise.resolve({ ok: true }),
  cardUpdateLink: () => Promise.resolve(null),
  invoices: () => Promise.resolve([]),
};

/** The server's billing provider. */
export function billingProvider(): BillingProvider {
  return localBilling;
}
