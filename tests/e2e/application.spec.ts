import { expect, type BrowserContext, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { expectAccessible, nuCollector } from "../support/pageChecks";
import * as en from "~/applications/content/en/words";
import * as es from "~/applications/content/es/words";
import { nuErrors } from "../support/nuChecker";
import { people } from "../support/portalFixtures";
import { hiddenFormFields } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";
import type { CapturedMail } from "../support/smtpCapture";

/**
 * The application on this site, as a person on a cheap phone reads it: JavaScript off, 360 px wide, in English and
 * in Spanish, against the built server, a real SQLite store and a real SMTP server. The screener's refusals, every
 * step's mistakes, save and finish later (from a step not answered yet too), sending (twice), an address that already
 * has an application (answered as any other, its owner emailed), the emails
 * that arrive (and the ones that must not), and the recommender's single-use link with its letter.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
test.describe.configure({ mode: "serial" });

const suite = portalSuite("application");
const files = mkdtempSync(path.join(tmpdir(), "application-files-"));
const nu = nuCollector("application");
const nuFiles = nu.files;
const keepForNu = nu.keep;
const store = () => new Database(path.join(suite.server.dataDir, "portal.sqlite"));

const applicant = { name: "Lucía <b>Gómez</b> Ortiz", email: "lucia.applicant@example.org" };
const recommender = { first: "Marta", last: "Reyes", email: "marta.caseworker@partner.example" };
let recommendLink = "";
/** What a new application's sender saw after 'Send my application': the answer's status, the page's words. */
let freshAnswer = { status: 0, location: "", text: "" };
/** The applicant's browser cookies (the draft), carried from one test to the next as one person's visit. */
let applicantCookies: Awaited<ReturnType<BrowserContext["cookies"]>> = [];

async function screener(
  page: Page,
  words: typeof en,
  answers: { zip: string; size: string; programme: "yes" | "no"; income?: string },
) {
  await page.getByLabel(words.screener.zip).fill(answers.zip);
  await page.getByLabel(words.screener.householdSize).fill(answers.size);
  await page
    .getByRole("group", { name: words.screener.programme })
    .getByLabel(answers.programme === "yes" ? words.pages.yes : words.pages.no, { exact: true })
    .check();
  await page.getByLabel(words.screener.income).fill(answers.income ?? "");
  await page.getByRole("button", { name: words.pages.continue }).click();
}

/** What the page makes a phone download with JavaScript off, as gzip sends it: the document and its stylesheets. */
async function pageWeight(page: Page): Promise<number> {
  const html = await (await page.request.get(page.url())).text();
  let bytes = gzipSync(html).length;
  for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
    bytes += gzipSync(await (await page.request.get(new URL(href!, page.url()).toString())).body()).length;
  }
  return bytes;
}

function linkIn(mail: CapturedMail, pattern: RegExp): string {
  const link = pattern.exec(mail.text)?.[0];
  if (!link) throw new Error(`No link in the email:\n${mail.text.slice(0, 2000)}`);
  return link;
}

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
  keepForNu("refused-region", await page.content());

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
  keepForNu("screener-errors", await page.content());

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
  keepForNu("about-errors", await page.content());
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
  applicantCookies = await page.context().cookies();
});

