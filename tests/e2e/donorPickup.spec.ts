import { expect } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import { test } from "../support/test";
import { confirmFromEmail, giveLaptops } from "../support/givingFlow";
import { expectAccessible, nuCollector } from "../support/pageChecks";
import * as en from "~/donations/content/en/words";
import * as es from "~/donations/content/es/words";
import { holidayDates } from "~/donations/content/en/holidays";
import { pickupDayIn, windowInSentence } from "~/donations/words";
import { addBusinessDays, earliestPickup, isWeekend, todayIn } from "~/donations/pickupDates";
import { nuErrors } from "../support/nuChecker";
import { people } from "../support/portalFixtures";
import { signInAs } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";
import { attachmentText } from "../support/smtpCapture";

/**
 * A donor moves and cancels a pickup from the portal (issue 28; decision 082), JavaScript off at 360 px: a pickup
 * not booked yet takes a new preferred date, a booked one moves with a new calendar invitation, cancelling asks for
 * a ticked box and sends the invitation that removes the event; a bad date is refused with a sentence and what was
 * typed kept; another donor, and a pickup too close, are refused.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
test.describe.configure({ mode: "serial" });

const suite = portalSuite("donor-pickup");
const nu = nuCollector("donor-pickup");
const nuFiles = nu.files;
const keepForNu = nu.keep;
const store = () => new Database(path.join(suite.server.dataDir, "portal.sqlite"));

const today = todayIn("America/New_York");
const earliest = earliestPickup(today, holidayDates);
const later = addBusinessDays(earliest, 3, holidayDates);
const weekend = [1, 2, 3, 4, 5, 6, 7]
  .map((n) => new Date(Date.parse(`${earliest}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10))
  .find(isWeekend)!;
const donor = { name: "Pat Giver", email: "pat.pickups@acme.example" };
let reference = "";
let pickupPage = "";

test("a donor asks for a pickup, signs in, and gives a new preferred date: a weekend refused, a business day taken", async ({
  page,
  browser,
}) => {
  const base = suite.server.url;
  reference = await giveLaptops(page, base, {
    laptops: 40,
    donor,
    pickup: {
      dates: [
        { date: earliest, window: "morning" },
        { date: addBusinessDays(earliest, 1, holidayDates), window: "morning" },
      ],
    },
  });
  // Given signed out: the email's link confirms it is the donor's and signs them in (decision 085).
  await confirmFromEmail(page, (await suite.smtp.waitFor(donor.email)).text);
  pickupPage = `${base}/portal/donations/WEBD-${reference}/pickup`;
  const opened = await page.goto(pickupPage);
  expect(opened!.status()).toBe(200);
  expect(opened!.headers()["cache-control"]).toContain("no-store");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.pickupChange.title);
  await expect(page.getByText(en.pickupChange.notBooked)).toBeVisible();
  await expect(page.getByText(pickupDayIn("en", earliest), { exact: false })).toBeVisible();
  await expectAccessible(page, browser);
  keepForNu("requested", await page.content());

  await page.getByLabel(en.pickupChange.date).fill(weekend);
  await page.getByRole("group", { name: en.pickupChange.window }).getByLabel(en.delivery.windows.afternoon).check();
  await page.getByRole("button", { name: en.pickupChange.prefer }).click();
  await expect(page.locator("#date-error")).toHaveText(en.errors.weekend);
  await expect(page.getByLabel(en.pickupChange.date)).toHaveValue(weekend);
  await expect(
    page.getByRole("group", { name: en.pickupChange.window }).getByLabel(en.delivery.windows.afternoon),
  ).toBeChecked();
  keepForNu("refused", await page.content());

  const before = suite.smtp.countTo(donor.email);
  await page.getByLabel(en.pickupChange.date).fill(later);
  await page.getByRole("button", { name: en.pickupChange.prefer }).click();
  const day = pickupDayIn("en", later);
  const window = windowInSentence("en", "afternoon");
  await expect(page.getByRole("status")).toHaveText(en.pickupChange.preferred(day, window));
  const mail = await suite.smtp.waitFor(donor.email, { after: before });
  expect(mail.text).toContain(en.timelineEmails.subject(reference, en.timelineEmails.preferred.what));
  expect(mail.text).toContain(en.timelineEmails.preferred.body(day, window));
  const db = store();
  expect(db.prepare(`SELECT preferred_dates FROM donations WHERE reference = ?`).get(reference)).toEqual({
    preferred_dates: JSON.stringify([{ date: later, window: "afternoon" }]),
  });
  db.close();
});

test("a booked pickup moved by the donor in Spanish: the email carries an invitation for the new day", async ({
  page,
  browser,
}) => {
  const base = suite.server.url;
  // Staff book the pickup (the staff console's own test books one through its pages).
  const db = store();
  db.prepare(
    `UPDATE donations SET state = 'Pickup scheduled', pickup_scheduled_at = ?, pickup_date = ?, pickup_window = 'morning'
     WHERE reference = ?`,
  ).run(Date.now(), later, reference);
  db.close();
  await signInAs(page, base, suite.smtp, donor.email);
  await page.goto(`${base}/es/portal/donations/WEBD-${reference}/pickup`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.pickupChange.title);
  await expect(
    page.getByText(es.pickupChange.booked(pickupDayIn("es", later), windowInSentence("es", "morning"))),
  ).toBeVisible();
  await expectAccessible(page, browser);
  keepForNu("booked-es", await page.content());

  const before = suite.smtp.countTo(donor.email);
  const moved = addBusinessDays(later, 1, holidayDates);
  await page.getByLabel(es.pickupChange.date).fill(moved);
  await page.getByRole("group", { name: es.pickupChange.window }).getByLabel(es.delivery.windows.afternoon).check();
  await page.getByRole("button", { name: es.pickupChange.move }).click();
  await expect(page.getByRole("status")).toHaveText(
    es.pickupChange.moved(pickupDayIn("es", moved), windowInSentence("es", "afternoon")),
  );
  const mail = await suite.smtp.waitFor(donor.email, { after: before });
  // The email is in the language the donation was given in, whatever page the donor moved it from.
  expect(mail.text).toContain(en.timelineEmails.subject(reference, en.timelineEmails.moved.what));
  const calendar = attachmentText(mail, "pickup.ics")!;
  expect(calendar).toContain("METHOD:PUBLISH");
  expect(calendar).toMatch(new RegExp(`DTSTART:${moved.replace(/-/g, "")}T1[67]0000Z`));
  expect(calendar).toContain(`UID:donation-${reference}@`);
});

test("cancelling asks for the ticked box, then cancels with an invitation that removes the event", async ({
  page,
  browser,
}) => {
  const base = suite.server.url;
  await signInAs(page, base, suite.smtp, donor.email);
  await page.goto(pickupPage);
  await page.getByRole("button", { name: en.pickupChange.cancel }).click();
  await expect(page.locator("#confirm-error")).toHaveText(en.pickupChange.confirmCancelMissing);
  keepForNu("cancel-refused", await page.content());
  const before = suite.smtp.countTo(donor.email);
  await page.getByLabel(en.pickupChange.confirmCancel).check();
  await page.getByRole("button", { name: en.pickupChange.cancel }).click();
  await expect(page.getByRole("status")).toHaveText(en.pickupChange.cancelled);
  const mail = await suite.smtp.waitFor(donor.email, { after: before });
  expect(mail.text).toContain(en.timelineEmails.cancelled.body);
  expect(attachmentText(mail, "pickup.ics")).toContain("METHOD:CANCEL");

  // Once cancelled, nothing more can be changed here.
  await page.goto(pickupPage);
  await expect(page.getByText(en.pickupChange.tooLate)).toBeVisible();
  await expect(page.getByRole("button", { name: en.pickupChange.move })).toHaveCount(0);
  await expectAccessible(page, browser);
  keepForNu("cancelled", await page.content());
});

test("another donor, an unknown id and a visitor get no pickup page", async ({ page }) => {
  const base = suite.server.url;
  const signedOut = await page.request.get(pickupPage, { maxRedirects: 0 });
  expect(signedOut.status()).toBe(302);
  await signInAs(page, base, suite.smtp, people.donor);
  expect((await page.goto(pickupPage))!.status()).toBe(404);
  expect((await page.goto(`${base}/portal/donations/WEBD-NOPE/pickup`))!.status()).toBe(404);
  const posted = await page.request.post(pickupPage, { form: { intent: "cancel", confirm: "yes" } });
  expect(posted.status()).toBe(404);
});

test("every pickup page and email passes the W3C Nu HTML checker", async () => {
  for (const [index, mail] of suite.smtp.messages.entries()) {
    const html = /<!doctype html>[\s\S]*<\/html>/i.exec(mail.text);
    if (html && mail.to.includes(donor.email)) keepForNu(`email-${index}`, html[0]);
  }
  expect(nuFiles.length).toBeGreaterThanOrEqual(9);
  expect(await nuErrors(nuFiles)).toEqual([]);
});
