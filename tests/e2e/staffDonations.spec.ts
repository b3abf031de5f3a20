import { expect, type Browser, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import { staffPages } from "~/config/routes";
import * as en from "~/donations/content/en/words";
import { holidayDates } from "~/donations/content/en/holidays";
import { addBusinessDays, earliestPickup, STAFF_BUSINESS_DAYS_AHEAD, todayIn } from "~/donations/pickupDates";
import { zonedInstant } from "~/kits/calendar/zonedInstant";
import { donationMessages, earlyPickupWords, pickupWords, staffDay } from "~/donations/staff/words";
import { test } from "../support/test";
import { confirmFromEmail, giveLaptops } from "../support/givingFlow";
import { expectNoAxeViolations } from "../support/axe";
import { nuErrors } from "../support/nuChecker";
import { nuCollector } from "../support/pageChecks";
import { hiddenFormFields, signInAs } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";
import type { CapturedMail } from "../support/smtpCapture";
import { staffColleagues } from "../support/staffFlow";
import { storeRows } from "../support/operatorProbes";

/**
 * Staff moving donations along their timeline, with JavaScript off, against the built server, donations given
 * through the site's own pages and a real SMTP server: a 40-laptop pickup booked on one of the donor's days (the
 * email's calendar invitation decoded and read), on the upcoming pickups and the driver's run sheet, picked up and
 * received 2 short (the page and the email say so); a drop-off found by typing its reference and marked dropped
 * off; stale and repeated forms; and who may open these pages. Every new page passes axe and the Nu HTML checker.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const ORG_TIME_ZONE = "America/New_York";
const colleagues = staffColleagues("donations");
const suite = portalSuite("staff-donations", { env: { STAFF_EMAILS: colleagues.staffEmails, ORG_TIME_ZONE } });

const today = todayIn(ORG_TIME_ZONE);
const earliest = earliestPickup(today, holidayDates);
const donorDays = [earliest, addBusinessDays(earliest, 1, holidayDates)] as const;
/** The staff form's first day (its `min`), and the first Saturday from it on: a weekend day inside its range. */
const staffEarliest = earliestPickup(today, holidayDates, STAFF_BUSINESS_DAYS_AHEAD);
const saturday = [0, 1, 2, 3, 4, 5, 6]
  .map((n) => new Date(Date.parse(`${staffEarliest}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10))
  .find((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 6)!;

const nu = nuCollector("staff-donations");
const keepForNu = nu.keep;

const donationPath = (reference: string) => `${staffPages.donations.path}/${reference}`;

const query = <T>(text: string, ...params: unknown[]) => storeRows<T>(suite.server, text, ...params);

const signInColleague = (page: Page) => colleagues.signInNext(page, suite);

/**
 * axe-core runs in the page, so the page as it is now is opened again with JavaScript, with the same cookies, at a
 * phone's width and a desk's (the staff console's tables change shape between them), and is never wider than either.
 */
async function expectAccessible(page: Page, browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: true });
  await context.addCookies(await page.context().cookies());
  const checked = await context.newPage();
  await checked.goto(page.url());
  for (const width of [360, 1280]) {
    await checked.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(checked, `${page.url()} at ${width} px`);
    // No wider than a phone: nothing scrolls sideways.
    expect(await checked.evaluate(() => document.documentElement.scrollWidth), page.url()).toBeLessThanOrEqual(width);
  }
  await context.close();
}

/** Gives laptops through /donate/start, and waits for the donation's own email so later counts start after it. */
async function give(
  page: Page,
  donor: { name: string; email: string; company?: string },
  laptops: string,
  pickup: boolean,
): Promise<string> {
  const reference = await giveLaptops(page, suite.server.url, {
    laptops: Number(laptops),
    donor,
    pickup: pickup
      ? {
          dates: donorDays.map((date, index) => ({ date, window: index === 0 ? "morning" : "afternoon" })),
          notes: "Third floor\nAsk for Sam at reception",
        }
      : undefined,
  });
  await suite.smtp.waitFor(donor.email);
  return reference;
}

/** The calendar invitation a message carries, decoded from its base64 part. */
function invitationIn(mail: CapturedMail): string {
  expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH; name=pickup\.ics/);
  const part = /filename=pickup\.ics\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(mail.raw)?.[1] ?? "";
  return Buffer.from(part.replace(/\s/g, ""), "base64").toString("utf8");
}

const company = { name: "Pat Giver", email: "pat.facilities@acme.example", company: "Acme Corp" };
const small = { name: "Dana Small", email: "dana.small@example.org" };
let pickupReference = "";
let dropOffReference = "";
const booked = { date: donorDays[1], window: "afternoon" as const };

test("a 40-laptop pickup is found on the list and booked on one of the donor's days, with an invitation", async ({
  page,
  browser,
}) => {
  pickupReference = await give(page, company, "40", true);
  await signInColleague(page);
  await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Donations" }).click();
  await expect(page).toHaveURL(new RegExp(`${staffPages.donations.path}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Donations" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "States" }).getByRole("link", { name: "Requested 1" }),
  ).toBeVisible();
  const requested = page.getByRole("table", { name: /^Donations in the state 'Requested'/ });
  await expect(requested.getByRole("row").filter({ hasText: pickupReference })).toContainText("40 laptops");
  await expect(requested.getByRole("row").filter({ hasText: pickupReference })).toContainText("Acme Corp (Pat Giver)");
  await expect(page.getByText("No pickup is booked from today on.")).toBeVisible();
  keepForNu("list", await page.content());
  await expectAccessible(page, browser);

  // The scanner types the reference in lower case without its dash, and presses Enter.
  await page.getByLabel("Reference", { exact: true }).fill(pickupReference.replace("-", "").toLowerCase());
  await page.getByLabel("Reference", { exact: true }).press("Enter");
  await expect(page).toHaveURL(new RegExp(`${donationPath(pickupReference)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Donation ${pickupReference}`);
  await expect(page.getByTestId("donation-state")).toHaveText("State: Requested");
  const main = page.locator("main");
  for (const shown of [
    "Pat Giver",
    "Acme Corp",
    company.email,
    "201-555-0123",
    "1 River St, Hoboken, NJ 07030",
    "Third floor",
    "Ask for Sam at reception",
    pickupWords({ date: donorDays[0], window: "morning" }),
    "Pickup scheduled:",
  ])
    await expect(main).toContainText(shown);
  await expect(page.getByRole("list").filter({ hasText: "Pickup scheduled:" })).toContainText(
    "Pickup scheduled: not yet",
  );
  keepForNu("requested", await page.content());
  await expectAccessible(page, browser);

  // Another day that is not a business day is refused with the reason, and nothing is booked. The Saturday is the
  // first one from the form's first day on, so the browser's own min check lets it through to the server's on any
  // day of the week (tomorrow's Saturday, typed on a Friday or before a holiday, would never be sent).
  const form = page.getByRole("group", { name: "Schedule the pickup" });
  await form.getByLabel("Another day, below").check();
  const day = form.getByLabel("Day", { exact: true });
  await expect(day).toHaveAttribute("min", staffEarliest);
  await day.fill(saturday);
  const [refused] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && new URL(response.url()).pathname === donationPath(pickupReference),
    ),
    form.getByRole("button", { name: "Book this pickup" }).click(),
  ]);
  expect(refused.status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText(
    donationMessages.dayProblem("This day is on a weekend. Pickups are Monday to Friday."),
  );
  await expect(day).toHaveValue(saturday);
  await expect(form.getByLabel("Another day, below")).toBeChecked();
  keepForNu("schedule-refused", await page.content());

  await form.getByLabel(`The donor’s day: ${pickupWords(booked)}`).check();
  await form.getByRole("button", { name: "Book this pickup" }).click();
  await expect(page.getByRole("status")).toHaveText(donationMessages.scheduled(pickupWords(booked)));
  await expect(page.getByTestId("donation-state")).toHaveText("State: Pickup scheduled");
  await expect(page.getByRole("group", { name: /^Change the booked day/ })).toBeVisible();
  keepForNu("scheduled", await page.content());
  await expectAccessible(page, browser);

  const mail = await suite.smtp.waitFor(company.email, { after: 1 });
  expect(mail.text).toContain(`Your donation ${pickupReference}: pickup booked`);
  const calendar = invitationIn(mail);
  const start = new Date(zonedInstant(booked.date, "12:00", ORG_TIME_ZONE)).toISOString();
  expect(calendar).toContain(`\r\nDTSTART:${start.replace(/[-:]/g, "").replace(/\.\d{3}/, "")}\r\n`);
  // Noon in New York is the same calendar day in UTC: the invitation's day is the booked day.
  expect(calendar).toMatch(new RegExp(`\\r\\nDTSTART:${booked.date.replace(/-/g, "")}T`));
  expect(calendar).toContain(`\r\nSUMMARY:Your donation ${pickupReference}: pickup booked\r\n`);
  expect(query(`SELECT state, pickup_date, pickup_window FROM donations WHERE reference = ?`, pickupReference)).toEqual(
    [{ state: "Pickup scheduled", pickup_date: booked.date, pickup_window: "afternoon" }],
  );
});

