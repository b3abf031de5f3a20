/**
 * A wall-clock time (`HH:MM`, 24-hour, as the store keeps class times) written as people in the US write it, in
 * the language: "6:00 PM", and in Spanish "6:00 p. m." (the Academia's abbreviation, as US Spanish-language media
 * print it). Written here rather than by `Intl`, whose Spanish day-period differs between ICU versions ("p.m.",
 * "p. m.", with or without a no-break space), so a text, an email and a page say the same thing on every server.
 * Plain spaces only: a text keeps to the GSM-7 alphabet.
 */
import type { Locale } from "./locale";

export function clockTime(locale: Locale, time: string): string {
  const hours = Number(time.slice(0, 2));
  const minutes = time.slice(3, 5);
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  const afternoon = hours >= 12;
  if (locale === "es") return `${hour}:${minutes} ${afternoon ? "p. m." : "a. m."}`;
  return `${hour}:${minutes} ${afternoon ? "PM" : "AM"}`;
}

/** The span of a meeting, "6:00 PM – 8:00 PM" or "6:00 p. m. – 8:00 p. m.". */
export const clockSpan = (locale: Locale, starts: string, ends: string) =>
  `${clockTime(locale, starts)} – ${clockTime(locale, ends)}`;
