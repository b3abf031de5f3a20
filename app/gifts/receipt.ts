/**
 * What a gift receipt says (issue 47 §3), in the donor's language: the organisation's legal name and, when the
 * settings supply them, its EIN and address; the receipt's number, the gift's date, the donor, once or monthly, the
 * amount and the way it was paid (a card's brand and last four); the IRS's written-acknowledgment sentence that no
 * goods or services were given in exchange, or their value and the deductible rest; a corrected receipt names the
 * one it replaces, a voided one says so. Only what the records hold; nothing unset is printed.
 */
import { org } from "~/config/org";
import { formatMoment } from "~/i18n";
import type { Locale } from "~/i18n/locale";
import { verificationUrl } from "~/kits/documents/documentLanguage";
import { lineIfKnown, type Issuer } from "~/kits/documents/issuer";
import type { Line, Section } from "~/kits/documents/sections";
import { dollars, type Frequency } from "./amounts";
import type { Card } from "./server/giftLedger.server";
import { giftWordsIn } from "./words";

export type ReceiptFacts = {
  number: string;
  locale: Locale;
  donorName: string;
  frequency: Frequency;
  /** What the receipt acknowledges, in cents (after a refund, what was kept). */
  amountCents: number;
  goodsCents: number;
  goodsDescription: string | null;
  paidAt: number;
  card: Card;
  corrects: string | null;
  /** Voided: the receipt that replaces it (null when none does). */
  voided: { replacedBy: string | null } | null;
  refundedCents: number;
};

export type ReceiptContent = {
  title: string;
  sections: Section[];
  statements: string[];
  verification: { label: string; url: string };
};

const brandName = (brand: string) =>
  ({ visa: "Visa", mastercard: "Mastercard", amex: "American Express", discover: "Discover" })[brand] ??
  brand.charAt(0).toUpperCase() + brand.slice(1);

/** The way a payment was made, as the receipt and the portal say it. */
export function paidByOf(card: Card, locale: Locale): string | null {
  return card ? giftWordsIn(locale).receipt.card(brandName(card.brand), card.last4) : null;
}

/** The written acknowledgment: nothing given in exchange, or what was and what is deductible. */
export function acknowledgment(
  facts: Pick<ReceiptFacts, "amountCents" | "goodsCents" | "goodsDescription" | "locale">,
) {
  const words = giftWordsIn(facts.locale).receipt;
  if (facts.goodsCents <= 0) return words.noGoods;
  const deductible = Math.max(0, facts.amountCents - facts.goodsCents);
  return words.goods(
    dollars(facts.goodsCents, facts.locale),
    facts.goodsDescription ?? "",
    dollars(deductible, facts.locale),
  );
}

export function receiptContent(
  facts: ReceiptFacts,
  context: { issuer: Issuer; publicUrl: string; timeZone: string },
): ReceiptContent {
  const { locale } = facts;
  const words = giftWordsIn(locale).receipt;
  const organisation: Line[] = [
    { label: words.legalName, value: org.legalName },
    ...lineIfKnown(words.ein, context.issuer.ein),
    ...lineIfKnown(words.address, context.issuer.address),
  ];
  const gift: Line[] = [
    { label: words.number, value: facts.number },
    { label: words.date, value: formatMoment(locale, facts.paidAt, context.timeZone) },
    { label: words.donor, value: facts.donorName },
    { label: words.frequency, value: facts.frequency === "monthly" ? words.monthly : words.once },
    { label: words.amount, value: dollars(facts.amountCents, locale) },
    ...lineIfKnown(words.paidBy, paidByOf(facts.card, locale)),
  ];
  return {
    title: facts.corrects ? words.corrected : words.title,
    sections: [
      { heading: org.name, lines: organisation },
      { heading: words.title, lines: gift },
    ],
    statements: [
      ...(facts.voided ? [words.voided(facts.voided.replacedBy)] : []),
      ...(facts.corrects ? [words.replaces(facts.corrects)] : []),
      ...(facts.refundedCents > 0 ? [words.refunded(dollars(facts.refundedCents, locale))] : []),
      acknowledgment(facts),
      words.exemption(org.legalName, org.documents.taxExemption),
      words.keep,
    ],
    verification: { label: words.verify, url: verificationUrl(context.publicUrl, facts.number, locale) },
  };
}

/** What `/verify/<number>` says of a gift receipt: never the donor; whether it stands or was voided. */
export function receiptVerificationLines(facts: ReceiptFacts, locale: Locale, timeZone: string): Line[] {
  const words = giftWordsIn(locale).receipt;
  return [
    { label: words.number, value: facts.number },
    { label: words.legalName, value: org.legalName },
    { label: words.date, value: formatMoment(locale, facts.paidAt, timeZone) },
    { label: words.amount, value: dollars(facts.amountCents, locale) },
    ...(facts.voided ? [{ label: words.title, value: words.voided(facts.voided.replacedBy) }] : []),
  ];
}
