/**
 * What a year-end statement says (issue 47 §3), from plain data: the organisation, the donor, every gift of money of
 * the calendar year with its amount (a refund shown beside what it took back) and their total, every device donation
 * received that year by day and kind with no value (the IRS leaves the value of goods to the donor, and the statement
 * says so in one sentence), that nothing was given in exchange, and the date of issue. The PDF's layout is
 * `server/statementPdf.server.ts`, the email's `server/statementMail.server.ts`; both print only what this returns.
 */
import { org } from "~/config/org";
import { intlLocales, type Locale } from "~/i18n/locale";
import { documentWordsIn, issueDate } from "~/kits/documents/documentLanguage";
import { lineIfKnown, signatureSection, type Issuer } from "~/kits/documents/issuer";
import type { Line, Section } from "~/kits/documents/sections";
import { displayPhone } from "~/sms/phoneNumber";
import { statementWordsIn } from "./statementWords";

/** A payment of the year as its receipt records it: the day paid (YYYY-MM-DD, the organisation's), whole cents. */
export type StatementGift = {
  paidOn: string;
  amountCents: number;
  refundedCents: number;
  monthly: boolean;
  /** The standing receipt's number; null for a gift the CRM recorded without one. */
  receiptNumber: string | null;
};

/** Devices received on a day (YYYY-MM-DD or the CRM's M/D/YYYY), of one kind, as the donor's figures group them. */
export type StatementDevices = { received: string; type: string | null; count: number };

export type StatementInput = {
  year: number;
  /** A donor is found by their email address, or (a device donor the CRM knows by number only) their mobile. */
  donor: { name: string; email: string | null; mobile: string | null };
  gifts: readonly StatementGift[];
  devices: readonly StatementDevices[];
  issued: Date;
  issuer: Issuer;
};

export type StatementContent = {
  title: string;
  intro: string;
  sections: Section[];
  statements: string[];
  signature: Section;
};

/** Whole cents as dollars in the language: "$1,250.00", "1250,00 US$" as Intl writes them. */
export function dollarsIn(locale: Locale, cents: number): string {
  return new Intl.NumberFormat(intlLocales[locale], { style: "currency", currency: "USD" }).format(cents / 100);
}

/** A day (YYYY-MM-DD, or M/D/YYYY as the CRM writes it) spelled out in the language: "March 1, 2026". */
export function dayIn(locale: Locale, day: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(day.trim());
  const parts = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : null;
  if (!parts) return day.trim();
  const date = new Date(Date.UTC(Number(parts[0]), Number(parts[1]) - 1, Number(parts[2]), 12));
  return date.toLocaleDateString(intlLocales[locale], { dateStyle: "long", timeZone: "UTC" });
}

/** A day as a sortable key, so the CRM's M/D/YYYY sorts with ISO days. */
function dayKey(day: string): string {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(day.trim());
  return us ? `${us[3]}-${us[1]!.padStart(2, "0")}-${us[2]!.padStart(2, "0")}` : day.trim();
}

/** A gift's line in the language: its day, then its amount (and, refunded, what it kept) and its receipt. */
export function giftLine(locale: Locale, gift: StatementGift): Line {
  const s = statementWordsIn(locale).statement;
  const money = (cents: number) => dollarsIn(locale, cents);
  return {
    label: dayIn(locale, gift.paidOn),
    value:
      gift.refundedCents > 0
        ? s.refundedGift(
            money(gift.amountCents),
            money(gift.refundedCents),
            money(gift.amountCents - gift.refundedCents),
            gift.monthly,
            gift.receiptNumber,
          )
        : s.gift(money(gift.amountCents), gift.monthly, gift.receiptNumber),
  };
}

/** The devices' lines: each day and kind with its count, never a value. */
export function deviceLines(locale: Locale, devices: readonly StatementDevices[]): Line[] {
  const s = statementWordsIn(locale).statement;
  const count = new Intl.NumberFormat(intlLocales[locale]);
  return [...devices]
    .filter((group) => group.count > 0)
    .sort((a, b) => dayKey(a.received).localeCompare(dayKey(b.received)) || (a.type ?? "").localeCompare(b.type ?? ""))
    .map((group) => ({
      label: dayIn(locale, group.received),
      value: s.deviceLine(group.type?.trim() || s.typeNotRecorded, count.format(group.count)),
    }));
}

/** What is kept of the year's gifts of money, in cents: each amount less its refunds. */
export const keptCents = (gifts: readonly StatementGift[]) =>
  gifts.reduce((sum, gift) => sum + gift.amountCents - gift.refundedCents, 0);

export function statementContent(input: StatementInput, locale: Locale): StatementContent {
  const s = statementWordsIn(locale).statement;
  // The organisation's lines as the device receipt words them: one wording of the organisation on every document.
  const r = documentWordsIn(locale).receipt;
  const gifts = [...input.gifts].sort((a, b) => a.paidOn.localeCompare(b.paidOn));
  const devices = deviceLines(locale, input.devices);
  const hasDevices = devices.length > 0;
  return {
    title: s.title(input.year),
    intro: s.intro(input.year),
    sections: [
      {
        heading: r.organisation,
        lines: [
          { label: r.legalName, value: org.legalName },
          ...lineIfKnown(r.ein, input.issuer.ein),
          { label: r.taxStatus, value: r.taxExempt(org.documents.taxExemption) },
          ...lineIfKnown(r.address, input.issuer.address),
        ],
      },
      {
        heading: s.donor,
        lines: [
          { label: s.name, value: input.donor.name },
          ...lineIfKnown(s.email, input.donor.email),
          ...lineIfKnown(s.mobile, input.donor.mobile && displayPhone(input.donor.mobile)),
        ],
      },
      gifts.length > 0
        ? {
            heading: s.money,
            lines: [
              ...gifts.map((gift) => giftLine(locale, gift)),
              { label: s.total, value: dollarsIn(locale, keptCents(gifts)) },
            ],
          }
        : { heading: s.money, lines: [], note: s.noMoney },
      hasDevices
        ? { heading: s.devices, lines: devices, note: s.noDeviceValue }
        : { heading: s.devices, lines: [], note: s.noDevices },
    ],
    statements: [s.noGoods, s.thanks],
    signature: signatureSection(issueDate(locale, input.issued), input.issuer, locale),
  };
}
