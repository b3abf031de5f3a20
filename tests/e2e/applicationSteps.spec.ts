import { expect } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import { test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { expectAccessible, nuCollector, pageWeight } from "../support/pageChecks";
import * as en from "~/applications/content/en/words";
import { screener } from "../support/applicationFlow";
import { nuErrors } from "../support/nuChecker";
import { portalSuite } from "../support/portalSuite";

/**
 * The application's steps, as a person on a cheap phone reads them: JavaScript off, 360 px wide, against the built
 * server and a real SQLite store. The screener's refusals (keeping nothing), every step's mistakes said next to the
 * field with what was typed kept, Back losing nothing, each page light enough for a phone, and with JavaScript the
 * focus on the first answer to change. Serial: the last test checks the pages the others kept.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
test.describe.configure({ mode: "serial" });

const suite = portalSuite("application-steps");
const nu = nuCollector("application-steps");
const store = () => new Database(path.join(suite.server.dataDir, "portal.sqlite"));

const applicant = { name: "Lucía <b>Gómez</b> Ortiz", email: "lucia.applicant@example.org" };

test("the screener refuses a ZIP code outside the region and an income over the limit, keeping nothing", async ({
  page,
  browser,
}) => {
  await page.goto(`${suite.server.url}/apply`);
  await page.getByRole("link", { name: "Start your application" }).click();
  await expect(page).toHaveURL(/\/application$/);
  await expectAccessible(page, browser);
  expect(await pageWeight(page)).toBeLessThan(30 * 1024);

  // 11550 starts like a New York City code but is Hempstead, Nassau County.
  await screener(page, en, { zip: "11550", size: "3", programme: "yes" });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.refused.regionTitle);
  await expect(page.getByText(en.refused.region("11550"))).toBeVisible();
  await expect(page.getByRole("link", { name: en.refused.internetPlan })).toHaveAttribute("href", "/shield");
  await expect(page.getByRole("link", { name: en.refused.classes })).toHaveAttribute("href", "/dsclasses");
  nu.keep("refused-region", await page.content());

  await page.goto(`${suite.server.url}/application`);
  await screener(page, en, { zip: "07030", size: "4", programme: "no", income: "70,000" });
  await expect(page.getByText("For a household of 4, the income must be under $64,300 (200%")).toBeVisible();
  expect(await page.content()).not.toContain("70,000");
  // 'Change my answers' brings back what was answered (never the income figure), to change one and go on.
  await page.getByRole("button", { name: en.refused.changeAnswers }).click();
  await expect(page.getByLabel(en.screener.zip)).toHaveValue("07030");
  await expect(page.getByLabel(en.screener.householdSize)).toHaveValue("4");
  await expect(page.getByRole("group", { name: en.screener.programme }).getByLabel(en.pages.no)).toBeChecked();
  await expect(page.getByLabel(en.screener.income)).toHaveValue("");
  expect(store().prepare("SELECT COUNT(*) AS n FROM applications").get()).toEqual({ n: 0 });
  expect(store().prepare("SELECT COUNT(*) AS n FROM application_drafts").get()).toEqual({ n: 0 });
});

test("every step says what is wrong next to the field, keeps what was typed, and Back loses nothing", async ({
  page,
  browser,
}) => {
  const base = suite.server.url;
  await page.goto(`${base}/application`);
  await screener(page, en, { zip: "7030", size: "0", programme: "no" });
  await expect(page.getByRole("alert").getByText(en.errors.zip)).toBeVisible();
  await expect(page.getByLabel(en.screener.zip)).toHaveValue("7030");
  await expect(page.getByLabel(en.screener.zip)).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#householdSize-error")).toHaveText(en.errors.householdSize);
  await expect(page.locator("#income-error")).toHaveText(en.errors.income);
  nu.keep("screener-errors", await page.content());

  // Under the limit for a household of 4 ($64,300): on to the first step, the figure kept nowhere.
  await screener(page, en, { zip: "07030", size: "4", programme: "no", income: "$24,000" });
  await expect(page).toHaveURL(/\/application\/about$/);
  await expectAccessible(page, browser);
  expect(await pageWeight(page)).toBeLessThan(30 * 1024);
  expect(JSON.stringify(store().prepare("SELECT answers FROM application_drafts").all())).not.toContain("24000");

  await page.getByLabel(en.about.fullName).fill(applicant.name);
  await page.getByLabel(en.about.email).fill("not an address");
  await page.getByRole("button", { name: en.pages.continue }).click();
  await expect(page.locator("#email-error")).toHaveText(en.errors.email);
  await expect(page.getByLabel(en.about.fullName)).toHaveValue(applicant.name);
  await expect(page.getByRole("group", { name: en.about.language }).getByLabel("English")).toBeChecked();
  nu.keep("about-errors", await page.content());
  await page.getByLabel(en.about.email).fill(applicant.email);
  await page.getByRole("button", { name: en.pages.continue }).click();

  await expect(page).toHaveURL(/\/application\/devices$/);
  await page.getByRole("button", { name: en.pages.continue }).click();
  await expect(page.locator("#laptop-error")).toHaveText(en.errors.deviceTotal);
  await page.getByLabel(en.devices.laptop).selectOption("1");
  await page.getByRole("button", { name: en.pages.continue }).click();

  await expect(page).toHaveURL(/\/application\/recommender$/);
  await expectAccessible(page, browser);
  expect(await pageWeight(page)).toBeLessThan(30 * 1024);
  await page.getByRole("link", { name: en.pages.back }).click();
  await expect(page.getByLabel(en.devices.laptop)).toHaveValue("1");
  await page.getByRole("link", { name: en.pages.back }).click();
  await expect(page.getByLabel(en.about.email)).toHaveValue(applicant.email);
  await page.reload();
  await expect(page.getByLabel(en.about.fullName)).toHaveValue(applicant.name);
});

test("with JavaScript, the focus goes to the first answer that needs a change", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  await page.goto(`${suite.server.url}/application`);
  await page.getByLabel(en.screener.zip).fill("07030");
  await page.getByRole("button", { name: en.pages.continue }).click();
  await expect(page.locator("#householdSize-error")).toBeVisible();
  await expect(page.getByLabel(en.screener.householdSize)).toBeFocused();
  await expectNoAxeViolations(page);
  await context.close();
});

test("every page of the steps passes the W3C Nu HTML checker", async () => {
  test.setTimeout(120_000);
  // The region refusal, the screener's and the about step's mistakes; these steps send no email.
  expect(nu.files.length).toBeGreaterThanOrEqual(3);
  expect(await nuErrors(nu.files)).toEqual([]);
});
