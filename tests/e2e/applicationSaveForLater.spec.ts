import { expect } from "@playwright/test";
import { test } from "../support/test";
import { expectAccessible, nuCollector } from "../support/pageChecks";
import * as en from "~/applications/content/en/words";
import * as es from "~/applications/content/es/words";
import { screener } from "../support/applicationFlow";
import { nuErrors } from "../support/nuChecker";
import { portalSuite } from "../support/portalSuite";
import { linkIn } from "../support/smtpCapture";
import { startTwilioStandIn } from "../support/twilioStandIn";

/**
 * Save and finish later, as a person on a cheap phone does it: JavaScript off, 360 px wide, in English and in
 * Spanish, against the built server and a real SMTP server. Saved from a step not answered yet or half answered,
 * the emailed single-use link brings the answers back on another device, continues in the browser that used it,
 * and elsewhere says it was used and sends a new one on request. A phone-only applicant gets the link by text (issue
 * 45), through a loopback stand-in of Twilio's API. Serial: the last test checks the pages and
 * emails the others kept.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
test.describe.configure({ mode: "serial" });

// The loopback stand-in of Twilio's API starts first: the suite's server texts a phone-only applicant through it.
let standIn: Awaited<ReturnType<typeof startTwilioStandIn>>;
test.beforeAll(async () => void (standIn = await startTwilioStandIn()));
test.afterAll(async () => standIn?.stop());
const suite = portalSuite("application-saved", { env: () => standIn.settings });
const nu = nuCollector("application-saved");

test("save and finish later from the devices step with nothing chosen: the link arrives and brings the answers back", async ({
  page,
  browser,
}) => {
  const base = suite.server.url;
  const email = "omar.later@example.org";
  await page.goto(`${base}/application`);
  await screener(page, en, { zip: "07302", size: "2", programme: "yes" });
  await page.getByLabel(en.about.fullName).fill("Omar Later");
  await page.getByLabel(en.about.email).fill(email);
  await page.getByRole("button", { name: en.pages.continue }).click();
  await expect(page).toHaveURL(/\/application\/devices$/);
  await page.getByRole("button", { name: en.pages.saveForLater }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.saved.title);
  await expect(page.getByText(en.saved.text(email))).toBeVisible();

  const mail = await suite.smtp.waitFor(email);
  const link = linkIn(mail, /https?:\/\/\S+\/application\/resume\/[\w-]{43}/);
  const other = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const phone = await other.newPage();
  await phone.goto(link);
  await phone.getByRole("button", { name: en.resume.continue }).click();
  await expect(phone).toHaveURL(/\/application\/devices$/);
  await expect(phone.getByLabel(en.devices.laptop)).toHaveValue("0");
  await phone.getByRole("link", { name: en.pages.back }).click();
  await expect(phone.getByLabel(en.about.fullName)).toHaveValue("Omar Later");
  await expect(phone.getByLabel(en.about.email)).toHaveValue(email);

  // The same link opened again in the browser that used it: it continues, the answers still there.
  const second = await phone.goto(link);
  expect(second?.status()).toBe(200);
  await phone.getByRole("button", { name: en.resume.continue }).click();
  await expect(phone).toHaveURL(/\/application\/devices$/);
  await other.close();

  // In yet another browser: the link is used, the answers are kept, and a new link is sent on request.
  const third = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const laptop = await third.newPage();
  expect((await laptop.goto(link))?.status()).toBe(200);
  await expect(laptop.getByRole("heading", { level: 1 })).toHaveText(en.resume.usedTitle);
  await expect(laptop.getByText(en.resume.used)).toBeVisible();
  nu.keep("resume-used", await laptop.content());
  await laptop.getByRole("button", { name: en.resume.sendNewLink }).click();
  await expect(laptop.getByRole("status")).toHaveText(en.resume.newLinkSent);
  expect(await laptop.content()).not.toContain(email);
  const fresh = linkIn(await suite.smtp.waitFor(email, { after: 1 }), /https?:\/\/\S+\/application\/resume\/[\w-]{43}/);
  expect(fresh).not.toBe(link);
  await laptop.goto(fresh);
  await laptop.getByRole("button", { name: en.resume.continue }).click();
  await expect(laptop).toHaveURL(/\/application\/devices$/);
  await third.close();
});

test("in Spanish: save and finish later emails a single-use link that brings the answers back on another device", async ({
  page,
  browser,
}) => {
  const base = suite.server.url;
  const email = "rosa.guardar@example.org";
  await page.goto(`${base}/es/application`);
  await expectAccessible(page, browser);
  await screener(page, es as unknown as typeof en, { zip: "02139", size: "1", programme: "no", income: "12000" });
  await expect(page).toHaveURL(/\/es\/application\/about$/);
  await expect(page.getByRole("group", { name: es.about.language }).getByLabel(es.about.languages.es)).toBeChecked();
  await page.getByLabel(es.about.fullName).fill("Rosa Guardar");
  await page.getByLabel(es.about.email).fill(email);
  await page.getByRole("button", { name: es.pages.continue }).click();
  await page.getByLabel(es.devices.desktop).selectOption("2");
  await page.getByRole("button", { name: es.pages.saveForLater }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.saved.title);
  await expect(page.getByText(es.saved.text(email))).toBeVisible();
  nu.keep("saved-es", await page.content());

  const mail = await suite.smtp.waitFor(email);
  expect(mail.text).toContain(es.emails.resume.body);
  const link = linkIn(mail, /https?:\/\/\S+\/es\/application\/resume\/[\w-]{43}/);

  const other = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const phone = await other.newPage();
  await phone.goto(link);
  await phone.getByRole("button", { name: es.resume.continue }).click();
  await expect(phone).toHaveURL(/\/es\/application\/recommender$/);
  await phone.getByRole("link", { name: es.pages.back }).click();
  await expect(phone.getByLabel(es.devices.desktop)).toHaveValue("2");
  await phone.getByRole("link", { name: es.pages.back }).click();
  await expect(phone.getByLabel(es.about.fullName)).toHaveValue("Rosa Guardar");

  // Used once: opened again from this browser, it continues where the answers are.
  await phone.goto(link);
  await phone.getByRole("button", { name: es.resume.continue }).click();
  await expect(phone).toHaveURL(/\/es\/application\/recommender$/);
  await other.close();
});

for (const locale of ["en", "es"] as const) {
  test(`a phone-only applicant saves on 'About you' itself: the link comes by text and brings the answers back (${locale})`, async ({
    page,
    browser,
  }) => {
    const words = locale === "es" ? (es as unknown as typeof en) : en;
    const prefix = locale === "es" ? "/es" : "";
    const phone =
      locale === "es"
        ? { typed: "201.555.0166", e164: "+12015550166" }
        : { typed: "(201) 555-0177", e164: "+12015550177" };
    await page.goto(`${suite.server.url}${prefix}/application`);
    await screener(page, words, { zip: "07030", size: "3", programme: "yes" });
    await expect(page).toHaveURL(new RegExp(`${prefix}/application/about$`));
    // Nothing to reach her by yet: the sentence asks for it above, on the step she is on.
    await page.getByLabel(words.about.fullName).fill("Jade Solo");
    await page.getByRole("button", { name: words.pages.saveForLater }).click();
    await expect(page.getByText(words.errors.saveNeedsAddressHere)).toBeVisible();
    await expect(page.getByText(words.errors.saveNeedsAddress)).toHaveCount(0);
    // Her mobile number only, texts chosen: saved, and the link texted to her.
    await page.getByLabel(words.about.phone).fill(phone.typed);
    await page
      .getByRole("group", { name: words.about.contactBy })
      .getByLabel(words.about.contactByChoices.text)
      .check();
    await page.getByRole("button", { name: words.pages.saveForLater }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.saved.title);
    await expect(page.getByText(words.saved.texted(`…${phone.e164.slice(-2)}`))).toBeVisible();
    await expect(page.getByText(words.saved.spam)).toHaveCount(0);
    nu.keep(`saved-texted-${locale}`, await page.content());
    expect(suite.mailsWritten(phone.e164)).toBe(0);

    const text = await standIn.waitFor(phone.e164, (body) => body.includes("/application/resume/"));
    expect(text.body).toMatch(/^Tech Access: /);
    expect(text.body).not.toContain("Jade");
    const link = /https?:\/\/\S+\/application\/resume\/[\w-]{43}/.exec(text.body)![0];
    expect(new URL(link).pathname.startsWith(`${prefix}/application/resume/`)).toBe(true);
    const other = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const phonePage = await other.newPage();
    await phonePage.goto(link);
    await phonePage.getByRole("button", { name: words.resume.continue }).click();
    // 'About you' was complete (the language is the page's until changed): she continues on the next step.
    await expect(phonePage).toHaveURL(new RegExp(`${prefix}/application/devices$`));
    await phonePage.getByRole("link", { name: words.pages.back }).click();
    await expect(phonePage.getByLabel(words.about.fullName)).toHaveValue("Jade Solo");
    await expect(phonePage.getByLabel(words.about.phone)).toHaveValue(new RegExp(phone.e164.slice(-4)));
    await other.close();
  });
}

test("every page and email of save and finish later passes the W3C Nu HTML checker", async () => {
  test.setTimeout(120_000);
  // The used link's page in English, the saved page in Spanish.
  expect(nu.files.length).toBeGreaterThan(1);
  // The two English links (the first and the one asked for again) and the Spanish one.
  expect(nu.keepEmails(suite.smtp.messages)).toBeGreaterThanOrEqual(3);
  expect(await nuErrors(nu.files)).toEqual([]);
});
