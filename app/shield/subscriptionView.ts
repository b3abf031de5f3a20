/**
 * What a Shield subscription says to its subscriber, pure and unit-tested (issue 37, decision 088): the plan and the
 * status in words, the date that matters next, the SIM cards by their last four digits, and the carrier's tracking
 * page told from the tracking number's format. Also the rule an ICCID must meet before staff ship it.
 */
import { intlLocales, type Locale } from "~/i18n/locale";
import { day as dayRule } from "~/kits/records/fieldRules";
import type { ShieldDevice, ShieldStatus, ShippingStatus } from "~/kits/records/shieldLists";
import { shieldWordsIn } from "./shieldWords";

/** The fields of a subscription the subscriber's pages read. */
export type SubscriptionFacts = {
  id: string;
  Status: ShieldStatus | null;
  Amount: number | null;
  Next_Billing_At: string | null;
  Expires_At: string | null;
  Device_Type: ShieldDevice | null;
  Shipping_Address: string | null;
  Shipping_Status: ShippingStatus | null;
  Tracking_Number: string | null;
  Shipped_At: string | null;
  ICCIDs: string[];
  Active_On_Carrier: "Yes" | "No" | null;
};

/**
 * Whether a stored day is one the calendar has. A value stored before the billing events were checked (2026-99-99)
 * may not be: a page then says "not recorded" rather than fail.
 */
export function isReadableDay(day: string | null): day is string {
  return day !== null && dayRule.read(day) === day;
}

/**
 * A day (`YYYY-MM-DD`) as the language writes it: "December 1, 2026", "1 de diciembre de 2026"; one the calendar does
 * not have, "not recorded".
 */
export function formatDay(locale: Locale, day: string): string {
  if (!isReadableDay(day)) return shieldWordsIn(locale).details.notRecorded;
  return new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

export function formatDollars(locale: Locale, amount: number): string {
  return new Intl.NumberFormat(intlLocales[locale], { style: "currency", currency: "USD" }).format(amount);
}

/** A prepaid term ends on a day and bills no more; a monthly plan has a next billing date. */
const isPrepaid = (facts: SubscriptionFacts) => facts.Expires_At !== null && facts.Next_Billing_At === null;

/** The day the service ends when it will not renew (asked to cancel, or a prepaid term), or null. */
export function endDay(facts: SubscriptionFacts): string | null {
  return facts.Status === "non_renewing" ? (facts.Expires_At ?? facts.Next_Billing_At) : facts.Expires_At;
}

export function planInWords(locale: Locale, facts: SubscriptionFacts): string {
  const words = shieldWordsIn(locale).plans;
  if (!facts.Device_Type) return words.unknownDevice;
  return words.plan(words.devices[facts.Device_Type], isPrepaid(facts) ? words.prepaid : words.monthly);
}

export function statusInWords(locale: Locale, facts: SubscriptionFacts): string {
  const words = shieldWordsIn(locale).statuses;
  switch (facts.Status) {
    case "non_renewing": {
      const day = endDay(facts);
      if (!day) return words.cancelled;
      return isReadableDay(day) ? words.endsOn(formatDay(locale, day)) : words.endsOnNotRecorded;
    }
    case "cancelled":
      return words.cancelled;
    case "unpaid":
      return words.unpaid;
    case "future":
      return words.future;
    case "expired":
      return words.expired;
    default:
      return words.live;
  }
}

/** The shipment in words: awaiting, or shipped on a day (the tracking link is `trackingLink`). */
export function shipmentInWords(locale: Locale, facts: SubscriptionFacts): string {
  const words = shieldWordsIn(locale).shipping;
  if (facts.Shipping_Status !== "Shipped") return words.awaiting;
  if (!facts.Shipped_At) return words.shipped("—");
  return isReadableDay(facts.Shipped_At) ? words.shipped(formatDay(locale, facts.Shipped_At)) : words.shippedNoDay;
}

/** A SIM card as the subscriber sees it: its last four digits only. */
export const lastFour = (iccid: string) => iccid.slice(-4);

export type Carrier = "UPS" | "USPS" | "FedEx";

/**
 * The carrier a tracking number belongs to, by its format: UPS "1Z" and 16 letters or digits; USPS 20 to 22 digits
 * (most start 9) or two letters, nine digits and "US"; FedEx 12 or 15 digits. Anything else: no link, the number
 * alone.
 */
export function carrierOf(trackingNumber: string): Carrier | null {
  const number = trackingNumber.replace(/\s+/g, "").toUpperCase();
  if (/^1Z[0-9A-Z]{16}$/.test(number)) return "UPS";
  if (/^\d{20,22}$/.test(number) || /^[A-Z]{2}\d{9}US$/.test(number)) return "USPS";
  if (/^(?:\d{12}|\d{15})$/.test(number)) return "FedEx";
  return null;
}

/** The carrier's public tracking page for the number, or null when its format names no carrier. */
export function trackingLink(trackingNumber: string): string | null {
  const number = encodeURIComponent(trackingNumber.replace(/\s+/g, "").toUpperCase());
  switch (carrierOf(trackingNumber)) {
    case "UPS":
      return `https://www.ups.com/track?tracknum=${number}`;
    case "USPS":
      return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`;
    case "FedEx":
      return `https://www.fedex.com/fedextrack/?trknbr=${number}`;
    default:
      return null;
  }
}

/** Whether a number's last digit is its Luhn check digit (ISO/IEC 7812, which ICCIDs use). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Why a typed or scanned ICCID cannot be one, or null: 19 or 20 digits whose last is the Luhn check digit. */
export function iccidProblem(iccid: string): "digits" | "check" | null {
  if (!/^\d{19,20}$/.test(iccid)) return "digits";
  return luhnValid(iccid) ? null : "check";
}