test("the recommender must be someone else, the consent is asked for, and sending twice makes one application", async ({
  page,
  browser,
}) => {
  const base = suite.server.url;
  await page.context().addCookies(applicantCookies);
  await page.goto(`${base}/application/recommender`);
  const organizations = page.getByLabel(en.recommender.organization);
  await expect(organizations.locator("option", { hasText: "Hoboken Family Center" })).toHaveCount(1);
  await organizations.selectOption("Hoboken Family Center");
  await page.getByLabel(en.recommender.firstName).fill(recommender.first);
  await page.getByLabel(en.recommender.lastName).fill(recommender.last);
  await page.getByLabel(en.recommender.email).fill(applicant.email.toUpperCase());
  await page.getByRole("button", { name: en.pages.continue }).click();
  await expect(page.locator("#email-error")).toHaveText(en.errors.recommenderIsApplicant);
  await expect(page.getByLabel(en.recommender.firstName)).toHaveValue(recommender.first);
  await page.getByLabel(en.recommender.email).fill(recommender.email);
  await page.getByRole("button", { name: en.pages.continue }).click();

  await expect(page).toHaveURL(/\/application\/check$/);
  await expect(page.getByText(applicant.name, { exact: true })).toBeVisible();
  await expect(page.getByText(en.check.bases.income)).toBeVisible();
  await expectAccessible(page, browser);
  expect(await pageWeight(page)).toBeLessThan(30 * 1024);
  keepForNu("check", await page.content());
  await page.getByRole("button", { name: en.check.send }).click();
  await expect(page.locator("#consent-error")).toHaveText(en.errors.consent);

  // A double click: the same form sent twice at once. Both land on the confirmation of one application.
  const form = { ...hiddenFormFields(await page.content()), consent: "yes", intent: "send" };
  const answers = await Promise.all(
    [1, 2].map(() => page.request.post(`${base}/application/check`, { form, maxRedirects: 0 })),
  );
  for (const answer of answers) {
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe("/application/sent");
  }
  await page.goto(`${base}/application/sent`);
  // The page says the same for every address (decision record 084): the number is in the email.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.sent.title);
  await expect(page.getByRole("status")).toHaveText(en.sent.text);
  freshAnswer = {
    status: answers[0]!.status(),
    location: answers[0]!.headers().location ?? "",
    text: await page.locator("main").innerText(),
  };
  keepForNu("sent", await page.content());

  // Sent once more later (the page kept open, say): still the one application.
  const again = await page.request.post(`${base}/application/check`, { form, maxRedirects: 0 });
  expect(again.headers().location).toBe("/application/sent");
  const db = store();
  expect(db.prepare(`SELECT COUNT(*) AS n FROM "Contacts" WHERE email_key = ?`).get(applicant.email)).toEqual({ n: 1 });
  expect(
    db
      .prepare(
        `SELECT "Status", "Laptop_Quantity", "Desktop_Quantity", "Nominating_Organization" FROM "Contacts" WHERE email_key = ?`,
      )
      .get(applicant.email),
  ).toEqual({
    Status: "Applicants No Recommendation",
    Laptop_Quantity: "1",
    Desktop_Quantity: null,
    Nominating_Organization: "Hoboken Family Center",
  });
  // The list's value is the partner's id: the application keeps which partner it named, beside the name.
  expect(db.prepare(`SELECT partner_id FROM applications WHERE email_key = ?`).get(applicant.email)).toEqual({
    partner_id: "P-1",
  });
  expect(db.prepare(`SELECT "Champion_Type" FROM "Champions" WHERE email_key = ?`).get(applicant.email)).toEqual({
    Champion_Type: '["Computer Applicant"]',
  });

  const received = await suite.smtp.waitFor(applicant.email);
  const number = /Its number is ([2-9A-Z]{4}-[2-9A-Z]{4})\./.exec(received.text)?.[1];
  expect(number).toBeTruthy();
  expect(received.text).toContain(en.emails.received.body(number!));
  expect(received.text).toContain(`${base}/auth`);
  const request = await suite.smtp.waitFor(recommender.email);
  recommendLink = linkIn(request, /https?:\/\/\S+\/recommend\/\S+/);
  // The address holds the token and nothing else: no name, no email, no record id.
  expect(new URL(recommendLink).pathname).toMatch(/^\/recommend\/[\w-]{43}$/);
  expect(new URL(recommendLink).search).toBe("");
  expect(request.text).toContain("Lucía O.");
  expect(request.text).not.toContain("Gómez");
  expect(request.text).not.toContain(applicant.email);
  // One email each, not two.
  await page.waitForTimeout(500);
  expect(suite.smtp.countTo(applicant.email)).toBe(1);
  expect(suite.smtp.countTo(recommender.email)).toBe(1);
});

