import { expect } from "@playwright/test";
import { staffPages } from "~/config/routes";
import * as en from "~/donations/content/en/words";
import { holidayDates } from "~/donations/content/en/holidays";
import { earliestPickup, STAFF_BUSINESS_DAYS_AHEAD } from "~/donations/pickupDates";
import { zonedInstant } from "~/kits/calendar/zonedInstant";
import { donationMessages, earlyPickupWords, pickupWords, staffDay } from "~/donations/staff/words";
import { test } from "../support/test";
import { nuErrors } from "../support/nuChecker";
import { expectAccessibleAtBothWidths as expectAccessible, nuCollector } from "../support/pageChecks";
import { hiddenFormFields } from "../support/portalFlow";
import type { CapturedMail } from "../support/smtpCapture";
import { company, donationPath, donorDays, ORG_TIME_ZONE, staffDonationSuite, today } from "../support/staffDonations";

/**
 * A pickup's journey through the staff console, with JavaScript off, against the built server, the donation given
 * through the site's own pages and a real SMTP server: a 40-laptop pickup found on the list and by its reference,
 * booked on one of the donor's days (a weekend day refused; the email's calendar invitation decoded and read), on
 * the upcoming pickups and the driver's run sheet (on screen and on paper), picked up early and received 2 short
 * (the page and the email say so), a stale form refused. Every new page passes axe and the Nu HTML checker.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const { suite, query, signInColleague, give } = staffDonationSuite("staff-pickups");

/** The staff form's first day (its `min`), and the first Saturday from it on: a weekend day inside its range. */
const staffEarliest = earliestPickup(today, holidayDates, STAFF_BUSINESS_DAYS_AHEAD);
const saturday = [0, 1, 2, 3, 4, 5, 6]
  .map((n) => new Date(Date.parse(`${staffEarliest}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10))
  .find((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 6)!;

const nu = nuCollector("staff-pickups");
const keepForNu = nu.keep;

/** The calendar invitation a message carries, decoded from its base64 part. */
function invitationIn(mail: CapturedMail): string {
  expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=PUBLISH; name=pickup\.ics/);
  const part = /filename=pickup\.ics\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/.exec(mail.raw)?.[1] ?? "";
  return Buffer.from(part.replace(/\s/g, ""), "base64").toString("utf8");
}

let pickupReference = "";
const booked = { date: donorDays[1], window: "afternoon" as const };

test("a 40-laptop pickup is found on the list and booked on one of the donor's days, with an invitation", async ({
  page,
  browser,
}) => {
  pickupReference = await give(page, company, 40, true);
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
  expect(suite.mailsWritten(company.email)).toBe(4);
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

test("the new pages pass the W3C Nu HTML checker", async () => {
  test.setTimeout(120_000);
  expect(await nuErrors(nu.files)).toEqual([]);
});
