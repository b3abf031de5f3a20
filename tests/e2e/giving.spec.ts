import { expect, type BrowserContext, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import { test } from "../support/test";
import { expectAccessible, nuCollector } from "../support/pageChecks";
import * as en from "~/donations/content/en/words";
import * as es from "~/donations/content/es/words";
import { holidayDates } from "~/donations/content/en/holidays";
import type { DonationWords } from "~/donations/words";
import { addBusinessDays, earliestPickup, isWeekend, todayIn } from "~/donations/pickupDates";
import { PASS_QR_SIZE } from "~/donations/server/passPdf.server";
import { MARGIN } from "~/kits/documents/pdfLayout.server";
import { nuErrors } from "../support/nuChecker";
import { pdfShowsQrOf } from "../support/pdfQr";
import { readPdf } from "../support/pdfReading";
import { asNewClient, hiddenFormFields } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";

/**
 * Giving devices on this site, as a person on a cheap phone does it: JavaScript off, 360 px wide, in English and in
 * Spanish, against the built server, a real SQLite store and a real SMTP server. A 40-laptop pickup through every
 * kind of bad date, an address outside the region with the drop-off offered, a 3-laptop drop-off and its pass (the
 * page, and the PDF read back with poppler, its QR code compared module by module), a double submit, the emails,
 * and bad input refused with a sentence and a 4xx.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
test.describe.configure({ mode: "serial" });

const suite = portalSuite("giving");
const nu = nuCollector("giving");
const nuFiles = nu.files;
const keepForNu = nu.keep;
const store = () => new Database(path.join(suite.server.dataDir, "portal.sqlite"));
const REFERENCE = /[2-9A-Z]{4}-[2-9A-Z]{4}/;

/** The dates the test types, worked out as the server does: in the organisation's time zone (the default). */
const today = todayIn("America/New_York");
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const earliest = earliestPickup(today, holidayDates);
const dates = {
  past: shift(today, -3),
  tooSoon: addBusinessDays(today, 1, holidayDates),
  weekend: [1, 2, 3, 4, 5, 6, 7].map((n) => shift(earliest, n)).find(isWeekend)!,
  // A holiday is refused as one however far ahead (the list reaches the end of 2027).
  holiday: [...holidayDates].find((date) => date >= earliest)!,
  good: [earliest, addBusinessDays(earliest, 1, holidayDates)],
};

/** axe-core runs in the page, so it checks the page again in a context with JavaScript and the same cookies. */
async function giveDevices(
  page: Page,
  words: DonationWords,
  counts: Partial<Record<keyof DonationWords["devices"], string>>,
) {
  for (const [kind, count] of Object.entries(counts))
    await page.getByLabel(words.devices[kind as keyof typeof counts]!, { exact: true }).fill(count);
  await page.getByRole("button", { name: words.pages.continue }).click();
}

async function aboutYou(page: Page, words: DonationWords, donor: { name: string; email: string; company?: string }) {
  if (donor.company) await page.getByLabel(`${words.about.company} ${words.pages.optional}`).fill(donor.company);
  await page.getByLabel(words.about.name).fill(donor.name);
  await page.getByLabel(words.about.email).fill(donor.email);
  await page.getByLabel(words.about.phone).fill("201-555-0123");
  await page.getByRole("button", { name: words.pages.continue }).click();
}

async function fillDates(page: Page, words: DonationWords, typed: string[]) {
  for (const [index, date] of typed.entries()) {
    const n = index + 1;
    await page.getByLabel(words.delivery.date(n)).fill(date);
    await page
      .getByRole("group", { name: words.delivery.window(n) })
      .getByLabel(words.delivery.windows[n === 2 ? "afternoon" : "morning"])
      .check();
  }
}

const company = { name: "Pat Giver", email: "pat.facilities@acme.example", company: "Acme <b>Corp</b>" };
let companyCookies: Awaited<ReturnType<BrowserContext["cookies"]>> = [];

test("/donate stays a shared page whose 'Donate Now' section links to the first step", async ({ page, browser }) => {
  const response = await page.goto(`${suite.server.url}/donate`);
  expect(response!.headers()["cache-control"]).not.toContain("no-store");
  const html = await page.content();
  expect(html).not.toContain('name="csrf"');
  // The third-party donation form is gone; the footer's newsletter frame stays.
  expect(html).not.toContain("ElectronicsDonation");
  await page.getByRole("link", { name: "Start your donation" }).click();
  await expect(page).toHaveURL(/\/donate\/start$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.steps.devices);
  await expectAccessible(page, browser);
  keepForNu("start", await page.content());
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
  keepForNu("start-errors", await page.content());
  await giveDevices(page, en, { laptops: "40", monitors: "0" });

  await expect(page).toHaveURL(/\/donate\/about$/);
  await page.getByRole("button", { name: en.pages.continue }).click();
  await expect(page.getByRole("alert").getByText(en.errors.email)).toBeVisible();
  await expect(page.locator("#phone-error")).toHaveText(en.errors.phone);
  await expectAccessible(page, browser);
  keepForNu("about-errors", await page.content());
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
  keepForNu("pickup-errors", await page.content());

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
  keepForNu("check-pickup", await page.content());
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
  await expect(page.getByRole("link", { name: en.sent.pass })).toHaveCount(0);
  await expect(page.getByRole("link", { name: en.sent.signIn })).toHaveAttribute("href", "/auth");
  await expectAccessible(page, browser);
  keepForNu("sent-pickup", await page.content());

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
  await page.waitForTimeout(500);
  expect(suite.smtp.countTo(company.email)).toBe(1);
});

test("en español: a pickup address outside the region is refused with the drop-off offered, which is sent", async ({
  page,
  browser,
}) => {
  const base = suite.server.url;
  const donor = { name: "Lucía Gómez", email: "lucia.donante@example.org" };
  await page.goto(`${base}/es/donate/start`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.steps.devices);
  await giveDevices(page, es, { laptops: "12" });
  await aboutYou(page, es, donor);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.delivery.pickupTitle);
  await page.getByLabel(es.delivery.street).fill("3401 Walnut St");
  await page.getByLabel(es.delivery.city).fill("Philadelphia");
  await page.getByLabel(es.delivery.state).fill("PA");
  await page.getByLabel(es.delivery.zip).fill("19104");
  await fillDates(page, es, [dates.holiday, dates.past]);
  await page.getByRole("button", { name: es.pages.continue }).click();
  await expect(page.locator("#date1-error")).toHaveText(es.errors.holiday);
  await expect(page.locator("#date2-error")).toHaveText(es.errors.past);
  await expect(page.getByLabel(es.delivery.city)).toHaveValue("Philadelphia");
  keepForNu("pickup-errors-es", await page.content());
  await fillDates(page, es, dates.good);
  await page.getByRole("button", { name: es.pages.continue }).click();
  await expect(page.locator("#zip-error")).toHaveText(es.errors.outsideRegion("19104"));
  await expect(page.getByLabel(es.delivery.zip)).toHaveValue("19104");
  await expectAccessible(page, browser);
  keepForNu("outside-region", await page.content());

  await page.getByRole("link", { name: es.delivery.dropOffInstead }).click();
  await expect(page).toHaveURL(/\/es\/donate\/delivery\?method=drop-off$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.delivery.dropOffTitle);
  await expect(page.getByRole("link", { name: es.delivery.courierLink })).toHaveAttribute("href", "/es/ewastedropoff");
  keepForNu("drop-off-es", await page.content());
  await page.getByRole("button", { name: es.pages.continue }).click();
  await expect(page).toHaveURL(/\/es\/donate\/check$/);
  await page.getByRole("button", { name: es.check.send }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.sent.title);
  const reference = REFERENCE.exec((await page.getByRole("status").textContent()) ?? "")![0];
  await expect(page.getByRole("status")).toHaveText(es.sent.reference(reference));
  keepForNu("sent-es", await page.content());
  await page.getByRole("link", { name: es.sent.pass }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.pass.title);
  await expect(page.getByRole("img", { name: es.pass.qrAlt(reference) })).toBeVisible();
  keepForNu("pass-es", await page.content());

  const pdf = await page.request.get(`${base}/donate/pass/${reference}/pass.pdf`);
  expect(pdf.status()).toBe(200);
  const bytes = await pdf.body();
  const read = readPdf(bytes);
  expect(read.lang).toBe("es-US");
  expect(read.text).toContain(es.pass.reference(reference));
  expect(pdfShowsQrOf(bytes, reference, MARGIN, PASS_QR_SIZE)).toBe(true);

  const mail = await suite.smtp.waitFor(donor.email);
  expect(mail.text).toContain(es.emails.sent.subject(reference));
  expect(mail.text).toContain(es.emails.sent.dropOffNext);
  expect(mail.text).toMatch(new RegExp(`${base}/es/donate/confirm/[\\w-]{43}`));
});

