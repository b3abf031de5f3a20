import { expect, type Browser, type Page } from "@playwright/test";
import { staffPages } from "~/config/routes";
import * as applicationWords from "~/applications/content/en/words";
import * as en from "~/partners/content/en/application";
import * as es from "~/partners/content/es/application";
import { partnerCycle } from "~/partners/partnerCycle";
import { partnerReviewMessages } from "~/partners/staff/words";
import { test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { nuErrors } from "../support/nuChecker";
import { nuCollector } from "../support/pageChecks";
import { partnerFixtures } from "../support/portalFixtures";
import { hiddenFormFields } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";
import { staffColleagues } from "../support/staffFlow";
import { storeRows } from "../support/operatorProbes";

/**
 * Partner organisations, with JavaScript off, against the built server, the fixture's partners and a real SMTP
 * server: the partner page's own application form (in both languages, its mistakes, sending twice, its limits),
 * staff approving and declining with the emails that arrive, and the applicant's list of organizations, which
 * offers the active partners only. The cycle's February 15th boundary is the unit tests' (`partnerCycle`); here the
 * application is sent at today's date, and the page must name the cycle that date joins.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const ORG_TIME_ZONE = "America/New_York";
const colleagues = staffColleagues("partners");
const suite = portalSuite("partners", { env: { STAFF_EMAILS: colleagues.staffEmails, ORG_TIME_ZONE } });

const nu = nuCollector("partners");
const keepForNu = nu.keep;
/** Pages checked by axe at the end, in a context with JavaScript (axe is a script), with the cookies they need. */
const forAxe: { url: string; staff: boolean }[] = [];

const query = <T>(text: string, ...params: unknown[]) => storeRows<T>(suite.server, text, ...params);

const spanishOrg = {
  organization: "Centro Comunitario Unión",
  ein: "123456789",
  region: "NYC",
  address: "200 E 116th St, New York, NY 10029",
  website: "https://union.partner.test",
  contactName: "Inés Caseworker",
  email: "ines.caseworker@union.partner.test",
  phone: "(212) 555-0140",
  services: "Clases de inglés y ayuda con trámites.",
  distribution: "En nuestra oficina, con cita, por una trabajadora social.",
};

async function fill(page: Page, words: typeof en, answers: Record<string, string>, confirm = true) {
  const typing: [keyof typeof en.fields, string][] = [
    ["organization", answers.organization ?? ""],
    ["ein", answers.ein ?? ""],
    ["address", answers.address ?? ""],
    ["contactName", answers.contactName ?? ""],
    ["phone", answers.phone ?? ""],
    ["services", answers.services ?? ""],
    ["distribution", answers.distribution ?? ""],
  ];
  for (const [field, value] of typing)
    await page.getByLabel(words.fields[field] as string, { exact: true }).fill(value);
  await page.getByLabel(`${words.fields.website} ${words.page.optional}`).fill(answers.website ?? "");
  await page.getByLabel(words.fields.email, { exact: true }).fill(answers.email ?? "");
  if (answers.region) await page.getByLabel(words.fields.region).selectOption(answers.region);
  if (confirm) {
    await page.getByLabel(words.fields.confirmMission).check();
    await page.getByLabel(words.fields.confirmDistribution).check();
  }
}

const signInColleague = (page: Page) => colleagues.signInNext(page, suite);

test("the partner page stays public and leads to its own form, in English and in Spanish", async ({ page }) => {
  const base = suite.server.url;
  const marketing = await page.goto(`${base}/partner`);
  expect(marketing?.headers()["cache-control"]).not.toContain("no-store");
  await page.getByRole("link", { name: "Start your partner application" }).click();
  await expect(page).toHaveURL(`${base}/partner/apply`);
  await expect(page.getByRole("heading", { level: 1, name: en.page.title })).toBeVisible();
  const form = await page.request.get(`${base}/partner/apply`);
  expect(form.headers()["cache-control"]).toContain("no-store");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const cycle = String(partnerCycle(Date.now(), ORG_TIME_ZONE));
  await expect(page.getByText(en.page.cycleNow(cycle))).toBeVisible();
  keepForNu("form-en", await page.content());
  forAxe.push({ url: page.url(), staff: false });

  await page.goto(`${base}/es/partner`);
  await page.getByRole("link", { name: "Comience su solicitud de socio" }).click();
  await expect(page).toHaveURL(`${base}/es/partner/apply`);
  await expect(page.getByRole("heading", { level: 1, name: es.page.title })).toBeVisible();
  await expect(page.getByText(es.page.cycleNow(cycle))).toBeVisible();
  keepForNu("form-es", await page.content());
  forAxe.push({ url: page.url(), staff: false });
});

test("a mistaken application is refused field by field, and what was typed is kept", async ({ page }) => {
  await page.goto(`${suite.server.url}/partner/apply`);
  await fill(
    page,
    en,
    { ...spanishOrg, organization: "Mistakes Inc.", ein: "12-34567", website: "union.partner.test", email: "nope" },
    false,
  );
  await page.getByRole("button", { name: en.page.send }).click();
  const summary = page.getByRole("alert").filter({ hasText: en.page.errorSummary });
  for (const field of ["ein", "website", "email", "confirmMission", "confirmDistribution"] as const) {
    await expect(page.locator(`#${field}-error`)).toHaveText(en.errors[field]);
    await expect(summary.getByRole("link", { name: en.errors[field] })).toHaveAttribute("href", `#${field}`);
  }
  await expect(page.locator("#organization-error")).toHaveCount(0);
  await expect(page.getByLabel(en.fields.organization)).toHaveValue("Mistakes Inc.");
  await expect(page.getByLabel(en.fields.ein, { exact: true })).toHaveValue("12-34567");
  await expect(page.getByLabel(en.fields.services)).toHaveValue(spanishOrg.services);
  await expect(page.getByLabel(en.fields.region)).toHaveValue("NYC");
  keepForNu("form-errors", await page.content());
  expect(query(`SELECT id FROM "Partners" WHERE "Organization_Name" = ?`, "Mistakes Inc.")).toEqual([]);

  // A post that did not come whole from the page (no submission id) is asked again, and makes nothing.
  const noId = await page.request.post(`${suite.server.url}/partner/apply`, {
    form: {
      ...hiddenFormFields(await page.content()),
      ...spanishOrg,
      organization: "No Id Org",
      confirmMission: "yes",
      confirmDistribution: "yes",
    },
  });
  expect(noId.status()).toBe(400);
  expect(await noId.text()).toContain(en.page.resend);
  expect(query(`SELECT id FROM "Partners" WHERE "Organization_Name" = 'No Id Org'`)).toEqual([]);
});

test("sent in Spanish: the confirmation and the email name the cycle; sending twice makes one partner", async ({
  page,
}) => {
  const base = suite.server.url;
  const cycle = String(partnerCycle(Date.now(), ORG_TIME_ZONE));
  await page.goto(`${base}/es/partner/apply`);
  await fill(page, es as unknown as typeof en, { ...spanishOrg, ein: "12-3456789" });
  // The form as the browser posts it, to send it again afterwards (a double click, or Back and send).
  const html = await page.content();
  const again: Record<string, string> = {
    ...hiddenFormFields(html),
    ...spanishOrg,
    confirmMission: "yes",
    confirmDistribution: "yes",
    submission: /name="submission" value="([^"]+)"/.exec(html)![1]!,
  };
  await page.getByRole("button", { name: es.page.send }).click();
  await expect(page.getByRole("heading", { level: 1, name: es.sent.heading })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(es.sent.body(spanishOrg.organization, cycle));
  await expect(page.getByText(es.sent.next(spanishOrg.email))).toBeVisible();
  keepForNu("sent-es", await page.content());

  const resent = await page.request.post(`${base}/es/partner/apply`, { form: again });
  expect(resent.status()).toBe(200);
  expect(await resent.text()).toContain(es.sent.heading);
  const partners = query<{ id: string; Status: string; Emails: string; Region: string; Cycle: string }>(
    `SELECT id, "Status", "Emails", "Region", "Cycle" FROM "Partners" WHERE "Organization_Name" = ?`,
    spanishOrg.organization,
  );
  expect(partners).toEqual([
    {
      id: expect.stringMatching(/^WEBP-/),
      Status: "Applied",
      Emails: JSON.stringify([spanishOrg.email]),
      Region: "NYC",
      Cycle: cycle,
    },
  ]);
  expect(query(`SELECT locale, ein FROM partner_applications WHERE partner_id = ?`, partners[0]!.id)).toEqual([
    { locale: "es", ein: "123456789" },
  ]);

  const mail = await suite.smtp.waitFor(spanishOrg.email);
  expect(mail.text).toContain(es.emails.received.subject);
  expect(mail.text).toContain(es.emails.received.body(spanishOrg.organization, cycle));
  expect(mail.text).toContain("EIN: 12-3456789");
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(suite.smtp.countTo(spanishOrg.email)).toBe(1);
});

