/**
 * A value the CRM records in English (a device's status, its type) as a person reads it in the page's language:
 * the language's word when the value is one it knows (`recordValues` in content/portalWords and its Spanish twin),
 * otherwise the value as recorded, never nothing.
 */
import type { Locale } from "~/i18n/locale";
import { portalWords } from "./words";

type Kind = "deviceStatus" | "computerType";

const keyOf = (value: string) => value.trim().replace(/\s+/g, " ").toLowerCase();

export function recordValueIn(locale: Locale, kind: Kind, value: string | null): string | null {
  if (value === null) return null;
  return portalWords(locale).recordValues[kind][keyOf(value)] ?? value;
}
