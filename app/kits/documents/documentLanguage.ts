/**
 * The language of a donor's document: its words, and how its numbers and dates are written. A document is made in
 * the language of the address it was downloaded from (`/es/portal/...` is Spanish; docs/decisions/050).
 */
import { intlLocales, pathInLocale, type Locale } from "~/i18n/locale";
import { documentWords, type DocumentWords } from "~/kits/documents/content/en/words";
import { documentWordsEs } from "~/kits/documents/content/es/words";
import { wordsIn } from "~/i18n/wordsIn";

export const documentWordsIn = wordsIn<DocumentWords>({ en: documentWords, es: documentWordsEs });

/** '1,570.25': separators so a large figure reads at a glance, float noise rounded away (as the donor page's totals). */
export function documentNumber(locale: Locale, value: number): string {
  return new Intl.NumberFormat(intlLocales[locale], { maximumFractionDigits: 2 }).format(value);
}

/** A CRM date ("2024-03-01", "3/1/2024") as its parts, or null when it is not a real calendar date. */
function calendarDate(text: string): Date | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  if (!year) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), 12));
  return date.getUTCDate() === Number(day) && date.getUTCMonth() === Number(month) - 1 ? date : null;
}

/**
 * A recorded date as the document prints it. English documents print the CRM's text as recorded (the inventory's
 * own writing, as the CSV has it). Other languages spell the month out with `Intl` ('1 de marzo de 2024'): the
 * CRM's US order (3/1/2024) reads as 3 January to a Spanish reader. Text that is not a date is printed as it is.
 * `short` abbreviates the month, for the whole-donation table's narrow column.
 */
export function documentDate(locale: Locale, text: string, style: "long" | "short" = "long"): string {
  const date = locale === "en" ? null : calendarDate(text.trim());
  if (!date) return text.trim();
  return date.toLocaleDateString(intlLocales[locale], {
    year: "numeric",
    month: style,
    day: "numeric",
    timeZone: "UTC",
  });
}

/**
 * The day a document is issued, month spelled out in its language ('November 25, 2026', '25 de noviembre de 2026').
 * The day is the organisation's (its offices are on US Eastern time), not the server's.
 */
export function issueDate(locale: Locale, issued: Date): string {
  return issued.toLocaleDateString(intlLocales[locale], {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "America/New_York",
  });
}

/** The public verification page of a certificate, in the document's language. */
export function verificationUrl(publicUrl: string, number: string, locale: Locale = "en"): string {
  return `${publicUrl}${pathInLocale(locale, `/verify/${number}`)}`;
}
