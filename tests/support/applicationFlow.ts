import { expect, type Page } from "@playwright/test";
import * as words from "~/applications/content/en/words";
import type { SmtpCapture } from "./smtpCapture";

export type Applicant = {
  fullName: string;
  email: string;
  language?: "en" | "es";
  devices?: { laptop?: number; desktop?: number; tablet?: number };
  /** Qualifies by income (the figure typed) rather than by a programme. */
  income?: number;
  recommender: { firstName: string; lastName: string; email: string };
};

/** The organization chosen on the recommender step: one the fixture's CRM records name. */
export const FIXTURE_ORGANIZATION = "Hoboken Family Center";

/**
 * Sends an application on the site's English pages as a person would: the screener (ZIP 07030, a household of 3),
 * about, devices, recommender, then check and send. Returns the application's number (from the email: the page says
 * the same for every address, decision record 084) and the record it made.
 */
export async function applyOnline(page: Page, base: string, applicant: Applicant, smtp: SmtpCapture) {
  const before = smtp.countTo(applicant.email);
  await reachRecommenderStep(page, base, applicant);
  await page.getByLabel(words.recommender.organization).selectOption(FIXTURE_ORGANIZATION);
  await page.getByLabel(words.recommender.firstName).fill(applicant.recommender.firstName);
  await page.getByLabel(words.recommender.lastName).fill(applicant.recommender.lastName);
  await page.getByLabel(words.recommender.email).fill(applicant.recommender.email);
  await page.getByRole("button", { name: words.pages.continue }).click();

  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: words.check.send }).click();
  await expect(page.getByRole("heading", { level: 1, name: words.sent.title })).toBeVisible();
  const received = await smtp.waitFor(applicant.email, { after: before });
  const number = /(?:Its number is|Su número es) ([A-Z0-9-]+)\./.exec(received.text)?.[1];
  if (!number) throw new Error("The email names no application number");
  return { number, contactId: `WEB-${number}` };
}

/** The screener (ZIP 07030, a household of 3), about and devices steps answered: the recommender step is open. */
export async function reachRecommenderStep(page: Page, base: string, applicant: Omit<Applicant, "recommender">) {
  await page.goto(`${base}/application`);
  await screener(page, words, {
    zip: "07030",
    size: "3",
    programme: applicant.income === undefined ? "yes" : "no",
    income: applicant.income?.toString(),
  });

  await page.getByLabel(words.about.fullName).fill(applicant.fullName);
  await page.getByLabel(words.about.email, { exact: true }).fill(applicant.email);
  await page
    .getByRole("group", { name: words.about.language })
    .getByLabel(words.about.languages[applicant.language ?? "en"])
    .check();
  await page.getByRole("button", { name: words.pages.continue }).click();

  for (const kind of ["laptop", "desktop", "tablet"] as const)
    await page.getByLabel(words.devices[kind]).selectOption(String(applicant.devices?.[kind] ?? 0));
  await page.getByRole("button", { name: words.pages.continue }).click();
}

/** The screener answered as typed, in the page's language, and 'Continue' pressed. */
export async function screener(
  page: Page,
  language: typeof words,
  answers: { zip: string; size: string; programme: "yes" | "no"; income?: string },
) {
  await page.getByLabel(language.screener.zip).fill(answers.zip);
  await page.getByLabel(language.screener.householdSize).fill(answers.size);
  await page
    .getByRole("group", { name: language.screener.programme })
    .getByLabel(answers.programme === "yes" ? language.pages.yes : language.pages.no, { exact: true })
    .check();
  await page.getByLabel(language.screener.income).fill(answers.income ?? "");
  await page.getByRole("button", { name: language.pages.continue }).click();
}
