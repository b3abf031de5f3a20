/** Signing a partner's caseworker in, as a person does: the emailed link, then Continue. */
import { expect, type Page } from "@playwright/test";
import * as en from "~/partners/content/en/portal";
import type { RunningServer } from "./server";
import { partnerLinkFrom, type SmtpCapture } from "./smtpCapture";

/** Asks for a link at /partners, opens the one emailed, continues, and lands on the partner's applicants. */
export async function signInPartner(
  suite: { readonly server: RunningServer; readonly smtp: SmtpCapture },
  page: Page,
  email: string,
) {
  const before = suite.smtp.countTo(email);
  await page.goto(`${suite.server.url}/partners`);
  await page.getByLabel(en.signIn.email).fill(email);
  await page.getByRole("button", { name: en.signIn.send }).click();
  await page.goto(partnerLinkFrom(await suite.smtp.waitFor(email, { after: before })));
  await page.getByRole("button", { name: en.linkPage.continue }).click();
  await expect(page).toHaveURL(/\/partners$/);
}
