/**
 * The Stripe stand-in's wire (decision 116): bodies form-encoded with bracket keys as Stripe's API takes them, its
 * error object, its ids, and its webhook signature (`Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">`, as Stripe's "Verify webhook signatures" page describes). Written apart from the `stripe`
 * package so that the package's own `constructEvent` checks this side.
 */
import { createHmac, randomBytes } from "node:crypto";

/** A form's bracket keys as a tree: `a[b][0]=v` is `{a: {b: {"0": "v"}}}` (Stripe's own nesting). */
export type FormTree = { [key: string]: string | FormTree };

export function formTree(pairs: Iterable<[string, string]>): FormTree {
  const tree: FormTree = {};
  for (const [key, value] of pairs) {
    const names = [key.replace(/\[.*$/, ""), ...Array.from(key.matchAll(/\[([^\]]*)\]/g), (match) => match[1]!)];
    let at = tree;
    names.forEach((name, index) => {
      // `expand[]` and `expand[0]` both name the next place in a list.
      const place = name === "" ? String(Object.keys(at).length) : name;
      if (index === names.length - 1) at[place] = value;
      else {
        const next = at[place];
        at = at[place] = typeof next === "object" ? next : {};
      }
    });
  }
  return tree;
}

/** A string field of the tree (`field(tree, "line_items", "0", "quantity")`), or undefined. */
export function field(tree: FormTree | undefined, ...path: string[]): string | undefined {
  let at: string | FormTree | undefined = tree;
  for (const name of path) at = typeof at === "object" ? at[name] : undefined;
  return typeof at === "string" ? at : undefined;
}

/** A branch of the tree, or an empty one. */
export function branch(tree: FormTree | undefined, ...path: string[]): FormTree {
  let at: string | FormTree | undefined = tree;
  for (const name of path) at = typeof at === "object" ? at[name] : undefined;
  return typeof at === "object" ? at : {};
}

/** `metadata[...]` as Stripe keeps it: strings by key. */
export const metadataOf = (tree: FormTree): Record<string, string> =>
  Object.fromEntries(Object.entries(tree).filter((entry): entry is [string, string] => typeof entry[1] === "string"));

/** The values of a list sent as `name[0]`, `name[1]`… (or `name[]`), in order. */
export const listOf = (tree: FormTree): string[] =>
  Object.keys(tree)
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => tree[key])
    .filter((value): value is string => typeof value === "string");

/** Stripe's error: an HTTP status and `{error: {type, message, code, param}}`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly param?: string,
    readonly type = "invalid_request_error",
  ) {
    super(message);
  }
  get body() {
    return { error: { type: this.type, message: this.message, code: this.code, param: this.param } };
  }
}

export const missing = (param: string) =>
  new StripeApiError(400, `Missing required param: ${param}.`, "parameter_missing", param);

export const noSuch = (kind: string, id: string, param = "id") =>
  new StripeApiError(404, `No such ${kind}: '${id}'`, "resource_missing", param);

/** A whole number as Stripe reads one (a time in seconds), or its error naming the parameter. */
export function integer(value: string | undefined, param: string): number {
  if (value === undefined) throw missing(param);
  if (!/^\d+$/.test(value))
    throw new StripeApiError(400, `Invalid integer: ${value}`, "parameter_invalid_integer", param);
  return Number(value);
}

/** A whole number of cents as Stripe reads one, or its error naming the parameter. */
export function cents(value: string | undefined, param: string, least = 0): number {
  const amount = integer(value, param);
  if (amount < least)
    throw new StripeApiError(
      400,
      `Amount must be at least $${(least / 100).toFixed(2)} usd`,
      "amount_too_small",
      param,
    );
  if (amount > 99_999_999)
    throw new StripeApiError(400, "Amount must be no more than $999,999.99", "amount_too_large", param);
  return amount;
}

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
/** An id as Stripe writes them: a prefix and random letters and digits. */
export const newId = (prefix: string, length = 24) =>
  `${prefix}_${Array.from(randomBytes(length), (byte) => ALPHABET[byte % ALPHABET.length]).join("")}`;

export const unixNow = () => Math.floor(Date.now() / 1000);

/** The same day of the next month, in seconds (a monthly subscription's period). */
export function nextMonth(unix: number): number {
  const day = new Date(unix * 1000);
  day.setUTCMonth(day.getUTCMonth() + 1);
  return Math.floor(day.getTime() / 1000);
}

/** The `Stripe-Signature` header for a raw body, signed now with the secret. */
export function stripeSignature(rawBody: string, secret: string, unix = unixNow()): string {
  const v1 = createHmac("sha256", secret).update(`${unix}.${rawBody}`, "utf8").digest("hex");
  return `t=${unix},v1=${v1}`;
}
