/**
 * How a page finds its language and its words. The language comes from the address (`/es/...` is Spanish); the
 * interface words from `messages/<locale>.ts`; the page content from `app/content/` (English) and
 * `app/content/es/` (Spanish), picked with `useLocalized`.
 */
import { useLocation } from "@remix-run/react";
import { en, type Messages } from "./messages/en";
import { es } from "./messages/es";
import { intlLocales, localeFromPath, pathInLocale, type Locale } from "./locale";

export const catalogues: Record<Locale, Messages> = { en, es };

export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

export function useMessages(): Messages {
  return catalogues[useLocale()];
}

/** Turns site paths into the current language's paths (`/donate` → `/es/donate` on a Spanish page). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => pathInLocale(locale, path);
}

/** Strings become `string`, so a translation of an `as const` English record has the same shape, not the same words. */
export type Localized<T> = T extends string
  ? string
  : T extends { parse: (input: unknown) => unknown }
    ? T // a schema, shared by both languages
    : T extends (...args: infer A) => infer R
      ? (...args: A) => Localized<R>
      : T extends readonly (infer U)[]
        ? T extends readonly [unknown, ...unknown[]]
          ? { [K in keyof T]: Localized<T[K]> }
          : Localized<U>[]
        : T extends object
          ? { [K in keyof T]: Localized<T[K]> }
          : T;

/**
 * The content record (or module) of the page's language. Pages see the English type: the Spanish record has the
 * same shape with its own words, and the parity test (tests/unit/translationParity.test.ts) holds its links, pictures, numbers
 * and other non-word values equal to the English ones.
 */
export function useLocalized<T>(records: { en: T; es: Localized<NoInfer<T>> }): T {
  return records[useLocale()] as T;
}

export function formatNumber(locale: Locale, value: number): string {
  return value.toLocaleString(intlLocales[locale]);
}

/** 'September 15, 2026' / '15 de septiembre de 2026' */
export function formatDate(locale: Locale, iso: string): string {
  return new Date(`${iso}T12:00:00Z`).toLocaleDateString(intlLocales[locale], {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}

const momentFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment (milliseconds) as its calendar day in a time zone, in the language: 'September 15, 2026'. */
export function formatMoment(locale: Locale, ms: number, timeZone: string): string {
  const key = `${locale}|${timeZone}`;
  let format = momentFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocales[locale], { dateStyle: "long", timeZone });
    momentFormats.set(key, format);
  }
  return format.format(ms);
}

export { localeFromPath, pathInLocale, type Locale };
