/**
 * What a letter of volunteer hours says, and what `/verify` says of one: only what the records hold (the name as
 * the volunteer gave it, each shift attended with its day, title and hours, the total), in the volunteer's
 * language. The verification page leaves the name and the shifts out: whoever holds the letter compares the rest.
 */
import { org } from "~/config/org";
import { formatDate, formatNumber } from "~/i18n";
import type { Locale } from "~/i18n/locale";
import { verificationUrl } from "~/kits/documents/documentLanguage";
import { issuerUnset, signatureSection, type Issuer } from "~/kits/documents/issuer";
import type { NumberedStatement } from "~/kits/documents/numberedStatementPdf.server";
import type { Line } from "~/kits/documents/sections";
import { hoursOf } from "./roles";
import { volunteerWordsIn } from "./words";

export type AttendedShift = { date: string; title: string; minutes: number };

/** A letter as stored: what it states when issued. */
export type LetterFacts = {
  number: string;
  name: string;
  locale: Locale;
  minutes: number;
  shifts: number;
  firstDay: string;
  lastDay: string;
  /** The organisation's calendar day it was issued. */
  issuedOn: string;
};

export type LetterContent = NumberedStatement;

const hoursText = (locale: Locale, minutes: number) => formatNumber(locale, hoursOf(minutes));

function factLines(facts: LetterFacts, locale: Locale): Line[] {
  const words = volunteerWordsIn(locale).letter;
  return [
    { label: words.totalHours, value: hoursText(locale, facts.minutes) },
    { label: words.shiftsCount, value: String(facts.shifts) },
    {
      label: words.dates,
      value: words.datesValue(formatDate(locale, facts.firstDay), formatDate(locale, facts.lastDay)),
    },
  ];
}

export function letterContent(
  facts: LetterFacts,
  attended: readonly AttendedShift[],
  publicUrl: string,
  issuer: Issuer = issuerUnset,
): LetterContent {
  const { locale } = facts;
  const words = volunteerWordsIn(locale).letter;
  return {
    title: words.title,
    numberLabel: words.number,
    number: facts.number,
    statement: words.statement(org.name, facts.name, hoursText(locale, facts.minutes), facts.shifts),
    sections: [
      {
        heading: words.heading,
        lines: attended.map((shift) => ({
          label: words.shiftLine(formatDate(locale, shift.date), shift.title),
          value: words.hoursValue(hoursText(locale, shift.minutes)),
        })),
      },
      signatureSection(formatDate(locale, facts.issuedOn), issuer, locale),
    ],
    verification: { label: words.verify, url: verificationUrl(publicUrl, facts.number, locale) },
  };
}

/** What `/verify/<number>` says of a letter, in the page's language: never the volunteer's name. */
export function letterVerificationLines(facts: LetterFacts, locale: Locale): Line[] {
  const words = volunteerWordsIn(locale).letter;
  return [
    { label: words.number, value: facts.number },
    { label: words.issuedBy, value: org.name },
    { label: words.verifyKind, value: words.verifyKindValue },
    ...factLines(facts, locale),
  ];
}
