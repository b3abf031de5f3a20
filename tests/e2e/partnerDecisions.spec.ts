import { expect, type Page } from "@playwright/test";
import { staffPages } from "~/config/routes";
import * as applicationWords from "~/applications/content/en/words";
import * as en from "~/partners/content/en/application";
import * as es from "~/partners/content/es/application";
import { partnerReviewMessages } from "~/partners/staff/words";
import { test } from "../support/test";
import { fillPartnerApplication, partnerSuite, spanishOrg } from "../support/partnerApplications";
import { partnerFixtures } from "../support/portalFixtures";
import { hiddenFormFields } from "../support/portalFlow";

/**
 * Staff deciding on partner organisations, with JavaScript off, against the built server, the fixture's partners and
 * a real SMTP server: an organisation applies in Spanish through the partner form, staff list the partners by status
 * and approve it (the contact is emailed in Spanish where to sign in), the applicant's list of organizations then
 * offers the active partners only, the one just approved included, and staff decline another with a sentence that is
 * emailed, while a colleague's stale page changes nothing. The pages pass axe, and they and the emails the W3C Nu
 * HTML checker.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const { suite, query, signInColleague, keepForNu, forAxe, checkPagesAndEmails } = partnerSuite("partner-decisions");

test("staff list partners by status, see what one gave, and approve it: the contact is emailed in Spanish", async ({
  page,
}) => {
  const base = suite.server.url;
  // The organisation applies in Spanish through the partner form, and the email that it arrived comes first.
  await page.goto(`${base}/es/partner/apply`);
  await fillPartnerApplication(page, es as unknown as typeof en, { ...spanishOrg, ein: "12-3456789" });
  await page.getByRole("button", { name: es.page.send }).click();
  await expect(page.getByRole("heading", { level: 1, name: es.sent.heading })).toBeVisible();
  await suite.smtp.waitFor(spanishOrg.email);
  await signInColleague(page);
  await page.goto(`${base}${staffPages.partners.path}`);
  await expect(page.getByRole("heading", { level: 2, name: "Applied (2)" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Active (3)" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Inactive (1)" })).toBeVisible();
  const applied = page.getByRole("region", { name: "Applied table" });
  await expect(applied.getByRole("link", { name: partnerFixtures.applied })).toBeVisible();
  keepForNu("staff-list", await page.content());
  forAxe.push(page.url());

  await applied.getByRole("link", { name: spanishOrg.organization }).click();
  await expect(page.getByRole("heading", { level: 1, name: spanishOrg.organization })).toBeVisible();
  await expect(page.getByTestId("partner-status")).toContainText("Applied");
  for (const shown of ["12-3456789", spanishOrg.contactName, spanishOrg.email, spanishOrg.services, "Spanish"])
    await expect(page.locator("main")).toContainText(shown);
  // What is true of the partner portal: its caseworkers sign in at /partners once it is approved.
  await expect(page.getByRole("region", { name: "Decide" })).toContainText(
    "sign in to the partner portal at /partners",
  );
  await expect(page.locator("main")).not.toContainText("does not exist yet");
  await expect(page.getByRole("region", { name: "Possible duplicate" })).toHaveCount(0);
  keepForNu("staff-partner", await page.content());
  forAxe.push(page.url());

  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText(partnerReviewMessages.approved(spanishOrg.organization, true))).toBeVisible();
  await expect(page.getByTestId("partner-status")).toContainText("Active");
  await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);

  const mail = await suite.smtp.waitFor(spanishOrg.email, { after: 1 });
  expect(mail.text).toContain(es.emails.approved.subject);
  // Where to sign in, in the contact's language, from the site's public address; nothing said to be on its way.
  expect(mail.text).toContain(es.emails.approved.portal(`${base}/es/partners`));
  expect(mail.text).not.toContain("cuando se abra");
  const [activity] = query<{ kind: string; summary: string }>(
    `SELECT kind, summary FROM activity ORDER BY id DESC LIMIT 1`,
  );
  expect(activity).toMatchObject({ kind: "partner-review", summary: expect.stringContaining("Approved the partner") });
});

/** The application's first steps, to reach the recommender step's list of organizations. */
async function reachRecommenderStep(page: Page) {
  const words = applicationWords;
  await page.goto(`${suite.server.url}/application`);
  await page.getByLabel(words.screener.zip).fill("07030");
  await page.getByLabel(words.screener.householdSize).fill("2");
  await page.getByRole("group", { name: words.screener.programme }).getByLabel(words.pages.yes).check();
  await page.getByRole("button", { name: words.pages.continue }).click();
  await page.getByLabel(words.about.fullName).fill("Olga Options");
  await page.getByLabel(words.about.email, { exact: true }).fill("olga.options@example.org");
  await page.getByRole("group", { name: words.about.language }).getByLabel(words.about.languages.en).check();
  await page.getByRole("button", { name: words.pages.continue }).click();
  await page.getByLabel(words.devices.laptop).selectOption("1");
  await page.getByRole("button", { name: words.pages.continue }).click();
  await expect(page.getByLabel(words.recommender.organization)).toBeVisible();
}

