/**
 * A course's public name in a language, read from the `/dsclasses` page's course cards (one source for the card and
 * the sessions under it): the cards are in the order of `courses`.
 */
import { dsclassesPage } from "~/content/marketingPages";
import type { Locale } from "~/i18n/locale";
import { courses, type Course } from "./courses";

export function courseTitleIn(locale: Locale, course: Course): string {
  const card = dsclassesPage[locale].courses[courses.indexOf(course)];
  return card ? `${card.titlePart1} ${card.titlePart2}` : course;
}