test("the recommender's page: whom it is for, a letter of the wrong kind or size refused, then sent once", async ({
  page,
  browser,
}) => {
  await page.goto(recommendLink);
  await expect(page.getByText(en.recommend.forWhom("Lucía O.", "Hoboken Family Center"))).toBeVisible();
  // The recommender's own page, not the applicant's: its own title, and their language a link away.
  await expect(page.getByText(en.recommend.frameTitle)).toBeVisible();
  await expect(page.getByRole("main").getByText(en.pages.title, { exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: en.recommend.otherLanguage }).click();
  await expect(page.getByText(es.recommend.forWhom("Lucía O.", "Hoboken Family Center"))).toBeVisible();
  await page.getByRole("link", { name: es.recommend.otherLanguage }).click();
  const html = await page.content();
  expect(html).not.toContain(applicant.email);
  expect(html).not.toContain("Gómez");
  await expectAccessible(page, browser);
  keepForNu("recommend", html);

  const renamed = path.join(files, "letter.pdf");
  writeFileSync(renamed, "<html>not a PDF at all</html>");
  await page.getByLabel(en.recommend.howKnown).fill("Her caseworker <script>alert(1)</script>");
  await page.getByLabel(en.recommend.howLong).fill("3 years");
  await page.getByLabel(en.recommend.howHelp).fill('=HYPERLINK("x") homework and job search');
  await page.getByLabel(en.recommend.servesRegion).check();
  await page.getByLabel(`${en.recommend.letter} ${en.pages.optional}`).setInputFiles(renamed);
  await page.getByRole("button", { name: en.recommend.send }).click();
  await expect(page.locator("#letter-error")).toHaveText(en.recommend.errors.letterType);
  await expect(page.getByLabel(en.recommend.howKnown)).toHaveValue("Her caseworker <script>alert(1)</script>");
  await expect(page.getByLabel(en.recommend.howHelp)).toHaveValue('=HYPERLINK("x") homework and job search');
  keepForNu("recommend-errors", await page.content());

  const large = path.join(files, "large.pdf");
  writeFileSync(large, Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(5 * 1024 * 1024)]));
  await page.getByLabel(`${en.recommend.letter} ${en.pages.optional}`).setInputFiles(large);
  await page.getByRole("button", { name: en.recommend.send }).click();
  await expect(page.locator("#letter-error")).toHaveText(en.recommend.errors.letterSize);
  await expect(page.getByLabel(en.recommend.howLong)).toHaveValue("3 years");
  expect(store().prepare("SELECT COUNT(*) AS n FROM recommendation_letters").get()).toEqual({ n: 0 });

  const letter = path.join(files, "scan.png");
  writeFileSync(
    letter,
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]),
  );
  await page.getByLabel(en.recommend.servesRegion).check();
  await page.getByLabel(`${en.recommend.letter} ${en.pages.optional}`).setInputFiles(letter);
  await page.getByRole("button", { name: en.recommend.send }).click();
  await expect(page.getByRole("status")).toHaveText(en.recommend.thanks);

  const db = store();
  expect(db.prepare(`SELECT "Status" FROM "Contacts" WHERE email_key = ?`).get(applicant.email)).toEqual({
    Status: "Recommendation Received",
  });
  expect(db.prepare("SELECT content_type, size FROM recommendation_letters").all()).toEqual([
    { content_type: "image/png", size: 72 },
  ]);
  const statusMail = await suite.smtp.waitFor(applicant.email, { after: 1 });
  expect(statusMail.text).toContain("Your recommendation letter has been received.");

  // Used: a second visit says when it arrived, and a second send changes nothing.
  await page.goto(recommendLink);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.recommend.receivedTitle);
  await expect(page.getByRole("status")).toContainText(/We received this recommendation on \w+ \d+, \d{4}\./);
});

