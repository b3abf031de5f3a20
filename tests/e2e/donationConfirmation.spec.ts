import { expect, type APIResponse } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import { test } from "../support/test";
import { CONFIRM_LINK, confirmFromEmail, giveLaptops } from "../support/givingFlow";
import { expectAccessible, nuCollector } from "../support/pageChecks";
import * as en from "~/donations/content/en/words";
import * as es from "~/donations/content/es/words";
import * as portalEn from "~/portal/content/en/words";
import { holidayDates } from "~/donations/content/en/holidays";
import { addBusinessDays, todayIn } from "~/donations/pickupDates";
import { earlyPickupWords, pickupWords } from "~/donations/staff/words";
import { nuErrors } from "../support/nuChecker";
import { people } from "../support/portalFixtures";
import { asNewClient, signInAs } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";
import { readPdf } from "../support/pdfReading";
import { signInStaff } from "../support/staffFlow";

/**
 * A donation given under someone's email (issue 35, decision 085), JavaScript off at 360 px: it changes nothing of
 * theirs until the address confirms it from the email; the email's link opens the donation, and its drop-off pass,
 * in a new browser; the pass answers another browser a 404 no cache keeps; the counts start empty; staff are told
 * when they mark a pickup picked up before its booked day.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
test.describe.configure({ mode: "serial" });

const STAFF = "staff.confirm@example.org";
const suite = portalSuite("donation-confirmation", { env: { STAFF_EMAILS: STAFF } });
const nu = nuCollector("donation-confirmation");
const store = () => new Database(path.join(suite.server.dataDir, "portal.sqlite"));

/** An answer no shared cache may keep, and that differs by cookie. */
function expectPersonal(answer: APIResponse, address: string) {
  expect(answer.headers()["cache-control"], address).toBe("no-store");
  expect(answer.headers()["vary"] ?? "", address).toMatch(/\bCookie\b/i);
}

let reference = "";
let mailText = "";

test("given under an applicant's address while signed out: nothing of theirs changes, the pass is a 404 elsewhere", async ({
  page,
  browser,
}) => {
  const base = suite.server.url;
  // The counts start empty: typing 40 gives 40, not 040.
  await page.goto(`${base}/donate/start`);
  await expect(page.getByLabel(en.devices.laptops, { exact: true })).toHaveValue("");
  await page.getByLabel(en.devices.laptops, { exact: true }).pressSequentially("3");
  await expect(page.getByLabel(en.devices.laptops, { exact: true })).toHaveValue("3");

  reference = await giveLaptops(page, base, { laptops: 3, donor: { name: "Mallory", email: people.pending } });
  const mail = await suite.smtp.waitFor(people.pending);
  mailText = mail.text;
  expect(mailText).toContain(en.emails.sent.dropOffNext);
  expect(mailText).toContain(en.emails.sent.notYours);
  expect(mailText).toMatch(CONFIRM_LINK);

  // The applicant signs in: still an applicant, no donation, the language kept for them unchanged.
  await signInAs(page, base, suite.smtp, people.pending);
  await expect(page.locator("main")).not.toContainText(reference);
  await expect(page.locator("main")).not.toContainText(portalEn.donations.heading);
  const db = store();
  try {
    expect(
      db.prepare(`SELECT "Champion_Type" AS type FROM "Champions" WHERE email_key = ?`).get(people.pending),
    ).toEqual({ type: JSON.stringify(["Computer Applicant"]) });
  } finally {
    db.close();
  }

  // Another browser, with the reference: a 404 that no cache keeps, for the pass, its PDF and any giving address.
  const other = await browser.newContext({ javaScriptEnabled: false });
  await asNewClient(other);
  for (const address of [
    `/donate/pass/${reference}`,
    `/donate/pass/${reference}/pass.pdf`,
    `/es/donate/pass/${reference}`,
    "/donate/pass/ZZZZ-ZZZZ",
  ]) {
    const refused = await other.request.get(`${base}${address}`);
    expect(refused.status(), address).toBe(404);
    expectPersonal(refused, address);
  }
  await other.close();

  // Once the applicant confirms it from the email (in their own browser), they are a donor too.
  const own = await browser.newContext({ javaScriptEnabled: false });
  await asNewClient(own);
  await confirmFromEmail(await own.newPage(), mailText, /\/portal$/);
  await own.close();
  const after = store();
  try {
    expect(
      after.prepare(`SELECT "Champion_Type" AS type FROM "Champions" WHERE email_key = ?`).get(people.pending),
    ).toEqual({ type: JSON.stringify(["Computer Applicant", "Computer Donor"]) });
  } finally {
    after.close();
  }
});