test("an application under an active partner's name, in another case and spacing, is refused with a sentence", async ({
  page,
}) => {
  for (const [prefix, words] of [
    ["", en],
    ["/es", es as unknown as typeof en],
  ] as const) {
    await page.goto(`${suite.server.url}${prefix}/partner/apply`);
    await fill(page, words, { ...spanishOrg, organization: "hoboken  FAMILY center", ein: "12-3456789" });
    const refused = page.waitForResponse((answer) => answer.request().method() === "POST");
    await page.getByRole("button", { name: words.page.send }).click();
    expect((await refused).status()).toBe(409);
    await expect(page.locator("#organization-error")).toHaveText(words.page.nameTaken);
    await expect(page.getByLabel(words.fields.organization)).toHaveValue("hoboken  FAMILY center");
  }
  keepForNu("form-name-taken", await page.content());
  expect(query(`SELECT id FROM "Partners" WHERE LOWER("Organization_Name") LIKE 'hoboken%'`)).toEqual([{ id: "P-1" }]);
});

test("a robot's honeypot is ignored, and a client is limited to a few applications an hour", async ({ page }) => {
  const base = suite.server.url;
  await page.goto(`${base}/partner/apply`);
  const hidden = hiddenFormFields(await page.content());
  const robot = await page.request.post(`${base}/partner/apply`, {
    form: { ...hidden, ...spanishOrg, organization: "Robot Org", name__confirm: "filled", confirmMission: "yes" },
    maxRedirects: 0,
  });
  expect(robot.status()).toBe(302);
  expect(robot.headers().location).toBe("/partner/apply");
  expect(query(`SELECT id FROM "Partners" WHERE "Organization_Name" = 'Robot Org'`)).toEqual([]);

  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const answer = await page.request.post(`${base}/partner/apply`, { form: { ...hidden, organization: "Flood" } });
    statuses.push(answer.status());
    if (answer.status() === 429) expect(await answer.text()).toContain(en.page.tooMany);
  }
  expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
});