test("the booked pickup is on the upcoming pickups and on the day's printable run sheet", async ({ page, browser }) => {
  await signInColleague(page);
  await page.goto(`${suite.server.url}${staffPages.donations.path}`);
  const upcoming = page.getByRole("table", { name: `Pickups booked for ${staffDay(booked.date)}` });
  await expect(upcoming.getByRole("row").filter({ hasText: pickupReference })).toContainText(
    en.delivery.windows.afternoon,
  );
  await page.getByRole("link", { name: "The next run sheet" }).click();
  await expect(page).toHaveURL(new RegExp(`${staffPages.runSheet.path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Run sheet: ${staffDay(booked.date)}`);
  const afternoon = page.getByRole("region", { name: /^Afternoon/ });
  await expect(afternoon.getByRole("heading", { level: 2 })).toHaveText(`${en.delivery.windows.afternoon}: 1 pickup`);
  const stop = afternoon.getByRole("listitem").filter({ hasText: pickupReference });
  for (const shown of [
    `${pickupReference}: Acme Corp (Pat Giver)`,
    "201-555-0123",
    "1 River St, Hoboken, NJ 07030",
    "Third floor",
    "Ask for Sam at reception",
    "40 laptops",
  ])
    await expect(stop).toContainText(shown);
  await expect(page.getByRole("region", { name: /^Morning/ })).toContainText("None.");
  keepForNu("run-sheet", await page.content());
  await expectAccessible(page, browser);

  // On paper: the day's pickups, without the console's navigation, the links between days or the day chooser.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Staff console" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Days with pickups" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Show its run sheet" })).toBeHidden();
  await expect(stop).toBeVisible();
  await page.emulateMedia({ media: "screen" });

  // The same sheet by its day; a day without pickups says so and links to the days that have some.
  await page.goto(`${suite.server.url}${staffPages.runSheet.path}?date=${booked.date}`);
  await expect(page.getByRole("listitem").filter({ hasText: pickupReference })).toBeVisible();
  await page.goto(`${suite.server.url}${staffPages.runSheet.path}?date=${today}`);
  await expect(page.getByText("No pickup is booked for this day.")).toBeVisible();
  await page
    .getByRole("navigation", { name: "Days with pickups" })
    .getByRole("link", { name: `Next day with pickups: ${staffDay(booked.date)}` })
    .click();
  await expect(page.getByRole("listitem").filter({ hasText: pickupReference })).toBeVisible();
  const bad = await page.request.get(`${suite.server.url}${staffPages.runSheet.path}?date=2026-02-30`);
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toContain("There is no such day.");
});

test("picked up, then received 38 of 40 laptops: the page and the donor's email say 2 fewer", async ({
  page,
  browser,
}) => {
  await signInColleague(page);
  await page.goto(`${suite.server.url}${donationPath(pickupReference)}`);
  const stalePage = await page.content();

  // Booked for a later day: the form says so, and the early collection is confirmed (issue 35).
  await page.getByLabel(earlyPickupWords.confirm).check();
  await page.getByRole("button", { name: "Mark picked up" }).click();
  await expect(page.getByRole("status")).toHaveText(donationMessages.pickedUp);
  await expect(page.getByTestId("donation-state")).toHaveText("State: Picked up");
  expect((await suite.smtp.waitFor(company.email, { after: 2 })).text).toContain(
    `Your donation ${pickupReference}: picked up`,
  );
  keepForNu("picked-up", await page.content());
  await expectAccessible(page, browser);

  // The 'Mark picked up' form posted again from the page as it was: nothing changes, no second email.
  const again = await page.request.post(`${suite.server.url}${donationPath(pickupReference)}`, {
    form: {
      ...hiddenFormFields(stalePage),
      action: "picked-up",
      // What the page showed, as each of its forms carries it.
      seen: /name="seen" value="([^"]+)"/.exec(stalePage)![1]!,
    },
  });
  expect(again.status()).toBe(409);
  expect(await again.text()).toContain(
    "This donation changed since you opened it: it is now &#x27;Picked up&#x27;. Nothing was changed; check it and try again.",
  );

  const form = page.getByRole("group", { name: "Received: what arrived, counted" });
  await expect(form.getByLabel(en.devices.laptops)).toHaveValue("40");
  await form.getByLabel(en.devices.laptops).fill("38");
  await form.getByLabel(en.devices.monitors).fill("two");
  const refused = page.waitForResponse((response) => response.request().method() === "POST");
  await form.getByRole("button", { name: "Mark received" }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText(donationMessages.count);
  await expect(form.getByLabel(en.devices.laptops)).toHaveValue("38");
  await expect(form.getByLabel(en.devices.monitors)).toHaveValue("two");
  await form.getByLabel(en.devices.monitors).fill("0");
  await form.getByRole("button", { name: "Mark received" }).click();

  await expect(page.getByRole("status")).toHaveText(donationMessages.received("2 laptops fewer than declared."));
  await expect(page.getByTestId("donation-state")).toHaveText("State: Received");
  await expect(page.getByTestId("received-difference")).toHaveText("2 laptops fewer than declared.");
  const laptops = page.getByRole("table", { name: /^Devices of donation/ }).getByRole("row", { name: /^Laptops/ });
  await expect(laptops).toHaveText(/Laptops\s*40\s*38\s*2 fewer/);
  await expect(page.getByRole("button", { name: "Mark received" })).toHaveCount(0);
  keepForNu("received", await page.content());
  await expectAccessible(page, browser);

  const mail = await suite.smtp.waitFor(company.email, { after: 3 });
  expect(mail.text).toContain(`Your donation ${pickupReference}: received`);
  expect(mail.text).toContain("2 laptops fewer than declared.");
  await page.waitForTimeout(500);
  expect(suite.smtp.countTo(company.email)).toBe(4);
  expect(
    query<{ summary: string }>(`SELECT summary FROM activity WHERE kind = 'donation' ORDER BY id`).map(
      (entry) => entry.summary,
    ),
  ).toEqual([
    `Booked the pickup of donation ${pickupReference} for ${pickupWords(booked)}`,
    `Marked donation ${pickupReference} picked up`,
    `Marked donation ${pickupReference} received: 2 laptops fewer than declared.`,
  ]);
});