test("an applicant chooses among the active partners only, the one just approved included", async ({ page }) => {
  await reachRecommenderStep(page);
  const options = await page.getByLabel(applicationWords.recommender.organization).locator("option").allTextContents();
  expect(options).toEqual([
    applicationWords.recommender.choose,
    spanishOrg.organization,
    ...partnerFixtures.active,
    applicationWords.recommender.notListed,
  ]);
});

test("staff decline with a sentence: inactive, the sentence emailed; a colleague's stale page changes nothing", async ({
  page,
}) => {
  const base = suite.server.url;
  await signInColleague(page);
  const [fixture] = query<{ id: string }>(
    `SELECT id FROM "Partners" WHERE "Organization_Name" = ?`,
    partnerFixtures.applied,
  );
  await page.goto(`${base}${staffPages.partners.path}/${fixture!.id}`);
  await expect(page.getByText("This partner came from the CRM")).toBeVisible();
  const stale = hiddenFormFields(await page.content());

  await page.getByRole("button", { name: "Decline" }).click();
  await expect(page.getByText(partnerReviewMessages.writeReason)).toBeVisible();
  await expect(page.getByTestId("partner-status")).toContainText("Applied");

  const reason =
    "We work with organisations that have served their community for a year; please apply again next cycle.";
  await page.getByLabel("Decline, with the sentence the organisation reads").fill(reason);
  await page.getByRole("button", { name: "Decline" }).click();
  await expect(page.getByText(partnerReviewMessages.declined(partnerFixtures.applied, true))).toBeVisible();
  await expect(page.getByTestId("partner-status")).toContainText("Inactive");
  const mail = await suite.smtp.waitFor("intake@paterson.partner.test");
  expect(mail.text).toContain(en.emails.declined.subject);
  expect(mail.text).toContain(en.emails.declined.reason(reason));

  // A colleague's page opened before the decline still shows 'Applied' and its Approve button.
  const late = await page.request.post(`${base}${staffPages.partners.path}/${fixture!.id}`, {
    form: { ...stale, action: "approve", seen: "Applied" },
  });
  expect(late.status()).toBe(409);
  expect(await late.text()).toContain(partnerReviewMessages.changed("Inactive"));
  expect(query(`SELECT "Status" FROM "Partners" WHERE id = ?`, fixture!.id)).toEqual([{ Status: "Inactive" }]);
  expect((await page.request.get(`${base}${staffPages.partners.path}/P-404`)).status()).toBe(404);
});

test("the staff pages pass axe, and they and the emails pass the W3C Nu HTML checker", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInColleague(page);
  // Two pages (the list, the partner) and three emails (the application received, approved, declined).
  await checkPagesAndEmails(page, browser, 5);
});
