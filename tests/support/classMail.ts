/**
 * What the classes' browser journeys read out of a class email (its cancel, confirm or certificate link), and how
 * they sign a host partner's caseworker in.
 */
import type { Page } from "@playwright/test";
import { partnerLinkFrom, type CapturedMail, type SmtpCapture } from "./smtpCapture";

export const linkIn = (mail: CapturedMail, kind: "cancel" | "confirm" | "certificate") => {
  const link = new RegExp(`https?://[^\\s"<>]+/dsclasses/${kind}/[\\w-]{43}`).exec(mail.text)?.[0];
  if (!link) throw new Error(`No ${kind} link in the email:\n${mail.text.slice(0, 2000)}`);
  return link;
};

/** The Subject header as sent (encoded alike for two messages with the same subject). */
export const subjectOf = (mail: CapturedMail) => /^Subject: (.+)$/m.exec(mail.raw)?.[1];

/** A caseworker signs in to the partner portal with the emailed link (each is listed by one partner only). */
export async function signInCaseworker(page: Page, site: { url: string; smtp: SmtpCapture }, email: string) {
  const before = site.smtp.countTo(email);
  await page.goto(`${site.url}/partners`);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await page.goto(partnerLinkFrom(await site.smtp.waitFor(email, { after: before })));
  await page.getByRole("button", { name: "Continue" }).click();
}
