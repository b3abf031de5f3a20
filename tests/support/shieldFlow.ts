import { expect, type APIRequestContext, type Page } from "@playwright/test";
import * as en from "~/shield/content/en/account";
import * as es from "~/shield/content/es/account";
import type { SmtpCapture, CapturedMail } from "./smtpCapture";

/** The CRM's token in the Shield specs. */
export const SHIELD_CRM_TOKEN = "shield-spec-crm-token-0123456789abcdef";

/**
 * Three subscribers, as the check asks: one awaiting a SIM (a monthly plan), one already shipped (a prepaid
 * hotspot), one who reads Spanish. Each spec gives them addresses of its own (`tag`), so mailbox limits never meet.
 */
export function shieldSubscribers(tag: string) {
  return {
    awaiting: {
      id: `SH-${tag}-1`,
      Subscription_ID: `ZB-${tag}-1`,
      Email: `ana.${tag}@subscriber.test`,
      Name: "Ana Awaiting",
      Status: "live",
      Amount: 14.99,
      Next_Billing_At: "2030-01-20",
      Device_Type: "SIM only",
      SIM_Quantity: 1,
      Shipping_Address: "12 Grove St, Jersey City, NJ 07302",
      Shipping_Status: "New Manual Order",
      Language: "en",
    },
    shipped: {
      id: `SH-${tag}-2`,
      Subscription_ID: `ZB-${tag}-2`,
      Email: `ben.${tag}@subscriber.test`,
      Name: "Ben Shipped",
      Status: "live",
      Amount: 179.88,
      Expires_At: "2030-06-01",
      Device_Type: "T10 hotspot",
      SIM_Quantity: 1,
      Shipping_Address: "40 Main St, Newark, NJ 07102",
      Shipping_Status: "Shipped",
      Tracking_Number: "9400111899223344556677",
      Shipped_At: "2026-11-20",
      ICCIDs: "89012608823100000017",
      Serial_Number: "T10-555",
      Active_On_Carrier: "Yes",
      Language: "en",
    },
    spanish: {
      id: `SH-${tag}-3`,
      Subscription_ID: `ZB-${tag}-3`,
      Email: `lucia.${tag}@subscriber.test`,
      Name: "Lucía Español",
      Status: "live",
      Amount: 14.99,
      Next_Billing_At: "2030-02-01",
      Device_Type: "5G router",
      SIM_Quantity: 1,
      Shipping_Address: "5 Elm St, Paterson, NJ 07501",
      Shipping_Status: "New Manual Order",
      Language: "es",
    },
  } as const;
}

/** Pushes records through the CRM's own way in, `POST /api/crm/records`. */
export async function pushSubscriptions(request: APIRequestContext, base: string, records: readonly object[]) {
  const pushed = await request.post(`${base}/api/crm/records`, {
    headers: { Authorization: `Bearer ${SHIELD_CRM_TOKEN}`, "Content-Type": "application/json" },
    data: Buffer.from(JSON.stringify({ module: "Shield_Subscriptions", records })),
  });
  expect(pushed.status(), await pushed.text()).toBe(200);
}

/** The Shield account's sign-in link in an email's text part. */
export function shieldLinkFrom(mail: CapturedMail): string {
  const link = /https?:\/\/[^\s"<>]+\/shield\/account\/continue\?jwt=[\w.-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No Shield sign-in link in the email:\n${mail.text.slice(0, 2000)}`);
  return link;
}

export async function askForShieldLink(page: Page, base: string, email: string, prefix = "") {
  const words = prefix ? es : en;
  await page.goto(`${base}${prefix}/shield/account`);
  await page.getByLabel(words.signIn.email).fill(email);
  await page.getByRole("button", { name: words.signIn.send }).click();
  await expect(page.getByRole("status").filter({ hasText: words.signIn.sent })).toBeVisible();
}

/** Signs a subscriber in: the link from their email, then Continue, landing on their list. */
export async function signInSubscriber(page: Page, base: string, smtp: SmtpCapture, email: string, prefix = "") {
  const words = prefix ? es : en;
  const before = smtp.countTo(email);
  await askForShieldLink(page, base, email, prefix);
  await page.goto(shieldLinkFrom(await smtp.waitFor(email, { after: before })));
  await page.getByRole("button", { name: words.linkPage.continue }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.list.title);
}

/** The next email to `address` after `before` of them, with the subject it must have. */
export async function nextMail(smtp: SmtpCapture, address: string, before: number, subject: string) {
  const mail = await smtp.waitFor(address, { after: before });
  expect(mail.text).toContain(subject);
  return mail;
}
