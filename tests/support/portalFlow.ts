import { expect, type BrowserContext, type Page } from "@playwright/test";
import { signInLinkFrom, type SmtpCapture } from "./smtpCapture";

let clientNumber = 0;

/** Each test comes from its own client address (the test server trusts one proxy hop), so per-client limits stay apart. */
export async function asNewClient(context: BrowserContext): Promise<string> {
  clientNumber += 1;
  const address = `10.${process.pid % 250}.${Math.floor(clientNumber / 250)}.${clientNumber % 250}`;
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  return address;
}

/** Fills in the sign-in form and presses Unlock, as a person would. */
export async function requestLink(page: Page, base: string, email: string) {
  await page.goto(`${base}/auth`, { waitUntil: "domcontentloaded" });
  await page.getByPlaceholder("Enter email").fill(email);
  await page.getByRole("button", { name: "Unlock" }).click();
  await expect(page.getByText("we have sent you an email to login")).toBeVisible();
}

/** Signs in and returns the link from the email that arrives. */
export async function emailedLink(page: Page, base: string, smtp: SmtpCapture, email: string): Promise<string> {
  const before = smtp.countTo(email);
  await requestLink(page, base, email);
  return signInLinkFrom(await smtp.waitFor(email, { after: before }));
}

/** Follows an emailed link and presses Continue; the page ends on /portal without the token in the address. */
export async function openLink(page: Page, link: string) {
  await page.goto(link, { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/portal$/);
}

export async function signInAs(page: Page, base: string, smtp: SmtpCapture, email: string) {
  await openLink(page, await emailedLink(page, base, smtp, email));
}