test("staff list partners by status, see what one gave, and approve it: the contact is emailed in Spanish", async ({
  page,
}) => {
  const base = suite.server.url;
  await signInColleague(page);
  await page.goto(`${base}${staffPages.partners.path}`);
  await expect(page.getByRole("heading", { level: 2, name: "Applied (2)" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Active (3)" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Inactive (1)" })).toBeVisible();
  const applied = page.getByRole("region", { name: "Applied table" });
  await expect(applied.getByRole("link", { name: partnerFixtures.applied })).toBeVisible();
  keepForNu("staff-list", await page.content());
  forAxe.push({ url: page.url(), staff: true });

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
  forAxe.push({ url: page.url(), staff: true });

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

async function checkAxe(browser: Browser, page: Page) {
  const context = await browser.newContext({ javaScriptEnabled: true });
  await context.addCookies(await page.context().cookies());
  const checked = await context.newPage();
  for (const { url } of forAxe) {
    await checked.goto(url);
    for (const width of [360, 1280]) {
      await checked.setViewportSize({ width, height: 800 });
      await expectNoAxeViolations(checked, `${url} at ${width} px`);
    }
  }
  await context.close();
}

test("the partner pages pass axe, and they and the emails pass the W3C Nu HTML checker", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInColleague(page);
  await checkAxe(browser, page);
  for (const [index, mail] of suite.smtp.messages.entries()) {
    const html = /<!doctype html>[\s\S]*<\/html>/i.exec(mail.text);
    if (html && /partner|socio/i.test(mail.text)) keepForNu(`email-${index}`, html[0]);
  }
  expect(nu.files.length).toBeGreaterThanOrEqual(8);
  expect(await nuErrors(nu.files)).toEqual([]);
});
