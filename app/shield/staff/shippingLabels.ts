/**
 * What a Shield order's shipping label says, decided once for the queue page and the label sheet (issue 37). A label
 * prints what the record holds, nothing made up: the subscriber's name, the shipping address as typed (broken into
 * lines where the record breaks it, or at its commas with the city, state and ZIP kept on the last line) and the
 * order's number, for the mail room to match the parcel to the order. An order whose record cannot address a parcel
 * (no name, no address, no ZIP code in the address) gets no label, and the queue says why: a parcel with a
 * half-written label goes nowhere, and a label that says "no address" is of no use on a parcel either.
 */
import type { ShieldSubscription } from "~/kits/records/schema.server";
import { orderNumber } from "./orderNumber";

export type LabelOrder = Pick<ShieldSubscription, "id" | "Subscription_Number" | "Name" | "Shipping_Address">;

export type Label = { id: string; reference: string; name: string; address: string[] };

export type LabelProblem = "noName" | "noAddress" | "noZip" | "tooLong";

/** A US ZIP code (five digits, or ZIP+4), somewhere in the address. */
const ZIP = /\b\d{5}(?:-\d{4})?\b/;

/** The address's lines: the record's own line breaks, else its comma-separated parts with "City, ST ZIP" kept whole. */
export function addressLines(address: string): string[] {
  const clean = (parts: string[]) => parts.map((part) => part.trim()).filter(Boolean);
  if (/[\r\n]/.test(address)) return clean(address.split(/\r?\n|\r/));
  const parts = clean(address.split(","));
  if (parts.length < 3) return parts;
  return [...parts.slice(0, -2), `${parts.at(-2)}, ${parts.at(-1)}`];
}

/** The label of an order, or why it cannot have one (whether it fits on a label is the sheet's to say). */
export function labelOf(order: LabelOrder): Label | { problem: LabelProblem } {
  const name = order.Name?.trim() ?? "";
  if (!name) return { problem: "noName" };
  const address = addressLines(order.Shipping_Address ?? "");
  if (address.length === 0) return { problem: "noAddress" };
  if (!ZIP.test(address.join(" "))) return { problem: "noZip" };
  return { id: order.id, reference: orderNumber(order), name, address };
}

export const isLabel = (value: Label | { problem: LabelProblem }): value is Label => !("problem" in value);
