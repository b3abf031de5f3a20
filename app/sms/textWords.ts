/**
 * The texts in a language, with the organisation's name and the site's host filled in: what every sender of a
 * text calls, so each text names the organisation the same way (its short name keeps texts within two segments).
 */
import { org } from "~/config/org";
import { clockTime } from "~/i18n/clockTime";
import type { Locale } from "~/i18n/locale";
import { segmentsOf } from "./segments";
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
    /** The delivery's text (issue 50 §2): the welcome page for new owners, and where to ask for help. */
    delivered: () => words.delivered(name, site),
    askProblem: () => words.askProblem(name),
    helpReceived: () => words.helpReceived(name),
    helpAnswer: (answer: string) => words.helpAnswer(name, answer),
    /** The link that brings a saved application back (issue 45): it opens the draft, never the portal. */
    resumeLink: (link: string) => words.resumeLink(name, link),
    help: () => words.help(name, org.email, site),
    stopped: () => words.stopped(name),
    resumed: () => words.resumed(name),
    /** A class's texts name its first meeting (`starts`, from classStartsInText), its place, and carry one link. */
    classSeat: (starts: string, where: string, link: string) => words.classSeat(name, starts, where, link),
    classWaitlist: (starts: string, where: string, position: number, link: string) =>
      words.classWaitlist(name, starts, where, position, link),
    classOffer: (starts: string, where: string, deadline: string, link: string) =>
      words.classOffer(name, starts, where, deadline, link),
    classCancelled: (starts: string, where: string) => words.classCancelled(name, starts, where),
    classCompleted: (number: string, link: string) => words.classCompleted(name, number, link, site),
  };
}

/**
 * A day and time as a class's text names them, "12/1 at 6:00 PM" or "1/12 a las 6:00 p. m." (no day names:
 * shorter); `time` is the wall-clock `HH:MM` the store keeps.
 */
export function classStartsInText(locale: Locale, isoDate: string, time: string): string {
  const [, month, day] = isoDate.split("-").map(Number);
  const words = locale === "es" ? es : en;
  return words.classWhen(locale === "es" ? `${day}/${month}` : `${month}/${day}`, clockTime(locale, time));
}

/**
 * Where a class meets, as its text says it ("at <place>", or "online"): a letter outside the GSM-7 alphabet (an
 * accented á, í, ó, ú) is written without its accent, as Spanish texts are typed, so one letter in a place's name
 * does not make the whole text UCS-2 and its link spill into a third segment.
 */
export function classPlaceInText(locale: Locale, place: string | null): string {
  const words = locale === "es" ? es : en;
  if (place === null) return words.classOnline;
  const letters = [...place.replace(/\s+/g, " ")].map((char) =>
    segmentsOf(char).encoding === "GSM-7" ? char : char.normalize("NFD").replace(/\p{M}/gu, ""),
  );
  return words.classPlace(letters.join(""));
}
