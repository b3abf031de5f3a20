import { expect, type Page } from "@playwright/test";
import * as esSignIn from "~/kits/signIn/content/es/words";
import * as esStatus from "~/kits/records/content/es/status";
import * as esGuidance from "~/portal/content/es/guidance";
import * as es from "~/portal/content/es/words";
import * as enSignIn from "~/kits/signIn/content/en/words";
import * as enStatus from "~/kits/records/content/en/status";
import * as enGuidance from "~/portal/content/en/guidance";
import * as enPortal from "~/portal/content/en/words";
import { signInLinkFrom, type CapturedMail, type SmtpCapture } from "./smtpCapture";
import type { RunningServer } from "./server";

/** The CRM's push token a Spanish-portal spec starts its portal suite with (some of its journeys push records). */
export const CRM_TOKEN = "spanish-portal-push-token-0123456789abcdef";

/** Every string of a words record; a function is read with an empty argument (its fixed words are what matter). */
function wordsOf(value: unknown): string[] {
  if (typeof value === "string") return [value.trim()];
  if (typeof value === "function") return wordsOf((value as (arg: string) => unknown)(""));
  if (Array.isArray(value)) return value.flatMap(wordsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(wordsOf);
  return [];
}

function onlyEnglish(english: unknown, spanish: unknown): string[] {
  const same = new Set(wordsOf(spanish));
  return [...new Set(wordsOf(english))].filter((text) => text.length > 3 && !text.startsWith("/") && !same.has(text));
}

export const englishPortalWords = onlyEnglish({ ...enPortal, ...enGuidance }, { ...es, ...esGuidance });
export const englishEmailWords = onlyEnglish(
  { signInEmail: enSignIn.signInEmail, statusEmail: enStatus.statusEmail },
  { signInEmail: esSignIn.signInEmail, statusEmail: esStatus.statusEmail },
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
export const leftoversIn = (text: string, english: string[]) =>
  english.filter((words) => new RegExp(`(^|[^\\p{L}])${escapeRegExp(words)}($|[^\\p{L}])`, "u").test(text));

/**
 * The English portal words on the page. Text marked English on purpose and the record's own values (names, models,
 * the CRM's statuses: table cells, field values, a card's model line) are not interface words and are not read.
 */
export async function englishOnPage(page: Page): Promise<string[]> {
  const text = await page.locator("body").evaluate((body) => {
    const copy = body.cloneNode(true) as HTMLElement;
    copy
      .querySelectorAll('[lang="en"], script, style, template, dd, td, li > p.break-words')
      .forEach((el) => el.remove());
    return copy.textContent ?? "";
  });
  return leftoversIn(text, englishPortalWords);
}

/** The Subject header as a person reads it (RFC 2047 encoded words decoded). */
export function subjectOf(mail: CapturedMail): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail.raw)?.[1] ?? "";
  return header
    .replace(/\r?\n[ \t]/g, " ")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : Buffer.from(
            data
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    )
    .trim();
}

/** The message after its headers (the From name is the MAIL_FROM setting, one for every language). */
export const bodyOf = (mail: CapturedMail) => mail.text.slice(mail.text.search(/\r?\n\r?\n/));

/** The English words (the emails' and the portal's) left in an email's body. */
export const englishInEmail = (mail: CapturedMail) =>
  leftoversIn(bodyOf(mail), [...englishEmailWords, ...englishPortalWords]);

/**
 * How a Spanish-portal spec signs a person in from /es/auth against its own portal suite, as a person would.
 */
export function spanishSignIn(suite: { readonly server: RunningServer; readonly smtp: SmtpCapture }) {
  /** Asks for a link on the Spanish sign-in page, as a person would, and returns the email that arrives. */
  async function spanishSignInEmail(page: Page, email: string): Promise<CapturedMail> {
    const before = suite.smtp.countTo(email);
    await page.goto(`${suite.server.url}/es/auth`);
    await page.getByPlaceholder(es.signInPage.emailPlaceholder).fill(email);
    await page.getByRole("button", { name: es.signInPage.unlock }).click();
    await expect(page.getByText(es.messages.signInSent, { exact: true })).toBeVisible();
    return suite.smtp.waitFor(email, { after: before });
  }

  /** Follows the emailed link to the Spanish Continue step and presses Continuar. */
  async function continueInSpanish(page: Page, link: string) {
    await page.goto(link);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.getByRole("button", { name: es.portalPage.continue }).click();
    await expect(page).toHaveURL(/\/es\/portal$/);
  }

  async function signInInSpanish(page: Page, email: string) {
    await continueInSpanish(page, signInLinkFrom(await spanishSignInEmail(page, email)));
  }

  return { spanishSignInEmail, continueInSpanish, signInInSpanish };
}
