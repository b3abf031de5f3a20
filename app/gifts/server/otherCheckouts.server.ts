/**
 * Checkouts another wing opens through this wing's adapter (a festival ticket, decision 124): the events job hands
 * the provider's events about them to their wing. The list is given once at start-up (app/startup/serverHooks.server.ts),
 * so this wing never imports the wings that build on it.
 */
import type { Db } from "~/db/engine.server";
import type { EventOutcome } from "./giftEventStore.server";

type ProviderObject = Record<string, unknown>;

export type OtherCheckout = {
  /** Whether the provider's object (a checkout session) is one of this kind's. */
  claims(object: ProviderObject): boolean;
  /** Applies the event in the events job's transaction. */
  apply(trx: Db, type: string, object: ProviderObject): Promise<EventOutcome>;
};

let others: readonly OtherCheckout[] = [];

export function takeOtherCheckouts(list: readonly OtherCheckout[]): void {
  others = list;
}

/** The kind that claims `object`, if another wing's. */
export const otherCheckoutOf = (object: ProviderObject): OtherCheckout | undefined =>
  others.find((other) => other.claims(object));
