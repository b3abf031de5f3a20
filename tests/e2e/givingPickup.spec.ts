import { expect, type BrowserContext } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import { test } from "../support/test";
import { expectAccessible, nuCollector } from "../support/pageChecks";
import * as en from "~/donations/content/en/words";
import { aboutYou, fillDates, giveDevices, pickupDays as dates, REFERENCE } from "../support/givingFlow";
import { nuErrors } from "../support/nuChecker";
import { hiddenFormFields } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";

/**
 * Giving devices for a pickup, as a person on a cheap phone does it: JavaScript off, 360 px wide, against the built
 * server, a real SQLite store and a real SMTP server. /donate's way in, a 40-laptop pickup through every kind of bad
 * count and date with nothing typed lost, a double submit making one donation and one email, and bad input posted
 * by hand refused with a sentence and a 4xx. Serial: the double submit sends the pickup the test before it checked,
 * and the last test checks the pages and the email the others kept.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
test.describe.configure({ mode: "serial" });

const suite = portalSuite("giving-pickup");
const nu = nuCollector("giving-pickup");
const store = () => new Database(path.join(suite.server.dataDir, "portal.sqlite"));

const company = { name: "Pat Giver", email: "pat.facilities@acme.example", company: "Acme <b>Corp</b>" };
let companyCookies: Awaited<ReturnType<BrowserContext["cookies"]>> = [];

test("/donate stays a shared page whose 'Donate Now' section links to the first step", async ({ page, browser }) => {
  const response = await page.goto(`${suite.server.url}/donate`);
  expect(response!.headers()["cache-control"]).not.toContain("no-store");
  const html = await page.content();
  expect(html).not.toContain('name="csrf"');
  // The third-party donation form is gone.
  expect(html).not.toContain("ElectronicsDonation");
  await page.getByRole("link", { name: "Start your donation" }).click();
  await expect(page).toHaveURL(/\/donate\/start$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.steps.devices);
  await expectAccessible(page, browser);
  nu.keep("start", await page.content());
});

test("a 40-laptop pickup: counts and dates refused with sentences, nothing typed lost, up to 'Check and send'", async ({
  page,
  browser,
}) => {
  const base = suite.server.url;
  await page.goto(`${base}/donate/start`);
  await giveDevices(page, en, { laptops: "2.5", monitors: "10001" });
  await expect(page.locator("#laptops-error")).toHaveText(en.errors.count);
  await expect(page.locator("#monitors-error")).toHaveText(en.errors.count);
  await expect(page.getByLabel(en.devices.laptops, { exact: true })).toHaveValue("2.5");
  nu.keep("start-errors", await page.content());
  await giveDevices(page, en, { laptops: "40", monitors: "0" });

  await expect(page).toHaveURL(/\/donate\/about$/);
  await page.getByRole("button", { name: en.pages.continue }).click();
  await expect(page.getByRole("alert").getByText(en.errors.email)).toBeVisible();
  await expect(page.locator("#phone-error")).toHaveText(en.errors.phone);
  await expectAccessible(page, browser);
  nu.keep("about-errors", await page.content());
  await aboutYou(page, en, company);

  await expect(page).toHaveURL(/\/donate\/delivery$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.delivery.pickupTitle);
  await expect(page.getByText(en.delivery.pickupIntro("40"))).toBeVisible();
  await page.getByLabel(en.delivery.street).fill("1 River St");
  await page.getByLabel(en.delivery.city).fill("Hoboken");
  await page.getByLabel(en.delivery.state).fill("NJ");
  await page.getByLabel(en.delivery.zip).fill("07030");
  await page.getByLabel(`${en.delivery.notes} ${en.pages.optional}`).fill("Third floor\nAsk for Sam at reception");
  await fillDates(page, en, [dates.past, dates.weekend, dates.holiday]);
  await page.getByRole("button", { name: en.pages.continue }).click();
  await expect(page.locator("#date1-error")).toHaveText(en.errors.past);
  await expect(page.locator("#date2-error")).toHaveText(en.errors.weekend);
  await expect(page.locator("#date3-error")).toHaveText(en.errors.holiday);
  // Nothing typed is lost: the address, the notes, the dates and their windows come back as typed.
  await expect(page.getByLabel(en.delivery.street)).toHaveValue("1 River St");
  await expect(page.getByLabel(`${en.delivery.notes} ${en.pages.optional}`)).toHaveValue(
    "Third floor\nAsk for Sam at reception",
  );
  await expect(page.getByLabel(en.delivery.date(2))).toHaveValue(dates.weekend);
  await expect(
    page.getByRole("group", { name: en.delivery.window(2) }).getByLabel(en.delivery.windows.afternoon),
  ).toBeChecked();
  await expectAccessible(page, browser);
  nu.keep("pickup-errors", await page.content());

  await fillDates(page, en, [dates.tooSoon, dates.good[1]!, ""]);
  await page.getByRole("button", { name: en.pages.continue }).click();
  await expect(page.locator("#date1-error")).toHaveText(en.errors.tooSoon);
  await fillDates(page, en, [dates.good[0]!]);
  await page.getByRole("button", { name: en.pages.continue }).click();

  await expect(page).toHaveURL(/\/donate\/check$/);
  await expect(page.getByText("Acme <b>Corp</b>", { exact: true })).toBeVisible();
  await expect(page.getByText("1 River St, Hoboken, NJ 07030")).toBeVisible();
  await expect(page.getByRole("group", { name: en.check.certificate }).getByLabel(en.pages.yes)).toBeChecked();
  await expect(page.getByRole("group", { name: en.check.receipt }).getByLabel(en.pages.yes)).toBeChecked();
  await expectAccessible(page, browser);
  nu.keep("check-pickup", await page.content());
  // Kept for the next test, which sends this check page twice at once.
  companyCookies = await page.context().cookies();
});

test("a double submit: the check page sent twice at once makes one donation, its page and one email", async ({
  page,
  browser,
}) => {
  const base = suite.server.url;
  await page.context().addCookies(companyCookies);
  await page.goto(`${base}/donate/check`);
  const form = { ...hiddenFormFields(await page.content()), certificate: "yes", receipt: "yes", intent: "send" };
  const answers = await Promise.all(
    [1, 2].map(() => page.request.post(`${base}/donate/check`, { form, maxRedirects: 0 })),
  );
  for (const answer of answers) {
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe("/donate/sent");
  }
  await page.goto(`${base}/donate/sent`);

  await expect(page).toHaveURL(/\/donate\/sent$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.sent.title);
  const reference = REFERENCE.exec((await page.getByRole("status").textContent()) ?? "")![0];
  await expect(page.getByRole("status")).toHaveText(en.sent.reference(reference));
  await expect(page.getByText(en.sent.pickupSteps[0]!)).toBeVisible();
  // The page names the address the email went to (issue 45).
  await expect(page.getByText(en.sent.emailed(company.email))).toBeVisible();
  await expect(page.getByRole("link", { name: en.sent.pass })).toHaveCount(0);
  await expect(page.getByRole("link", { name: en.sent.signIn })).toHaveAttribute("href", "/auth");
  await expectAccessible(page, browser);
  nu.keep("sent-pickup", await page.content());

  const db = store();
  expect(
    db
      .prepare(
        `SELECT method, laptops, pickup_zip, pickup_notes, preferred_dates, wants_certificate, wants_receipt, state
         FROM donations WHERE reference = ?`,
      )
      .get(reference),
  ).toEqual({
    method: "pickup",
    laptops: 40,
    pickup_zip: "07030",
    pickup_notes: "Third floor\nAsk for Sam at reception",
    preferred_dates: JSON.stringify([
      { date: dates.good[0], window: "morning" },
      { date: dates.good[1], window: "afternoon" },
    ]),
    wants_certificate: 1,
    wants_receipt: 1,
    state: "Requested",
  });
  expect(
    db.prepare(`SELECT "Company", "Donor_ID", "Status" FROM "Computer_Donors" WHERE id = ?`).get(`WEBD-${reference}`),
  ).toEqual({ Company: "Acme <b>Corp</b>", Donor_ID: `DON-${reference}`, Status: "Donated" });

  const mail = await suite.smtp.waitFor(company.email);
  expect(mail.text).toContain(en.emails.sent.subject(reference));
  expect(mail.text).toContain(en.emails.sent.pickupNext);
  // Given signed out: the link confirms the donation is this address's (decision 085).
  expect(mail.text).toMatch(new RegExp(`${base}/donate/confirm/[\\w-]{43}`));

  // Sent once more later (the page kept open): still the one donation, and no second email.
  const again = await page.request.post(`${base}/donate/check`, { form, maxRedirects: 0 });
  expect(again.headers().location).toBe("/donate/sent");
  expect(db.prepare(`SELECT COUNT(*) AS n FROM donations WHERE email_key = ?`).get(company.email)).toEqual({ n: 1 });
  expect(db.prepare(`SELECT COUNT(*) AS n FROM "Computer_Donors" WHERE email_key = ?`).get(company.email)).toEqual({
    n: 1,
  });
  expect(suite.mailsWritten(company.email)).toBe(1);
  expect(suite.smtp.countTo(company.email)).toBe(1);
});

test("bad input gets a sentence and a 4xx, never a 500", async ({ page }) => {
  const base = suite.server.url;
  // No form token: refused with the sentence, what was typed handed back.
  const stale = await page.request.post(`${base}/donate/start`, { form: { laptops: "4" }, maxRedirects: 0 });
  expect(stale.status()).toBe(403);
  await page.goto(`${base}/donate/start`);
  const guard = hiddenFormFields(await page.content());
  // A robot that filled the honeypot is sent back to the start, with nothing kept.
  const robot = await page.request.post(`${base}/donate/start`, {
    form: { ...guard, name__confirm: "bot", laptops: "4" },
    maxRedirects: 0,
  });
  expect(robot.status()).toBe(302);
  expect(robot.headers()["set-cookie"] ?? "").not.toContain("donation=");
  const huge = await page.request.post(`${base}/donate/start`, {
    form: { ...guard, laptops: "1e9", desktops: "-3", printers: "9".repeat(2000) },
    maxRedirects: 0,
  });
  expect(huge.status()).toBe(400);
  expect(await huge.text()).toContain(en.errors.count);
  // Three laptops, then a pickup posted by hand: pickups are for 10 or more.
  const few = await page.request.post(`${base}/donate/start`, { form: { ...guard, laptops: "3" }, maxRedirects: 0 });
  expect(few.status()).toBe(302);
  await page.request.post(`${base}/donate/about`, {
    form: { ...guard, name: "Ann", email: "ann@example.org", phone: "201-555-0199" },
    maxRedirects: 0,
  });
  const pickup = await page.request.post(`${base}/donate/delivery`, {
    form: { ...guard, method: "pickup", street: "1 Main St", city: "Newark", state: "NJ", zip: "07102" },
    maxRedirects: 0,
  });
  expect(pickup.status()).toBe(400);
  expect(await pickup.text()).toContain(en.errors.pickupTooFew);
  // A step's limit per client: the next post after it gets the sentence and 429.
  let status = 0;
  for (let i = 0; i < 70 && status !== 429; i++) {
    const answer = await page.request.post(`${base}/donate/start`, { form: { ...guard, laptops: "x" } });
    status = answer.status();
    expect([400, 429]).toContain(status);
    if (status === 429) expect(await answer.text()).toContain(en.errors.tooMany);
  }
  expect(status).toBe(429);
});

test("every page and email of the pickup passes the W3C Nu HTML checker", async () => {
  test.setTimeout(120_000);
  // /donate/start, its mistakes, the about step's, the pickup's, the check page and the confirmation.
  expect(nu.files.length).toBeGreaterThanOrEqual(6);
  // The pickup's one email; the bad input sends none.
  expect(nu.keepEmails(suite.smtp.messages)).toBe(1);
  expect(await nuErrors(nu.files)).toEqual([]);
});
