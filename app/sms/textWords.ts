/**
 * The texts in a language, with the organisation's name and the site's host filled in: what every sender of a
 * text calls, so each text names the organisation the same way (its short name keeps texts within two segments).
 */
import { org } from "~/config/org";
import type { Locale } from "~/i18n/locale";
import { textWords as en } from "./content/en/texts";
import { textWords as es } from "./content/es/texts";

/** The site's address as a text shows it: its host and path, without the scheme (shorter, still a link on phones). */
export const siteInText = (publicUrl: string) => publicUrl.replace(/^https?:\/\//, "").replace(/\/+$/, "");

export function textsIn(locale: Locale, publicUrl: string) {
  const words = locale === "es" ? es : en;
  const name = org.shortName;
  const site = siteInText(publicUrl);
  return {
    signInCode: (code: string) => words.signInCode(name, code),
    applicationReceived: (number: string) => words.applicationReceived(name, number),
    statusChanged: (status: string) => words.statusChanged(name, status, site),
    followUp: (link: string) => words.followUp(name, link),
    /** The link that brings a saved application back (issue 45): it opens the draft, never the portal. */
    resumeLink: (link: string) => words.resumeLink(name, link),
    help: () => words.help(name, org.email, site),
    stopped: () => words.stopped(name),
    resumed: () => words.resumed(name),
    /** A class's texts name its first meeting (`starts`, from classStartsInText) and carry one link. */
    classSeat: (starts: string, link: string) => words.classSeat(name, starts, link),
    classWaitlist: (starts: string, position: number, link: string) =>
      words.classWaitlist(name, starts, position, link),
    classOffer: (starts: string, link: string) => words.classOffer(name, starts, link),
    classCompleted: (number: string, link: string) => words.classCompleted(name, number, link, site),
  };
}

/** A class's first meeting as a text names it, "12/1 at 18:00" or "1/12 a las 18:00" (no day names: shorter). */
export function classStartsInText(locale: Locale, isoDate: string, time: string): string {
  const [, month, day] = isoDate.split("-").map(Number);
  return locale === "es" ? `${day}/${month} a las ${time}` : `${month}/${day} at ${time}`;
}