test("the email's link opens the donation and its pass in a new browser, once; a scanner's visit spends nothing", async ({
  page: sender,
  browser,
}) => {
  const base = suite.server.url;
  const donor = "dana.new@example.org";
  reference = await giveLaptops(sender, base, { laptops: 3, donor: { name: "Dana New", email: donor } });
  mailText = (await suite.smtp.waitFor(donor)).text;
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  await asNewClient(context);
  const page = await context.newPage();
  const link = CONFIRM_LINK.exec(mailText)![0];
  // A mail scanner opens the link first: the page asks, and nothing is spent.
  const scanned = await context.request.get(link);
  expect(scanned.status()).toBe(200);
  expectPersonal(scanned, "confirm");
  await page.goto(link);
  await expect(page.getByText(en.confirm.text(reference))).toBeVisible();
  await expectAccessible(page, browser);
  nu.keep("confirm", await page.content());

  const donationPage = await confirmFromEmail(page, mailText);
  expect(donationPage).toBe(`${base}/portal/donations/WEBD-${reference}`);
  await expect(page.getByRole("heading", { name: portalEn.donations.passTitle })).toBeVisible();
  await expect(page.getByText(portalEn.donations.noDevicesComing)).toBeVisible();
  await expectAccessible(page, browser);
  nu.keep("donation-with-pass", await page.content());

  await page.getByRole("link", { name: portalEn.donations.pass }).click();
  await expect(page).toHaveURL(new RegExp(`/donate/pass/${reference}$`));
  await expect(page.getByText(en.pass.reference(reference))).toBeVisible();
  await expect(page.getByRole("img", { name: en.pass.qrAlt(reference) })).toBeVisible();
  const pdf = await page.request.get(`${base}/donate/pass/${reference}/pass.pdf`);
  expect(pdf.status()).toBe(200);
  expectPersonal(pdf, "pass.pdf");
  expect(readPdf(await pdf.body()).text).toContain(en.pass.reference(reference));

  // The link works once.
  const again = await context.request.get(link);
  expect(again.status()).toBe(410);
  await page.goto(link);
  await expect(page.getByRole("alert")).toHaveText(en.confirm.spent);
  nu.keep("confirm-spent", await page.content());
  await context.close();
});

test("en español: the confirmation page and its link's words", async ({ page }) => {
  const base = suite.server.url;
  const spanish = await giveLaptops(page, base, {
    locale: "es",
    laptops: 2,
    donor: { name: "Otra Persona", email: "nueva.persona@example.org" },
  });
  const mail = await suite.smtp.waitFor("nueva.persona@example.org");
  expect(mail.text).toContain(es.emails.sent.confirmLabel);
  const link = CONFIRM_LINK.exec(mail.text)![0];
  expect(new URL(link).pathname).toMatch(/^\/es\/donate\/confirm\//);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.confirm.title);
  await expect(page.getByText(es.confirm.text(spanish))).toBeVisible();
  nu.keep("confirm-es", await page.content());
  await page.getByRole("button", { name: es.confirm.continue }).click();
  await expect(page).toHaveURL(new RegExp(`/es/portal/donations/WEBD-${spanish}$`));
});

test("staff marking a pickup picked up before its booked day are told, and must confirm it", async ({ page }) => {
  const base = suite.server.url;
  const today = todayIn("America/New_York");
  const booked = { date: addBusinessDays(today, 5, holidayDates), window: "morning" as const };
  const pickup = await giveLaptops(page, base, {
    laptops: 12,
    donor: { name: "Early Bird", email: "early@example.org" },
    pickup: {
      dates: [
        { date: booked.date, window: "morning" },
        { date: addBusinessDays(booked.date, 1, holidayDates), window: "morning" },
      ],
    },
  });
  // Staff booked it (their pages have their own test).
  const db = store();
  try {
    db.prepare(
      `UPDATE donations SET state = 'Pickup scheduled', pickup_scheduled_at = ?, pickup_date = ?,
         pickup_window = 'morning' WHERE reference = ?`,
    ).run(Date.now(), booked.date, pickup);
  } finally {
    db.close();
  }
  await page.context().clearCookies();
  await signInStaff(page, base, suite.smtp, STAFF);
  await page.goto(`${base}/staff/donations/${pickup}`);
  await expect(page.getByTestId("donation-unconfirmed")).toBeVisible();
  await expect(page.getByText(earlyPickupWords.notice(pickupWords(booked)))).toBeVisible();
  const early = page.getByLabel(earlyPickupWords.confirm);
  await expect(early).toHaveAttribute("required", "");
  nu.keep("staff-early", await page.content());

  // Posted without the box (as a browser that skips `required` would): refused with the sentence, nothing changed.
  const form = page.locator("form").filter({ has: early });
  const html = await page.content();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)![1]!;
  const from = /name="from__confirm"[^>]*value="([^"]+)"/.exec(html)![1]!;
  const seen = await form.locator('input[name="seen"]').getAttribute("value");
  const refused = await page.request.post(`${base}/staff/donations/${pickup}`, {
    form: { csrf, from__confirm: from, name__confirm: "", action: "picked-up", seen: seen! },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain("after today. If the driver did collect the devices early");
  const stateOf = () => {
    const read = store();
    try {
      return (read.prepare(`SELECT state FROM donations WHERE reference = ?`).get(pickup) as { state: string }).state;
    } finally {
      read.close();
    }
  };
  expect(stateOf()).toBe("Pickup scheduled");

  // Ticked: done.
  await early.check();
  await page.getByRole("button", { name: "Mark picked up" }).click();
  await expect(page.getByTestId("donation-state")).toHaveText("State: Picked up");
  expect(stateOf()).toBe("Picked up");
});

test("the pages of this spec pass the W3C Nu HTML checker", async () => {
  test.setTimeout(120_000);
  expect(nu.files.length).toBe(5);
  expect(await nuErrors(nu.files)).toEqual([]);
});
