/**
 * A gift's amounts (issue 47): whole US cents, from $5 to $25,000, typed as dollars ("50", "50.00", "1,250.5")
 * or chosen from the presets; the card fee a donor may cover, rounded up to the cent so all of the gift reaches the
 * mission. Pure, so the form, the webhook and the staff pages agree.
 */
export const MIN_GIFT_CENTS = 500;
export const MAX_GIFT_CENTS = 2_500_000;
/** The presets the form offers, in cents; "other" is typed. */
export const PRESET_CENTS = [2500, 5000, 10000, 25000] as const;

export type Frequency = "once" | "monthly";
export const isFrequency = (value: unknown): value is Frequency => value === "once" || value === "monthly";

/** Dollars as typed, in cents; null when it is not an amount of dollars and cents. */
export function centsOf(typed: string): number | null {
  const compact = typed
    .trim()
    .replace(/^\$\s*/, "")
    .replace(/,(?=\d{3}(?:\D|$))/g, "");
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** Whether an amount in cents is one the site accepts for a gift. */
export const isGiftAmount = (cents: number) =>
  Number.isInteger(cents) && cents >= MIN_GIFT_CENTS && cents <= MAX_GIFT_CENTS;

/**
 * What covering the fee adds to `cents`, at a fee of `percent` of the charge plus `fixedCents`: the smallest
 * addition such that what is left after the fee on the whole is at least the gift (the fee is taken from the total).
 */
export function feeToCover(cents: number, fee: { percent: number; fixedCents: number }): number {
  if (fee.percent <= 0 && fee.fixedCents <= 0) return 0;
  const total = Math.ceil((cents + fee.fixedCents) / (1 - fee.percent / 100));
  return total - cents;
}

/** Cents as dollars for people, in the page's language: $1,250.50 (whole dollars without cents). */
export function dollars(cents: number, locale: "en" | "es" = "en"): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(locale === "es" ? "es-US" : "en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}