test("a 3-laptop drop-off: the pass as a page and a one-page PDF, for this browser only", async ({ page, browser }) => {
  const base = suite.server.url;
  const donor = { name: "Dana Small", email: "dana.small@example.org" };
  await page.goto(`${base}/donate/start`);
  await giveDevices(page, en, { laptops: "3" });
  await aboutYou(page, en, donor);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.delivery.dropOffTitle);
  await expect(page.getByText(en.delivery.dropOffIntro("3"))).toBeVisible();
  await expect(page.getByRole("link", { name: en.delivery.courierLink })).toHaveAttribute("href", "/ewastedropoff");
  // Only laptops: no office to choose.
  await expect(page.getByRole("group", { name: en.delivery.officeText })).toHaveCount(0);
  await expect(page.getByText("[drop-off hours to be supplied]").first()).toBeVisible();
  await expectAccessible(page, browser);
  keepForNu("drop-off", await page.content());
  await page.getByRole("button", { name: en.pages.continue }).click();
  await page.getByRole("group", { name: en.check.receipt }).getByLabel(en.pages.no).check();
  await page.getByRole("button", { name: en.check.send }).click();

  const reference = REFERENCE.exec((await page.getByRole("status").textContent()) ?? "")![0];
  await expect(page.getByText(en.sent.dropOffSteps[0]!)).toBeVisible();
  keepForNu("sent-drop-off", await page.content());
  await page.getByRole("link", { name: en.sent.pass }).click();
  await expect(page).toHaveURL(new RegExp(`/donate/pass/${reference}$`));
  await expect(page.getByText(en.pass.reference(reference))).toBeVisible();
  await expect(page.getByRole("img", { name: en.pass.qrAlt(reference) })).toBeVisible();
  await expect(page.getByText(en.deviceLine("3", en.devices.laptops))).toBeVisible();
  await expectAccessible(page, browser);
  keepForNu("pass", await page.content());

  const link = page.getByRole("link", { name: en.pass.pdf });
  const pdfUrl = new URL((await link.getAttribute("href"))!, base).toString();
  const answer = await page.request.get(pdfUrl);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  expect(answer.headers()["cache-control"]).toContain("no-store");
  const bytes = await answer.body();
  const pdf = readPdf(bytes);
  expect(pdf.info.Pages).toBe("1");
  expect(pdf.info.Tagged).toBe("yes");
  expect(pdf.lang).toBe("en-US");
  for (const font of pdf.fonts) expect(font.embedded, font.name).toBe(true);
  expect(pdf.text).toContain(en.pass.reference(reference));
  expect(pdf.text).toContain(en.devices.laptops);
  expect(pdf.structure).toContain("Figure");
  expect(pdfShowsQrOf(bytes, reference, MARGIN, PASS_QR_SIZE)).toBe(true);

  expect(
    store()
      .prepare(`SELECT method, laptops, wants_certificate, wants_receipt FROM donations WHERE reference = ?`)
      .get(reference),
  ).toEqual({ method: "drop-off", laptops: 3, wants_certificate: 1, wants_receipt: 0 });

  // Another browser, knowing the reference, gets nothing; nor does a made-up reference.
  const other = await browser.newContext({ javaScriptEnabled: false });
  await asNewClient(other);
  for (const address of [`/donate/pass/${reference}`, `/donate/pass/${reference}/pass.pdf`]) {
    const refused = await other.request.get(`${base}${address}`);
    expect(refused.status(), address).toBe(404);
    const text = await refused.text();
    expect(text).not.toContain(en.pass.intro);
    expect(text).not.toContain(en.pass.qrAlt(reference));
  }
  await other.close();
  for (const address of ["/donate/pass/ZZZZ-ZZZZ", "/donate/pass/nonsense/pass.pdf", "/donate/nowhere"])
    expect((await page.request.get(`${base}${address}`)).status(), address).toBe(404);
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

test("every giving page and email passes the W3C Nu HTML checker", async () => {
  test.setTimeout(120_000);
  const pages = nuFiles.length;
  expect(pages).toBeGreaterThanOrEqual(12);
  for (const [index, mail] of suite.smtp.messages.entries()) {
    const html = /<!doctype html>[\s\S]*<\/html>/i.exec(mail.text);
    if (html) keepForNu(`email-${index}`, html[0]);
  }
  expect(nuFiles.length - pages).toBe(3);
  expect(await nuErrors(nuFiles)).toEqual([]);
});
