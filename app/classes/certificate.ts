/**
 * What a class certificate of completion says, and what `/verify` says of it: only what the records hold (the name
 * as the student gave it, the course and the class's title, the first and last meeting, the meetings attended of
 * all and their hours, the day of the last meeting attended), in the student's language. The verification page
 * leaves the name out: a number found or passed on tells a stranger nothing about a person, and whoever holds the
 * certificate compares the rest with it.
 */
import { org } from "~/config/org";
import { formatDate, formatNumber } from "~/i18n";
import type { Locale } from "~/i18n/locale";
import type { NumberedStatement } from "~/kits/documents/numberedStatementPdf.server";
import type { Line } from "~/kits/documents/sections";
import { verificationUrl } from "~/kits/documents/documentLanguage";
import { issuerUnset, signatureSection, type Issuer } from "~/kits/documents/issuer";
import type { Course } from "./courses";
import { courseTitleIn } from "./courseTitles";
import { classWordsIn } from "./words";

/** A completed seat's facts, as the store holds them. */
export type CertificateFacts = {
  number: string;
  name: string;
  locale: Locale;
  course: Course;
  title: string;
  /** The class's first and last meeting, calendar days (YYYY-MM-DD). */
  firstDay: string;
  lastDay: string;
  attended: number;
  total: number;
  hoursAttended: number;
  /** The day of the last meeting the student attended, which the completion is dated by (issue 45). */
  completedOn: string;
};

export type ClassCertificateContent = NumberedStatement;

function classLines(facts: CertificateFacts, locale: Locale): Line[] {
  const words = classWordsIn(locale).certificate;
  return [
    { label: words.course, value: courseTitleIn(locale, facts.course) },
    { label: words.class, value: facts.title },
    {
      label: words.dates,
      value: words.datesValue(formatDate(locale, facts.firstDay), formatDate(locale, facts.lastDay)),
    },
    { label: words.attended, value: words.attendedValue(facts.attended, facts.total) },
    { label: words.hours, value: formatNumber(locale, facts.hoursAttended) },
    { label: words.completedOn, value: formatDate(locale, facts.completedOn) },
  ];
}

/** The certificate, in the student's language, signed when the settings name a signer (`issuer`). */
export function certificateContent(
  facts: CertificateFacts,
  publicUrl: string,
  issuer: Issuer = issuerUnset,
): ClassCertificateContent {
  const { locale } = facts;
  const words = classWordsIn(locale).certificate;
  return {
    title: words.title,
    numberLabel: words.number,
    number: facts.number,
    statement: words.statement(org.name, facts.name, courseTitleIn(locale, facts.course)),
    sections: [
      { heading: words.heading, lines: classLines(facts, locale) },
      signatureSection(formatDate(locale, facts.completedOn), issuer, locale),
    ],
    verification: { label: words.verify, url: verificationUrl(publicUrl, facts.number, locale) },
  };
}

/** What `/verify/<number>` says of a class certificate, in the page's language: never the student's name. */
export function verificationLines(facts: CertificateFacts, locale: Locale): Line[] {
  const words = classWordsIn(locale).certificate;
  return [
    { label: words.number, value: facts.number },
    { label: words.issuedBy, value: org.name },
    { label: words.verifyKind, value: words.verifyKindValue },
    ...classLines(facts, locale),
  ];
}
