import { expect, type Page } from "@playwright/test";
import { staffPages } from "~/config/routes";
import { staffMessages } from "~/kits/console/staffMessages";
import type { CapturedMail, SmtpCapture } from "./smtpCapture";

/** The staff console's sign-in link in an email. */
export function staffLinkFrom(mail: CapturedMail): string {
  const link = /https?:\/\/[^\s"<>]+\/staff\/continue\?jwt=[\w.-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No staff sign-in link in the email:\n${mail.text.slice(0, 2000)}`);
  return link;
}

/** Asks for a staff sign-in link on the staff sign-in page, as a colleague would. */
export async function askForStaffLink(page: Page, base: string, email: string) {
  await page.goto(`${base}${staffPages.signIn.path}`);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByText(staffMessages.signInSent)).toBeVisible();
}

/**
 * Signs a colleague in to the staff console: the link from their email, then Continue. A mailbox gets at most three
 * links in 15 minutes, so a spec that signs in often gives each sign-in an address of its own.
 */
export async function signInStaff(page: Page, base: string, smtp: SmtpCapture, email: string) {
  const before = smtp.countTo(email);
  await askForStaffLink(page, base, email);
  await page.goto(staffLinkFrom(await smtp.waitFor(email, { after: before })));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(new RegExp(`${staffPages.home.path}$`));
}

/**
 * A spec's staff colleagues, `tag1@org.test` to `tag8@org.test` (its STAFF_EMAILS): each sign-in takes the next
 * address, since a mailbox gets at most three links in 15 minutes.
 */
export function staffColleagues(tag: string) {
  const emails = Array.from({ length: 8 }, (_, i) => `${tag}${i + 1}@org.test`);
  let used = 0;
  return {
    staffEmails: emails.join(","),
    signInNext: (page: Page, suite: { readonly server: { url: string }; readonly smtp: SmtpCapture }) =>
      signInStaff(page, suite.server.url, suite.smtp, emails[used++]!),
  };
}
