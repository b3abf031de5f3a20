/**
 * The emails of an application, in the applicant's preferred language: to the applicant when it is received, to
 * the recommender with the link to their page (and the same link again as a reminder), the link that brings back a
 * saved application, and to the owner of an address that already has an application when someone applies with it. Names typed by people are one line of plain text, escaped in the HTML part.
 */
import type { Locale } from "~/i18n/locale";
import { formatMoment } from "~/i18n";
import { composeEmail as compose, siteLink, type ComposedEmail } from "~/mail/composeEmail.server";
import { singleLine } from "~/mail/emailText.server";
import { applicationWordsIn } from "~/applications/words";

export function receivedEmail(
  publicUrl: string,
  locale: Locale,
  /** `recommendedBy`: the partner whose caseworker filled the application in and recommended it, or null. */
  facts: { name: string; number: string; recommender: string; recommendedBy?: string | null },
): ComposedEmail {
  const words = applicationWordsIn(locale).emails.received;
  return compose(locale, words.subject(facts.number), [
    { text: words.greeting(singleLine(facts.name)) },
    { text: words.body(facts.number) },
    {
      text: facts.recommendedBy
        ? words.recommended(singleLine(facts.recommendedBy))
        : words.next(singleLine(facts.recommender)),
    },
    { text: words.track },
    { link: siteLink(publicUrl, locale, "/auth"), label: applicationWordsIn(locale).sent.signIn },
    { text: words.thanks },
  ]);
}

/**
 * To the owner of an address someone tried to apply with while its application is still open (decision record 084):
 * what happened and how to see theirs, naming nobody and nothing of the application.
 */
export function alreadyOpenEmail(publicUrl: string, locale: Locale): ComposedEmail {
  const words = applicationWordsIn(locale).emails.alreadyOpen;
  return compose(locale, words.subject, [
    { text: words.greeting },
    { text: words.body },
    { text: words.track },
    { link: siteLink(publicUrl, locale, "/auth"), label: applicationWordsIn(locale).sent.signIn },
    { text: words.notYou },
  ]);
}

/** What a recommender is told of the applicant: first name and last initial, never more. */
export function shortName(fullName: string): string {
  const parts = singleLine(fullName).split(" ").filter(Boolean);
  if (parts.length < 2) return parts[0] ?? "";
  const initial = /\p{L}/u.exec(parts[parts.length - 1]!)?.[0];
  return initial ? `${parts[0]} ${initial.toUpperCase()}.` : parts[0]!;
}

export function recommendEmail(
  publicUrl: string,
  locale: Locale,
  facts: {
    recommenderFirst: string;
    applicant: string;
    organization: string;
    token: string;
    expiresAt: number;
    timeZone: string;
    reminder?: boolean;
  },
): ComposedEmail {
  const words = applicationWordsIn(locale).emails.recommend;
  const applicant = shortName(facts.applicant);
  const link = siteLink(publicUrl, locale, `/recommend/${facts.token}`);
  return compose(locale, (facts.reminder ? words.reminderSubject : words.subject)(applicant), [
    { text: words.greeting(singleLine(facts.recommenderFirst)) },
    { text: words.body(applicant, singleLine(facts.organization)) },
    { text: words.ask },
    { link, label: applicationWordsIn(locale).steps.recommender },
    { text: words.expires(formatMoment(locale, facts.expiresAt, facts.timeZone)) },
    { text: words.notYou },
  ]);
}

export function resumeEmail(
  publicUrl: string,
  locale: Locale,
  facts: { token: string; expiresAt: number; timeZone: string },
): ComposedEmail {
  const words = applicationWordsIn(locale).emails.resume;
  return compose(locale, words.subject, [
    { text: words.body },
    {
      link: siteLink(publicUrl, locale, `/application/resume/${facts.token}`),
      label: applicationWordsIn(locale).resume.title,
    },
    { text: words.expires(formatMoment(locale, facts.expiresAt, facts.timeZone)) },
    { text: words.notYou },
  ]);
}

/** To the recommender once staff approved or denied: that a decision was made, never which or why. */
export function decisionEmail(locale: Locale, facts: { recommenderFirst: string; applicant: string }): ComposedEmail {
  const words = applicationWordsIn(locale).emails.decision;
  const applicant = shortName(facts.applicant);
  return compose(locale, words.subject(applicant), [
    { text: words.greeting(singleLine(facts.recommenderFirst)) },
    { text: words.body(applicant) },
    { text: words.thanks },
  ]);
}

export function followUpEmail(
  publicUrl: string,
  locale: Locale,
  facts: { name: string; token: string; expiresAt: number; timeZone: string },
): ComposedEmail {
  const words = applicationWordsIn(locale).emails.followUp;
  return compose(locale, words.subject, [
    { text: words.greeting(singleLine(facts.name)) },
    { text: words.body },
    {
      link: siteLink(publicUrl, locale, `/follow-up/${facts.token}`),
      label: applicationWordsIn(locale).followUp.title,
    },
    { text: words.expires(formatMoment(locale, facts.expiresAt, facts.timeZone)) },
    { text: words.thanks },
  ]);
}
