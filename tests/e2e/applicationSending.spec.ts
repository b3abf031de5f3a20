import { expect } from "@playwright/test";
import Database from "better-sqlite3";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "../support/test";
import { expectAccessible, nuCollector, pageWeight } from "../support/pageChecks";
import * as en from "~/applications/content/en/words";
import * as es from "~/applications/content/es/words";
import { reachRecommenderStep, screener } from "../support/applicationFlow";
import { nuErrors } from "../support/nuChecker";
import { people } from "../support/portalFixtures";
import { hiddenFormFields } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";
import { linkIn } from "../support/smtpCapture";

/**
 * Sending an application, as a person on a cheap phone does it: JavaScript off, 360 px wide, against the built
 * server, a real SQLite store and a real SMTP server. The recommender must be someone else, the consent is asked
 * for, sending twice makes one application, the emails that arrive (and the ones that must not), the recommender's
 * single-use link with its letter, expired and unknown links, and an address that already has an application
 * (answered as any other, its owner emailed). Serial: each test goes on from what the one before it sent.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
test.describe.configure({ mode: "serial" });

const suite = portalSuite("application-sending");
const files = mkdtempSync(path.join(tmpdir(), "application-files-"));
const nu = nuCollector("application-sending");
const store = () => new Database(path.join(suite.server.dataDir, "portal.sqlite"));

const applicant = { name: "Lucía <b>Gómez</b> Ortiz", email: "lucia.applicant@example.org" };
const recommender = { first: "Marta", last: "Reyes", email: "marta.caseworker@partner.example" };
let recommendLink = "";
/** What a new application's sender saw after 'Send my application': the answer's status, the page's words. */
let freshAnswer = { status: 0, location: "", text: "" };

test("the recommender must be someone else, the consent is asked for, and sending twice makes one application", async ({
  page,
  browser,
}) => {
  const base = suite.server.url;
  // Qualified by income, one laptop asked for: the steps themselves are applicationSteps.spec.ts's journey.
  await reachRecommenderStep(page, base, {
    fullName: applicant.name,
    email: applicant.email,
    income: 24_000,
    devices: { laptop: 1 },
  });
  await expect(page).toHaveURL(/\/application\/recommender$/);
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
  nu.keep("check", await page.content());
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
  // The page says the same for every address (decision record 084): the number is in the email, and the page
  // names the address it went to (issue 45).
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.sent.title);
  await expect(page.getByRole("status")).toHaveText(en.sent.text(applicant.email));
  freshAnswer = {
    status: answers[0]!.status(),
    location: answers[0]!.headers().location ?? "",
    text: (await page.locator("main").innerText()).replace(applicant.email, "<address>"),
  };
  nu.keep("sent", await page.content());

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
  // One email each, not two: the store wrote one, and one arrived.
  expect(suite.mailsWritten(applicant.email)).toBe(1);
  expect(suite.mailsWritten(recommender.email)).toBe(1);
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
  nu.keep("recommend", html);

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
  nu.keep("recommend-errors", await page.content());

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
  nu.keep("recommend-expired-es", await page.content());
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
  // Nothing on the page tells this address from a fresh one: the same status, the same address, the same words
  // around the address it names (as typed, trimmed).
  expect({ status: answer.status(), location: answer.headers().location ?? "" }).toEqual({
    status: freshAnswer.status,
    location: freshAnswer.location,
  });
  await expect(page).toHaveURL(`${base}/application/sent`);
  expect((await page.locator("main").innerText()).replace(people.submitted.toUpperCase(), "<address>")).toBe(
    freshAnswer.text,
  );

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

test("every page and email of sending passes the W3C Nu HTML checker", async () => {
  test.setTimeout(120_000);
  // The check and sent pages, the recommender's page, its mistakes and its expired link in Spanish.
  expect(nu.files.length).toBeGreaterThan(4);
  // The applicant's, the recommender's, the status and the already-open emails at least.
  expect(nu.keepEmails(suite.smtp.messages)).toBeGreaterThanOrEqual(4);
  expect(await nuErrors(nu.files)).toEqual([]);
});