test("a drop-off is found by typing its reference and marked dropped off; a reference not found is a sentence", async ({
  page,
  browser,
}) => {
  dropOffReference = await give(page, small, "3", false);
  await signInColleague(page);
  await page.goto(`${suite.server.url}${staffPages.donations.path}`);
  const find = async (typed: string) => {
    await page.getByLabel("Reference", { exact: true }).fill(typed);
    await page.getByRole("button", { name: "Find" }).click();
  };
  await find("hello");
  await expect(page.locator("#find-error")).toHaveText(donationMessages.findMalformed("hello"));
  await expect(page.getByLabel("Reference", { exact: true })).toHaveValue("hello");
  await find("zzzz-zzzz");
  await expect(page.locator("#find-error")).toHaveText(donationMessages.findNone("ZZZZ-ZZZZ"));
  keepForNu("find-none", await page.content());
  await expectAccessible(page, browser);
  const none = await page.request.get(`${suite.server.url}${staffPages.donations.path}?find=ZZZZ-ZZZZ`);
  expect(none.status()).toBe(404);

  await find(dropOffReference.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`${donationPath(dropOffReference)}$`));
  await expect(page.getByTestId("donation-state")).toHaveText("State: Requested");
  await expect(page.locator("main")).toContainText("A courier or pharmacy location");
  await expect(page.getByRole("group", { name: "Schedule the pickup" })).toHaveCount(0);
  await page.getByRole("button", { name: "Mark dropped off" }).click();
  await expect(page.getByRole("status")).toHaveText(donationMessages.droppedOff);
  await expect(page.getByTestId("donation-state")).toHaveText("State: Dropped off");
  await expect(page.getByRole("group", { name: "Received: what arrived, counted" })).toBeVisible();
  keepForNu("dropped-off", await page.content());
  const mail = await suite.smtp.waitFor(small.email, { after: 1 });
  expect(mail.text).toContain(`Your donation ${dropOffReference}: dropped off`);

  // The list now counts each state, and lists the drop-off under its state.
  await page.goto(`${suite.server.url}${staffPages.donations.path}?state=${encodeURIComponent("Dropped off")}`);
  await expect(page.getByRole("link", { name: "Dropped off 1" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("table", { name: /^Donations in the state 'Dropped off'/ })).toContainText(
    dropOffReference,
  );
  keepForNu("list-state", await page.content());
});

test("only staff open these pages: others are sent to the staff sign-in, and an unknown donation is a 404", async ({
  page,
}) => {
  const base = suite.server.url;
  const pages = [
    staffPages.donations.path,
    donationPath(pickupReference),
    staffPages.runSheet.path,
    `${staffPages.runSheet.path}?date=${booked.date}`,
  ];
  for (const address of pages) {
    const answer = await page.request.get(`${base}${address}`, { maxRedirects: 0 });
    expect(answer.status(), address).toBe(302);
    expect(answer.headers().location, address).toBe(staffPages.signIn.path);
  }
  // The donor signed in to the portal is no member of staff either, and cannot move their own donation.
  await confirmFromEmail(page, (await suite.smtp.waitFor(small.email)).text);
  await signInAs(page, base, suite.smtp, small.email);
  const portalPage = await page.content();
  for (const address of pages) {
    await page.goto(`${base}${address}`);
    await expect(page).toHaveURL(new RegExp(`${staffPages.signIn.path}$`));
  }
  const posted = await page.request.post(`${base}${donationPath(dropOffReference)}`, {
    form: { ...hiddenFormFields(portalPage), action: "receive", seen: "Dropped off|||", laptops: "3" },
    maxRedirects: 0,
  });
  expect(posted.status()).toBe(302);
  expect(query(`SELECT state FROM donations WHERE reference = ?`, dropOffReference)).toEqual([
    { state: "Dropped off" },
  ]);

  await page.context().clearCookies();
  await signInColleague(page);
  for (const address of [donationPath("ZZZZ-ZZZZ"), `${staffPages.donations.path}/not-a-reference`]) {
    const missing = await page.request.get(`${base}${address}`);
    expect(missing.status(), address).toBe(404);
    keepForNu(`not-found-${address.length}`, await missing.text());
  }
  // A reference typed in the address in lower case or without its dash opens the donation's own address.
  await page.goto(`${base}${staffPages.donations.path}/${dropOffReference.replace("-", "").toLowerCase()}`);
  await expect(page).toHaveURL(new RegExp(`${donationPath(dropOffReference)}$`));
});

test("a state with more donations than a page holds is paged: Next and Previous, each page the rest in order", async ({
  page,
}) => {
  // 105 drop-offs waiting at 'Requested', as the CRM's busiest week might leave them (a page holds 100).
  const db = new Database(path.join(suite.server.dataDir, "portal.sqlite"));
  const insert = db.prepare(
    `INSERT INTO donations (reference, draft_id, donor_record_id, donor_id, email_key, method, laptops, desktops,
       monitors, phones_tablets, printers, other_devices, wants_certificate, wants_receipt, locale, state, requested_at)
     VALUES (?, ?, ?, ?, 'batch@example.org', 'drop-off', 1, 0, 0, 0, 0, 0, 1, 1, 'en', 'Requested', ?)`,
  );
  const references = Array.from({ length: 105 }, (_, i) => `PAGE-${String(i).padStart(4, "0")}`);
  db.transaction(() => {
    for (const [i, reference] of references.entries())
      insert.run(reference, `draft-${reference}`, `WEBD-${reference}`, `DON-${reference}`, Date.UTC(2020, 0, 1) + i);
  })();
  db.close();
  const requested = query<{ n: number }>(`SELECT COUNT(*) AS n FROM donations WHERE state = 'Requested'`)[0]!.n;
  const pages = Math.ceil(requested / 100);

  await signInColleague(page);
  await page.goto(`${suite.server.url}${staffPages.donations.path}?state=Requested`);
  const pager = page.getByRole("navigation", { name: "Pages" });
  await expect(pager).toContainText(`Page 1 of ${pages}`);
  await expect(pager.getByRole("link", { name: "Previous page" })).toHaveCount(0);
  // The oldest first: the batch's first donation is on the first page, its last on the second.
  await expect(page.getByText(references[0]!, { exact: true })).toBeVisible();
  await expect(page.getByText(references[104]!, { exact: true })).toHaveCount(0);
  await pager.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2$/);
  await expect(pager).toContainText(`Page 2 of ${pages}`);
  await expect(page.getByText(references[104]!, { exact: true })).toBeVisible();
  await expect(page.getByText(references[0]!, { exact: true })).toHaveCount(0);
  await pager.getByRole("link", { name: "Previous page" }).click();
  await expect(pager).toContainText(`Page 1 of ${pages}`);
  // A page past the last is refused with a sentence.
  const past = await page.goto(`${suite.server.url}${staffPages.donations.path}?state=Requested&page=${pages + 1}`);
  expect(past!.status()).toBe(400);
  await expect(page.getByText("There is no such page of this list.")).toBeVisible();
});

test("the new pages pass the W3C Nu HTML checker", async () => {
  test.setTimeout(120_000);
  expect(await nuErrors(nu.files)).toEqual([]);
});
