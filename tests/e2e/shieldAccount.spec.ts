import { expect } from "@playwright/test";
import Database from "better-sqlite3";
import { createHmac } from "node:crypto";
import path from "node:path";
import * as en from "~/shield/content/en/account";
import * as es from "~/shield/content/es/account";
import { nuErrors } from "../support/nuChecker";
import { expectAccessible } from "../support/pageChecks";
import { portalSuite } from "../support/portalSuite";
import { hiddenFormFields } from "../support/portalFlow";
import { askForShieldLink, SHIELD_CRM_TOKEN, signInSubscriber } from "../support/shieldFlow";
import { shieldSpec } from "../support/shieldSpec";
import { test } from "../support/test";
import { testSecrets } from "../support/server";
import {
  cancelRequestedEmail,
  composeShieldSignInEmail,
  lineActiveEmail,
  reactivatedEmail,
  renewalReminderEmail,
  shippedEmail,
} from "~/shield/server/shieldEmails.server";

/**
 * A Shield subscriber's account (issue 37) with JavaScript off, against the built server and a real SMTP server:
 * subscriptions pushed by the CRM for three subscribers (one awaiting a SIM, one shipped, one in Spanish); sign-in by
 * emailed link for an address with a subscription only; each sees their own and gets 404 for another's; the shipped
 * one asks to cancel at the term's end and is emailed; the Spanish one reads Spanish.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const WEBHOOK_SECRET = "acctWebhookSecret42";
const suite = portalSuite("shield-account", {
  env: { CRM_PUSH_TOKEN: SHIELD_CRM_TOKEN, ZOHO_BILLING_WEBHOOK_SECRET: WEBHOOK_SECRET },
});
const { people, nu, keepForNu, serverErrors } = shieldSpec(suite, "acct", "shield-account");

test("an address with no subscription gets the same answer as one with, and no email", async ({ page }) => {
  await askForShieldLink(page, suite.server.url, "nobody@subscriber.test");
  await keepForNu(page, "sign-in-sent");
  await askForShieldLink(page, suite.server.url, people.awaiting.Email);
  await suite.smtp.waitFor(people.awaiting.Email);
  expect(suite.smtp.countTo("nobody@subscriber.test")).toBe(0);
});

test("the subscriber awaiting a SIM sees their order, amount and next date, a referral code, nothing of anyone else", async ({
  page,
}) => {
  await signInSubscriber(page, suite.server.url, suite.smtp, people.awaiting.Email);
  const cookie = (await page.context().cookies()).find((c) => c.name === "shield_session");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", expires: -1 });
  await expect(page.getByRole("list", { name: en.list.title }).getByRole("listitem")).toHaveCount(1);
  await expect(page.locator("main")).toContainText("Shield internet, SIM card, monthly");
  await keepForNu(page, "list");
  const opened = page.waitForResponse((response) => response.url().endsWith(`/shield/account/${people.awaiting.id}`));
  await page.getByRole("link", { name: new RegExp(en.list.open) }).click();
  expect((await opened).headers()["cache-control"]).toBe("no-store");
  const main = page.locator("main");
  await expect(main).toContainText(en.shipping.awaiting);
  await expect(main).toContainText("$14.99");
  await expect(main).toContainText(`${en.details.nextBilling}January 20, 2030`);
  for (const other of [people.shipped, people.spanish]) {
    await expect(main).not.toContainText(other.Name);
    await expect(main).not.toContainText(other.Shipping_Address);
  }
  const code = (await page.getByTestId("referral-code").textContent()) ?? "";
  expect(code).toMatch(/^[A-Z2-9]{10}$/);
  expect(code).not.toContain(people.awaiting.id);
  await expect(page.getByRole("link", { name: `${suite.server.url}/shield?ref=${code}` })).toBeVisible();
  await expect(main).toContainText(en.billing.contact("hello@example.org"));
  await keepForNu(page, "subscription");
  await expectAccessible(page, page.context().browser()!);

  for (const id of [people.shipped.id, people.spanish.id, "NO-SUCH-ID"]) {
    const response = await page.goto(`${suite.server.url}/shield/account/${id}`);
    expect(response?.status(), id).toBe(404);
    expect(response?.headers()["cache-control"], id).toBe("no-store");
    await expect(page.locator("main")).not.toContainText(people.shipped.Name);
  }
  // A post to another's subscription is not found either, and changes nothing.
  const posted = await page.request.post(`${suite.server.url}/shield/account/${people.shipped.id}`, {
    form: { intent: "cancel", reason: "price", confirm: "yes" },
  });
  expect(posted.status()).toBe(404);
});

test("the shipped subscriber sees the SIM by its last four digits and the tracking link, cancels at term end, keeps it", async ({
  page,
}) => {
  await signInSubscriber(page, suite.server.url, suite.smtp, people.shipped.Email);
  await page.getByRole("link", { name: new RegExp(en.list.open) }).click();
  const main = page.locator("main");
  await expect(main).toContainText(en.shipping.shipped("November 20, 2026"));
  await expect(page.getByRole("link", { name: people.shipped.Tracking_Number })).toHaveAttribute(
    "href",
    `https://tools.usps.com/go/TrackConfirmAction?tLabels=${people.shipped.Tracking_Number}`,
  );
  await expect(main).toContainText(en.details.sim("0017"));
  await expect(main).not.toContainText(people.shipped.ICCIDs);
  await expect(main).toContainText(en.shipping.lineActive);

  // Nothing chosen: the sentence says what is missing, and nothing changes.
  await page.getByRole("button", { name: en.cancel.submit }).click();
  await expect(page.getByRole("alert")).toHaveText(en.cancel.errors.reason);
  await page.getByRole("radio", { name: en.cancel.reasons.other }).check();
  await page.getByRole("button", { name: en.cancel.submit }).click();
  await expect(page.getByRole("alert")).toHaveText(en.cancel.errors.other);
  // A NUL in the words is refused with its sentence (issue 45); the reason chosen and the words, less it, are kept.
  await page.getByLabel(en.cancel.otherLabel).fill("Moving\u0000 abroad for a year");
  await page.getByRole("button", { name: en.cancel.submit }).click();
  await expect(page.getByRole("alert")).toHaveText(en.cancel.errors.characters);
  await expect(page.getByLabel(en.cancel.otherLabel)).toHaveValue("Moving abroad for a year");
  await expect(page.getByRole("radio", { name: en.cancel.reasons.other })).toBeChecked();
  await page.getByLabel(en.cancel.otherLabel).fill("Moving abroad for a year");
  await page.getByRole("button", { name: en.cancel.submit }).click();
  await expect(page.getByRole("alert")).toHaveText(en.cancel.errors.confirm);
  await expect(page.getByLabel(en.cancel.otherLabel)).toHaveValue("Moving abroad for a year");
  await page.getByRole("checkbox", { name: en.cancel.confirm }).check();
  const before = suite.smtp.countTo(people.shipped.Email);
  await page.getByRole("button", { name: en.cancel.submit }).click();
  await expect(page.getByRole("status")).toHaveText(en.cancel.requested("June 1, 2030", people.shipped.Email));
  await expect(main).toContainText(en.statuses.endsOn("June 1, 2030"));
  const mail = await suite.smtp.waitFor(people.shipped.Email, { after: before });
  expect(mail.text).toContain(en.email.cancelled.body("June 1, 2030"));
  await keepForNu(page, "cancelled");

  // The form to keep it, as it was on the page: posted once it is kept, it says so and sends nothing (issue 45).
  const keepForm = { ...hiddenFormFields(await page.content()), intent: "reactivate" };
  await page.getByRole("button", { name: en.cancel.reactivate }).click();
  await expect(page.getByRole("status")).toHaveText(en.cancel.reactivated(people.shipped.Email));
  await expect(main).toContainText(en.statuses.live);
  expect((await suite.smtp.waitFor(people.shipped.Email, { after: before + 1 })).text).toContain(
    en.email.reactivated.body,
  );
  const keptAgain = await page.request.post(page.url(), { form: keepForm });
  expect(keptAgain.status()).toBe(200);
  expect(await keptAgain.text()).toContain(en.cancel.notCancelling);
  expect(suite.mailsWritten(people.shipped.Email)).toBe(before + 2);
});

test("the Spanish subscriber reads Spanish, pages and emails", async ({ page }) => {
  await signInSubscriber(page, suite.server.url, suite.smtp, people.spanish.Email, "/es");
  await expect(page).toHaveURL(/\/es\/shield\/account$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.locator("main")).toContainText("Internet Shield, router 5G para el hogar con tarjeta SIM, mensual");
  await page.getByRole("link", { name: new RegExp(es.list.open) }).click();
  await expect(page).toHaveURL(new RegExp(`/es/shield/account/${people.spanish.id}$`));
  await expect(page.locator("main")).toContainText(es.shipping.awaiting);
  await expect(page.locator("main")).toContainText(`${es.details.nextBilling}1 de febrero de 2030`);
  await keepForNu(page, "subscription-es");
  await expectAccessible(page, page.context().browser()!);
  const before = suite.smtp.countTo(people.spanish.Email);
  await page.getByRole("radio", { name: es.cancel.reasons.price }).check();
  await page.getByRole("checkbox", { name: es.cancel.confirm }).check();
  await page.getByRole("button", { name: es.cancel.submit }).click();
  await expect(page.getByRole("status")).toHaveText(es.cancel.requested("1 de febrero de 2030", people.spanish.Email));
  const mail = await suite.smtp.waitFor(people.spanish.Email, { after: before });
  expect(mail.text).toContain(es.email.cancelled.body("1 de febrero de 2030"));
});

test("the provider's signed events reach the page, as JSON or a form; an impossible day is refused; one stored reads 'Not recorded'", async ({
  page,
}) => {
  // Signed as Zoho Billing's help page says: HMAC-SHA256 in hex of the pairs sorted by key, then the raw JSON.
  const zohoSigns = (text: string) => createHmac("sha256", WEBHOOK_SECRET).update(text).digest("hex");
  const hook = `${suite.server.url}/api/billing/events`;
  const id = people.shipped.Subscription_ID;
  const at = new Date().toISOString();
  const impossible = JSON.stringify({
    event_id: "acct-ev-1",
    event_type: "subscription_renewed",
    event_time: at,
    data: { subscription: { subscription_id: id, next_billing_at: "2026-99-99" } },
  });
  const refused = await page.request.post(hook, {
    headers: { "Content-Type": "application/json", "X-Zoho-Webhook-Signature": zohoSigns(impossible) },
    data: impossible,
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({
    error: "The event's next_billing_at is not a day (write it as YYYY-MM-DD, such as 2026-12-01).",
  });
  const form = new URLSearchParams({
    event_id: "acct-ev-2",
    event_type: "subscription_renewed",
    event_time: at,
    subscription_id: id,
    expires_at: "2031-06-01",
    amount: "16.50",
  });
  const text = `amount16.50event_idacct-ev-2event_time${at}event_typesubscription_renewedexpires_at2031-06-01subscription_id${id}`;
  const applied = await page.request.post(hook, {
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Zoho-Webhook-Signature": zohoSigns(text) },
    data: form.toString(),
  });
  expect(await applied.json()).toEqual({ ok: true, outcome: "applied" });

  await signInSubscriber(page, suite.server.url, suite.smtp, people.shipped.Email);
  const address = `${suite.server.url}/shield/account/${people.shipped.id}`;
  await page.goto(address);
  const main = page.locator("main");
  await expect(main).toContainText("$16.50");
  await expect(main).toContainText(`${en.details.endDate}June 1, 2031`);

  // A day stored before events were checked: the page answers, in both languages, and says it is not recorded.
  const store = new Database(path.join(suite.server.dataDir, "portal.sqlite"));
  store
    .prepare(`UPDATE "Shield_Subscriptions" SET "Expires_At" = '2026-99-99', "Shipped_At" = '2026-13-01' WHERE id = ?`)
    .run(people.shipped.id);
  store.close();
  expect((await page.goto(address))?.status()).toBe(200);
  await expect(main).toContainText(`${en.details.endDate}${en.details.notRecorded}`);
  await expect(main).toContainText(en.shipping.shippedNoDay);
  await expect(main).toContainText(en.cancel.introNoDay);
  expect((await page.goto(`${suite.server.url}/es/shield/account/${people.shipped.id}`))?.status()).toBe(200);
  await expect(main).toContainText(`${es.details.endDate}${es.details.notRecorded}`);
  await expect(main).toContainText(es.shipping.shippedNoDay);
});

test("signing out ends the session; the pages pass the W3C Nu HTML checker; no answer was a 5xx", async ({ page }) => {
  test.setTimeout(120_000);
  await signInSubscriber(page, suite.server.url, suite.smtp, people.awaiting.Email);
  await page.getByRole("button", { name: en.frame.signOut }).click();
  await expect(page.getByRole("status")).toHaveText(en.signIn.signedOut);
  const response = await page.goto(`${suite.server.url}/shield/account/${people.awaiting.id}`);
  expect(new URL(response!.url()).pathname).toBe("/shield/account");
  // Every email a subscriber gets, as the server composes it, in each language (the composer reads the settings
  // for the site's address, so this process is given the suite server's).
  Object.assign(process.env, testSecrets, { PUBLIC_URL: suite.server.url });
  for (const Language of ["en", "es"] as const) {
    const subscriber = { id: "SH-1", Name: "Ana <Test>", Language };
    nu.keep(
      `sign-in-${Language}`,
      composeShieldSignInEmail("https://site.test/shield/account/continue?jwt=x", Language).html,
    );
    nu.keep(`cancelled-${Language}`, cancelRequestedEmail(subscriber, "2030-01-20").html);
    nu.keep(`kept-${Language}`, reactivatedEmail(subscriber).html);
    nu.keep(`shipped-${Language}`, shippedEmail(subscriber, "1Z999AA10123456784").html);
    nu.keep(`active-${Language}`, lineActiveEmail(subscriber).html);
    nu.keep(`renewal-${Language}`, renewalReminderEmail(subscriber, "2030-06-01").html);
  }
  expect(await nuErrors(nu.files)).toEqual([]);
  expect(serverErrors()).toEqual([]);
});