test("an expired, replaced or unknown link says so, and how the applicant can send it again", async ({ page }) => {
  const token = new URL(recommendLink).pathname.split("/").pop()!;
  const db = store();
  db.prepare("UPDATE link_tokens SET used_at = NULL, expires_at = ? WHERE purpose = 'recommend'").run(
    Date.UTC(2026, 0, 5, 17),
  );
  let response = await page.goto(`${suite.server.url}/recommend/${token}`);
  expect(response?.status()).toBe(410);
  await expect(page.getByText(en.recommend.expired("January 5, 2026"))).toBeVisible();
  response = await page.goto(`${suite.server.url}/es/recommend/${token}`);
  await expect(page.getByText(es.recommend.expired("5 de enero de 2026"))).toBeVisible();
  keepForNu("recommend-expired-es", await page.content());
  response = await page.goto(`${suite.server.url}/recommend/${"A".repeat(43)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.recommend.unknownTitle);
  response = await page.goto(`${suite.server.url}/recommend/short`);
  expect(response?.status()).toBe(404);
});

test("an address that already has an application gets the page a new one gets, and its owner an email, nothing new", async ({
  page,
}) => {
  const base = suite.server.url;
  await page.goto(`${base}/application`);
  await screener(page, en, { zip: "10451", size: "2", programme: "yes" });
  await page.getByLabel(en.about.fullName).fill("Sam Submitted");
  await page.getByLabel(en.about.email).fill(` ${people.submitted.toUpperCase()} `);
  await page.getByRole("button", { name: en.pages.continue }).click();
  await page.getByLabel(en.devices.tablet).selectOption("2");
  await page.getByRole("button", { name: en.pages.continue }).click();
  await page.getByLabel(en.recommender.organization).selectOption("not-listed");
  await page.getByLabel(en.recommender.organizationOther).fill("Bronx Tenants League");
  await page.getByLabel(en.recommender.firstName).fill("Ana");
  await page.getByLabel(en.recommender.lastName).fill("Ruiz");
  await page.getByLabel(en.recommender.email).fill("ana@tenants.example");
  await page.getByRole("button", { name: en.pages.continue }).click();
  await expect(page.getByText("Bronx Tenants League")).toBeVisible();
  await page.getByRole("checkbox").check();
  const form = { ...hiddenFormFields(await page.content()), consent: "yes", intent: "send" };
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    page.getByRole("button", { name: en.check.send }).click(),
  ]);
  // Nothing on the page tells this address from a fresh one: the same status, the same address, the same words.
  expect({ status: answer.status(), location: answer.headers().location ?? "" }).toEqual({
    status: freshAnswer.status,
    location: freshAnswer.location,
  });
  await expect(page).toHaveURL(`${base}/application/sent`);
  expect(await page.locator("main").innerText()).toBe(freshAnswer.text);

  // The owner of the address is told instead, with how to sign in to see theirs.
  const notice = await suite.smtp.waitFor(people.submitted);
  expect(notice.text).toContain(en.emails.alreadyOpen.subject);
  expect(notice.text).toContain(en.emails.alreadyOpen.body);
  expect(notice.text).toContain(`${base}/auth`);
  expect(notice.text).not.toContain("Bronx Tenants League");
  // Nothing was made: no second record, no letter asked of the recommender (that email would be written with it).
  expect(store().prepare(`SELECT COUNT(*) AS n FROM "Contacts" WHERE email_key = ?`).get(people.submitted)).toEqual({
    n: 1,
  });
  expect(suite.smtp.countTo("ana@tenants.example")).toBe(0);
  // Sent again from the same page: the same answer, and no second email to the owner.
  const again = await page.request.post(`${base}/application/check`, { form, maxRedirects: 0 });
  expect(again.headers().location).toBe("/application/sent");
  expect(suite.smtp.countTo(people.submitted)).toBe(1);
});

test("save and finish later from the devices step with nothing chosen: the link arrives and brings the answers back", async ({
  page,
  browser,
}) => {
  const base = suite.server.url;
  const email = "omar.later@example.org";
  await page.goto(`${base}/application`);
  await screener(page, en, { zip: "07302", size: "2", programme: "yes" });
  await page.getByLabel(en.about.fullName).fill("Omar Later");
  await page.getByLabel(en.about.email).fill(email);
  await page.getByRole("button", { name: en.pages.continue }).click();
  await expect(page).toHaveURL(/\/application\/devices$/);
  await page.getByRole("button", { name: en.pages.saveForLater }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.saved.title);
  await expect(page.getByText(en.saved.text(email))).toBeVisible();

  const mail = await suite.smtp.waitFor(email);
  const link = linkIn(mail, /https?:\/\/\S+\/application\/resume\/[\w-]{43}/);
  const other = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const phone = await other.newPage();
  await phone.goto(link);
  await phone.getByRole("button", { name: en.resume.continue }).click();
  await expect(phone).toHaveURL(/\/application\/devices$/);
  await expect(phone.getByLabel(en.devices.laptop)).toHaveValue("0");
  await phone.getByRole("link", { name: en.pages.back }).click();
  await expect(phone.getByLabel(en.about.fullName)).toHaveValue("Omar Later");
  await expect(phone.getByLabel(en.about.email)).toHaveValue(email);

  // The same link opened again in the browser that used it: it continues, the answers still there.
  const second = await phone.goto(link);
  expect(second?.status()).toBe(200);
  await phone.getByRole("button", { name: en.resume.continue }).click();
  await expect(phone).toHaveURL(/\/application\/devices$/);
  await other.close();

  // In yet another browser: the link is used, the answers are kept, and a new link is sent on request.
  const third = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const laptop = await third.newPage();
  expect((await laptop.goto(link))?.status()).toBe(200);
  await expect(laptop.getByRole("heading", { level: 1 })).toHaveText(en.resume.usedTitle);
  await expect(laptop.getByText(en.resume.used)).toBeVisible();
  keepForNu("resume-used", await laptop.content());
  await laptop.getByRole("button", { name: en.resume.sendNewLink }).click();
  await expect(laptop.getByRole("status")).toHaveText(en.resume.newLinkSent);
  expect(await laptop.content()).not.toContain(email);
  const fresh = linkIn(await suite.smtp.waitFor(email, { after: 1 }), /https?:\/\/\S+\/application\/resume\/[\w-]{43}/);
  expect(fresh).not.toBe(link);
  await laptop.goto(fresh);
  await laptop.getByRole("button", { name: en.resume.continue }).click();
  await expect(laptop).toHaveURL(/\/application\/devices$/);
  await third.close();
});

test("in Spanish: save and finish later emails a single-use link that brings the answers back on another device", async ({
  page,
  browser,
}) => {
  const base = suite.server.url;
  const email = "rosa.guardar@example.org";
  await page.goto(`${base}/es/application`);
  await expectAccessible(page, browser);
  await screener(page, es as unknown as typeof en, { zip: "02139", size: "1", programme: "no", income: "12000" });
  await expect(page).toHaveURL(/\/es\/application\/about$/);
  await expect(page.getByRole("group", { name: es.about.language }).getByLabel(es.about.languages.es)).toBeChecked();
  await page.getByLabel(es.about.fullName).fill("Rosa Guardar");
  await page.getByLabel(es.about.email).fill(email);
  await page.getByRole("button", { name: es.pages.continue }).click();
  await page.getByLabel(es.devices.desktop).selectOption("2");
  await page.getByRole("button", { name: es.pages.saveForLater }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.saved.title);
  await expect(page.getByText(es.saved.text(email))).toBeVisible();
  keepForNu("saved-es", await page.content());

  const mail = await suite.smtp.waitFor(email);
  expect(mail.text).toContain(es.emails.resume.body);
  const link = linkIn(mail, /https?:\/\/\S+\/es\/application\/resume\/[\w-]{43}/);

  const other = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const phone = await other.newPage();
  await phone.goto(link);
  await phone.getByRole("button", { name: es.resume.continue }).click();
  await expect(phone).toHaveURL(/\/es\/application\/recommender$/);
  await phone.getByRole("link", { name: es.pages.back }).click();
  await expect(phone.getByLabel(es.devices.desktop)).toHaveValue("2");
  await phone.getByRole("link", { name: es.pages.back }).click();
  await expect(phone.getByLabel(es.about.fullName)).toHaveValue("Rosa Guardar");

  // Used once: opened again from this browser, it continues where the answers are.
  await phone.goto(link);
  await phone.getByRole("button", { name: es.resume.continue }).click();
  await expect(phone).toHaveURL(/\/es\/application\/recommender$/);
  await other.close();
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

test("every application page and email passes the W3C Nu HTML checker", async () => {
  test.setTimeout(120_000);
  expect(nuFiles.length).toBeGreaterThan(8);
  const pages = nuFiles.length;
  for (const [index, mail] of suite.smtp.messages.entries()) {
    const html = /<!doctype html>[\s\S]*<\/html>/i.exec(mail.text);
    if (html) keepForNu(`email-${index}`, html[0]);
  }
  // The applicant's, the recommender's, the status and the saved-application emails at least.
  expect(nuFiles.length - pages).toBeGreaterThanOrEqual(4);
  expect(await nuErrors(nuFiles)).toEqual([]);
});
