import { expect, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
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

/**
 * Follows an emailed link and presses Continue; the page ends on /portal without the token in the address. The
 * address changes as soon as the new page starts to arrive, so this also waits for its whole HTML to be read: a
 * test that reads the page at once then finds all of it.
 */
export async function openLink(page: Page, link: string) {
  await page.goto(link, { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/portal$/);
  await page.waitForLoadState("domcontentloaded");
}

export async function signInAs(page: Page, base: string, smtp: SmtpCapture, email: string) {
  await openLink(page, await emailedLink(page, base, smtp, email));
}

/** The hidden fields (CSRF token, honeypot) a page's form carries, read from its HTML as a browser would post them. */
export function hiddenFormFields(html: string): Record<string, string> {
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  const validFrom = /name="from__confirm"[^>]*value="([^"]+)"/.exec(html)?.[1];
  if (!csrf || !validFrom) throw new Error("The page has no protected form");
  return { csrf, from__confirm: validFrom, name__confirm: "" };
}

/** Posts the sign-in form through the API client (sharing the browser context's cookies). */
export async function postSignIn(
  request: APIRequestContext,
  base: string,
  email: string,
  headers: Record<string, string> = {},
) {
  const page = await request.get(`${base}/auth`, { headers });
  const fields = hiddenFormFields(await page.text());
  return request.post(`${base}/auth`, { form: { ...fields, email }, headers });
}
