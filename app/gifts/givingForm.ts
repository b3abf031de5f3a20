/**
 * The giving form, read (issue 47): an amount (a preset or another, $5 to $25,000), once or monthly, the name and
 * email for the receipt, an optional US mobile number, whether the card fee is covered, an optional tribute (in
 * honour or in memory of a name, with an optional notice by email on a day from today to a year on), an optional
 * employer, and the public listing choice (off unless ticked). Pure: the page's action and the tests read it alike.
 */
import { plainText, readEmail } from "~/kits/forms/reading";
import { hasHiddenCharacters } from "~/kits/forms/personName";
import { usMobileE164 } from "~/sms/phoneNumber";
import { isDay } from "./days";
import { centsOf, feeToCover, isFrequency, isGiftAmount, PRESET_CENTS, type Frequency } from "./amounts";
import type { Tribute } from "./server/giftStore.server";

export const GIVING_FIELDS = [
  "amount",
  "other",
  "frequency",
  "name",
  "email",
  "phone",
  "coverFee",
  "tribute",
  "tributeName",
  "noticeEmail",
  "noticeOn",
  "employer",
  "listed",
] as const;
export type GivingField = (typeof GIVING_FIELDS)[number];
export type GivingTyped = Record<GivingField, string>;
export type GivingError = Exclude<GivingField, "other" | "coverFee" | "tribute" | "listed">;

export type GivingAnswers = {
  frequency: Frequency;
  amountCents: number;
  feeCents: number;
  name: string;
  email: string;
  phone: string | null;
  tribute: Tribute | null;
  employer: string | null;
  listedPublicly: boolean;
};

/** The form before anything is typed: the second preset, once, nothing else. */
export const emptyGiving: GivingTyped = {
  ...(Object.fromEntries(GIVING_FIELDS.map((field) => [field, ""])) as GivingTyped),
  amount: String(PRESET_CENTS[1]),
  frequency: "once",
  tribute: "none",
};

/** The amount chosen, in cents, or null: a preset's value, or "other" and what was typed beside it. */
export function chosenCents(typed: Pick<GivingTyped, "amount" | "other">): number | null {
  const cents = typed.amount === "other" ? centsOf(typed.other) : Number(typed.amount);
  const preset = typed.amount === "other" || PRESET_CENTS.some((value) => value === cents);
  return preset && cents !== null && isGiftAmount(cents) ? cents : null;
}

/** A year on from `today` (YYYY-MM-DD), the last day a notice may be set for. */
const yearOn = (today: string) => `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;

export function readGiving(
  typed: GivingTyped,
  context: { today: string; fee: { percent: number; fixedCents: number } },
): { ok: true; value: GivingAnswers } | { ok: false; errors: Partial<Record<GivingError, GivingError>> } {
  const errors: Partial<Record<GivingError, GivingError>> = {};
  const cents = chosenCents(typed);
  if (cents === null) errors.amount = "amount";
  if (!isFrequency(typed.frequency)) errors.frequency = "frequency";
  const name = plainText(typed.name, 120);
  if (!name || hasHiddenCharacters(name)) errors.name = "name";
  const email = readEmail(typed.email);
  if (!email) errors.email = "email";
  const phone = typed.phone.trim() === "" ? null : usMobileE164(typed.phone.trim());
  if (typed.phone.trim() !== "" && !phone) errors.phone = "phone";
  let tribute: Tribute | null = null;
  if (typed.tribute === "honour" || typed.tribute === "memory") {
    const tributeName = plainText(typed.tributeName, 120);
    if (!tributeName || hasHiddenCharacters(tributeName)) errors.tributeName = "tributeName";
    const noticeEmail = typed.noticeEmail.trim() === "" ? null : readEmail(typed.noticeEmail);
    if (typed.noticeEmail.trim() !== "" && !noticeEmail) errors.noticeEmail = "noticeEmail";
    const day = typed.noticeOn.trim() === "" ? context.today : typed.noticeOn.trim();
    if (noticeEmail && (!isDay(day) || day < context.today || day > yearOn(context.today)))
      errors.noticeOn = "noticeOn";
    tribute = tributeName
      ? { kind: typed.tribute, name: tributeName, noticeEmail, noticeOn: noticeEmail ? day : null }
      : null;
  }
  const employer = typed.employer.trim() === "" ? null : plainText(typed.employer, 120);
  if (typed.employer.trim() !== "" && !employer) errors.employer = "employer";
  if (Object.keys(errors).length > 0 || cents === null || !name || !email || !isFrequency(typed.frequency))
    return { ok: false, errors };
  return {
    ok: true,
    value: {
      frequency: typed.frequency,
      amountCents: cents,
      feeCents: typed.coverFee === "yes" ? feeToCover(cents, context.fee) : 0,
      name,
      email,
      phone,
      tribute,
      employer,
      listedPublicly: typed.listed === "yes",
    },
  };
}
