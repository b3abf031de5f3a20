import { expect, type APIResponse, type Page } from "@playwright/test";
import { formatMoment } from "~/i18n";
import * as en from "~/donations/content/en/leaderboard";
import * as es from "~/donations/content/es/leaderboard";
import { test } from "../support/test";
import { confirmFromEmail } from "../support/givingFlow";
import { nuErrors } from "../support/nuChecker";
import { signInAs } from "../support/portalFlow";
import { expectAccessible, nuCollector } from "../support/pageChecks";
import { donationPath, ORG_TIME_ZONE, staffDonationSuite } from "../support/staffDonations";

/**
 * The companies' leaderboard toward one million computers (issue 48 §3, decision 126), with JavaScript off at 360 px
 * against the built server: two companies give through /donate/start and staff receive both; one donor chooses in
 * their portal to list their company, and only it is on /leaderboard (and /es/leaderboard) with the devices received
 * in its name, under the count of every device received; the page's validator changes with the choice. Staff see the
 * choice, hide the entry with a reason and show it again; the donor changes the choice back. Each page passes axe and
 * the Nu checker.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
test.describe.configure({ mode: "serial" });

const { suite, signInColleague, give } = staffDonationSuite("leaderboard");
const nu = nuCollector("leaderboard");
const ana = { name: "Ana Acme", email: "ana@acme.example", company: "Acme Corp" };
const ben = { name: "Ben Beta", email: "ben@beta.example", company: "Beta LLC" };

const etagOf = (response: APIResponse) => response.headers()["etag"]!;
const leaderboard = (page: Page, headers: Record<string, string> = {}) =>
  page.request.get(`${suite.server.url}/leaderboard`, { headers });
const checkPage = async (page: Page, name: string, browser: Parameters<typeof expectAccessible>[1]) => {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(360);
  await expectAccessible(page, browser);
  nu.keep(name, await page.content());
};

test("a company listed from its donor's portal is the only one on the leaderboard, and the validator moves", async ({
  page,
  browser,
}) => {
  await page.goto(`${suite.server.url}/donate`);
  await page.getByRole("link", { name: /See the companies on our leaderboard/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.page.heading);
  await expect(page.getByTestId("leaderboard-none")).toHaveText(en.page.none);
  const counted = Number(
    (await page.getByTestId("leaderboard-total").textContent())!.split(" of ")[0]!.replace(/,/g, ""),
  );

  const references = [await give(page, ana, 3, false), await give(page, ben, 2, false)];
  await signInColleague(page);
  for (const reference of references) {
    await page.goto(`${suite.server.url}${donationPath(reference)}`);
    await page.getByRole("button", { name: "Mark dropped off" }).click();
    await page.getByRole("button", { name: "Mark received" }).click();
    await expect(page.getByTestId("donation-state")).toHaveText("State: Received");
  }
  // Ana confirms her donation from its email, and from her portal lists Acme Corp (off until she chooses).
  await confirmFromEmail(page, (await suite.smtp.waitFor(ana.email)).text);
  await page.goto(`${suite.server.url}/portal`);
  await page.getByRole("link", { name: en.portal.panelLink }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.portal.heading);
  const acme = page.getByRole("group", { name: en.portal.question("Acme Corp") });
  await expect(acme).toContainText(en.portal.notChosen);
  await expect(page.locator("main")).not.toContainText("Beta LLC");
  await checkPage(page, "portal-choice", browser);
  // The page as a CDN keeps it just before the choice: a 304 while nothing changes.
  const before = await leaderboard(page);
  expect([before.status(), before.headers()["cache-control"]]).toEqual([200, "public, no-cache"]);
  const oldTag = etagOf(before);
  expect((await leaderboard(page, { "If-None-Match": oldTag })).status()).toBe(304);

  await acme.getByLabel(en.portal.yes).check();
  await page.getByRole("button", { name: en.portal.save }).click();
  await expect(page.getByRole("status")).toHaveText(en.portal.saved("Acme Corp", true));
  await expect(acme.getByLabel(en.portal.yes)).toBeChecked();

  // The old validator gets the new page; the new one a 304.
  const changed = await leaderboard(page, { "If-None-Match": oldTag });
  expect(changed.status()).toBe(200);
  expect(etagOf(changed)).not.toBe(oldTag);
  expect((await leaderboard(page, { "If-None-Match": etagOf(changed) })).status()).toBe(304);

  await page.goto(`${suite.server.url}/leaderboard`);
  await expect(page.getByTestId("leaderboard-total")).toHaveText(en.page.progress(`${counted + 5}`, "1,000,000"));
  await expect(page.locator("[data-as-of]")).toHaveText(`As of ${formatMoment("en", Date.now(), ORG_TIME_ZONE)}`);
  await expect(page.getByTestId("leaderboard").getByRole("row")).toHaveText([
    `${en.page.rank}${en.page.company}${en.page.computers}`,
    "1Acme Corp3",
  ]);
  await expect(page.locator("main")).not.toContainText("Beta LLC");
  await checkPage(page, "leaderboard", browser);
  await page.goto(`${suite.server.url}/es/leaderboard`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.page.heading);
  await expect(page.getByTestId("leaderboard").getByRole("row").nth(1)).toHaveText("1Acme Corp3");
  await expect(page.locator("[data-as-of]")).toHaveText(`Al ${formatMoment("es", Date.now(), ORG_TIME_ZONE)}`);
  await expect(page.locator("main")).not.toContainText("Beta LLC");
  await checkPage(page, "es-leaderboard", browser);
  await page.goto(`${suite.server.url}/es/portal/leaderboard`);
  await expect(page.getByRole("group", { name: es.portal.question("Acme Corp") })).toContainText("Usted eligió el");
  await checkPage(page, "es-portal-choice", browser);
});

test("staff see the choice and hide the entry with a reason; the donor changes the choice back", async ({
  page,
  browser,
}) => {
  await signInColleague(page);
  await page.goto(`${suite.server.url}/staff/donations/leaderboard`);
  await expect(page.getByRole("region", { name: "Choices table" })).toContainText("ana@acme.example");
  await expect(page.getByRole("region", { name: "Choices table" })).toContainText("Listed");
  await page.getByLabel("Reason").fill("A test entry, not a company");
  await page.getByRole("button", { name: "Hide the company" }).click();
  await expect(page.getByRole("status")).toHaveText("The company is hidden from the public leaderboard.");
  await expect(page.getByRole("region", { name: "Hidden table" })).toContainText("A test entry, not a company");
  await checkPage(page, "staff-leaderboard", browser);
  await page.goto(`${suite.server.url}/leaderboard`);
  await expect(page.getByTestId("leaderboard-none")).toHaveText(en.page.none);
  // Shown again, Ana's choice stands as she made it.
  await page.goto(`${suite.server.url}/staff/donations/leaderboard`);
  await page.getByRole("button", { name: "Show Acme Corp again" }).click();
  await expect(page.getByRole("status")).toHaveText("The company is shown again wherever its donors chose so.");
  await expect(page.getByRole("region", { name: "Shown table" })).toContainText("Acme Corp");

  await signInAs(page, suite.server.url, suite.smtp, ana.email);
  await page.goto(`${suite.server.url}/portal/leaderboard`);
  const acme = page.getByRole("group", { name: en.portal.question("Acme Corp") });
  await acme.getByLabel(en.portal.no).check();
  await page.getByRole("button", { name: en.portal.save }).click();
  await expect(page.getByRole("status")).toHaveText(en.portal.saved("Acme Corp", false));
  await page.goto(`${suite.server.url}/leaderboard`);
  await expect(page.getByTestId("leaderboard-none")).toHaveText(en.page.none);
});

test("the pages pass the W3C Nu HTML checker", async () => {
  test.setTimeout(120_000);
  expect(await nuErrors(nu.files)).toEqual([]);
});
