import { expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import * as applicationWords from "~/applications/content/en/words";
import * as es from "~/partners/content/es/portal";
import * as en from "~/partners/content/en/portal";
import { composeStatusEmail } from "~/kits/records/statusEmail.server";
import { nuErrors } from "../support/nuChecker";
import { people } from "../support/portalFixtures";
import { signInAs } from "../support/portalFlow";
import { signInPartner } from "../support/partnerFlow";
import { intake, partnerPortalSuite, rosa, sam, staff } from "../support/partnerPortalSuite";
import { signInStaff } from "../support/staffFlow";
import { test } from "../support/test";

/**
 * A caseworker's work for their applicants in the partner portal (issue 27) with JavaScript off, against the built
 * server, the fixture records and a real SMTP server: writing the recommendation from the portal, saying the devices
 * were handed over (the applicant's tracker and status email follow, as when staff act), another partner's caseworker
 * kept out of both, the sign-ins in the staff console's activity log, and the pages in Spanish and accessible.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const { suite, nu, keepForNu, expectAccessibleToCaseworker } = partnerPortalSuite("partner-casework");

/** The status email's line that names the new status, as the applicant reads it. */
const statusLine = (name: string, Status: string) =>
  composeStatusEmail(suite.server.url, { Full_Name: name, Status }, "en")!.text.split("\n")[2]!;

async function trackerStep(page: Page, email: string) {
  await signInAs(page, suite.server.url, suite.smtp, email);
  return page.getByRole("list", { name: "Application progress" }).locator('[aria-current="step"]');
}

test.describe("accessibility", () => {
  test.use({ javaScriptEnabled: true });
  test("the recommend page and the handover form have no WCAG 2.2 A/AA violations", async ({ page }) => {
    test.setTimeout(120_000);
    await expectAccessibleToCaseworker(page, [
      "/partners/applicants/A-1/recommend",
      "/es/partners/applicants/A-1/recommend",
      "/partners/applicants/A-6",
      "/es/partners/applicants/A-6",
    ]);
  });
});

test("a caseworker writes the recommendation from the portal; the applicant's tracker shows it and the email arrives", async ({
  page,
}) => {
  await signInPartner(suite, page, rosa);
  await page.getByRole("link", { name: "Sam Submitted" }).click();
  await page.getByRole("link", { name: en.applicant.writeRecommendation }).click();
  await expect(page).toHaveURL(/\/partners\/applicants\/A-1\/recommend$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.recommend.title);
  await keepForNu(page, "recommend");

  // Nothing answered: a sentence beside each question and a 400, what was typed kept.
  const words = applicationWords.recommend;
  await page.getByLabel(words.howKnown).fill("She comes to our computer class");
  const refused = page.waitForResponse((answer) => answer.request().method() === "POST");
  await page.getByRole("button", { name: words.send }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByLabel(words.howKnown)).toHaveValue("She comes to our computer class");
  await expect(page.getByText(words.errors.howLong).first()).toBeVisible();
  await keepForNu(page, "recommend-errors");

  await page.getByLabel(words.howLong).fill("Two years");
  await page.getByLabel(words.howHelp).fill("Homework and applying for jobs");
  await page.getByLabel(words.servesRegion).check();
  await page.getByLabel(new RegExp(words.letter)).setInputFiles({
    name: "letter.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n% a letter\n%%EOF\n"),
  });
  const before = suite.smtp.countTo(people.submitted);
  await page.getByRole("button", { name: words.send }).click();
  await expect(page.getByRole("status")).toHaveText(en.recommend.done("Sam Submitted"));
  const mail = await suite.smtp.waitFor(people.submitted, { after: before });
  expect(mail.text).toContain(statusLine("Sam Submitted", "Recommendation Received"));

  await page.goto(`${suite.server.url}/partners/applicants/A-1`);
  await expect(page.getByText(/^Recommendation written by your organization on /)).toBeVisible();
  await expect(page.getByRole("link", { name: en.applicant.writeRecommendation })).toHaveCount(0);
  // Once it is in, the page says so with a 409.
  const again = await page.goto(`${suite.server.url}/partners/applicants/A-1/recommend`);
  expect(again?.status()).toBe(409);
  await expect(page.getByRole("alert")).toHaveText(en.recommend.alreadyIn);

  await page.context().clearCookies();
  await expect(await trackerStep(page, people.submitted)).toHaveText(/Recommendation Received/);
});

test("a caseworker says the devices were handed over; the tracker shows delivered and the email arrives", async ({
  page,
}) => {
  await signInPartner(suite, page, rosa);
  const row = page.getByRole("row", { name: /Al Approved/ });
  await expect(row).toContainText(en.list.readyToCollect);
  await page.getByRole("link", { name: "Al Approved" }).click();
  await expect(page.getByRole("heading", { level: 2, name: en.handover.heading })).toBeVisible();
  // The page names the device the caseworker hands over: its model and inventory id, in each language.
  await expect(page.getByText(en.handover.intro(1))).toBeVisible();
  await expect(page.getByTestId("handover-devices").getByRole("listitem")).toHaveText([
    en.handover.device("Model 3", "I-3"),
  ]);
  await keepForNu(page, "handover");
  await page.goto(`${suite.server.url}/es/partners/applicants/A-6`);
  await expect(page.getByTestId("handover-devices").getByRole("listitem")).toHaveText([
    es.handover.device("Model 3", "I-3"),
  ]);
  await page.goto(`${suite.server.url}/partners/applicants/A-6`);

  const day = page.getByLabel(en.handover.day);
  const today = await day.inputValue();
  expect(today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await day.fill("2999-01-01");
  const refused = page.waitForResponse((answer) => answer.request().method() === "POST");
  await page.getByRole("button", { name: en.handover.submit }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByText(en.handover.errors.future)).toBeVisible();
  await expect(page.getByLabel(en.handover.day)).toHaveValue("2999-01-01");
  await keepForNu(page, "handover-error");

  await page.getByLabel(en.handover.day).fill(today);
  const before = suite.smtp.countTo(people.approved);
  await page.getByRole("button", { name: en.handover.submit }).click();
  await expect(page.getByRole("status")).toContainText("Thank you. The devices were recorded as handed over on");
  await expect(page.getByRole("heading", { level: 2, name: en.handover.heading })).toHaveCount(0);
  const mail = await suite.smtp.waitFor(people.approved, { after: before });
  expect(mail.text).toContain(statusLine("Al Approved", "Client"));
  const db = new Database(path.join(suite.server.dataDir, "portal.sqlite"), { readonly: true });
  try {
    expect(db.prepare(`SELECT "Date_Donated" AS day FROM "Computer_Inventory" WHERE id = 'I-3'`).get()).toEqual({
      day: today,
    });
  } finally {
    db.close();
  }

  await page.context().clearCookies();
  await expect(await trackerStep(page, people.approved)).toHaveText(/Delivered/);
});

test("another partner's caseworker gets 404 at the first partner's applicant's recommend and handover addresses", async ({
  page,
}) => {
  await signInPartner(suite, page, sam);
  for (const address of ["/partners/applicants/A-1/recommend", "/es/partners/applicants/A-1/recommend"]) {
    expect((await page.goto(`${suite.server.url}${address}`))?.status(), address).toBe(404);
  }
  for (const address of ["/partners/applicants/A-6", "/partners/applicants/A-1/recommend"]) {
    const posted = await page.request.post(`${suite.server.url}${address}`, {
      form: { day: "2026-01-01", seen: "Approved Applicants" },
      maxRedirects: 0,
    });
    expect(posted.status(), address).toBe(404);
  }
});

test("caseworkers' sign-ins are in the staff console's activity log, without their whole address", async ({ page }) => {
  await signInStaff(page, suite.server.url, suite.smtp, staff);
  await page.goto(`${suite.server.url}/staff/activity`);
  const table = page.getByRole("table");
  await expect(table).toContainText("Partner portal sign-in");
  await expect(table).toContainText("Caseworker r***@partner.test of partner P-1");
  await expect(table).toContainText("Signed in to the partner portal for Library (P-2)");
  await expect(table).toContainText("Caseworker r***@partner.test of partner P-1"); // the handover, as a review
  await expect(table).not.toContainText(rosa);
  await expect(table).not.toContainText(sam);
});

test.describe("in Spanish, and accessible", () => {
  test("the recommend page in Spanish says the recommendation is in", async ({ page }) => {
    await signInPartner(suite, page, intake);
    expect((await page.goto(`${suite.server.url}/es/partners/applicants/A-1/recommend`))?.status()).toBe(409);
    await expect(page.getByRole("alert")).toHaveText(es.recommend.alreadyIn);
    await page.goto(`${suite.server.url}/es/partners/applicants/A-1`);
    await expect(page.getByText(/^Recomendación escrita por su organización el /)).toBeVisible();
    await keepForNu(page, "applicant-es");
  });

  test("the new pages pass the W3C Nu HTML checker", async () => {
    test.setTimeout(120_000);
    // The recommend page and its mistakes, the handover form and its mistake, the applicant's page in Spanish.
    expect(nu.files).toHaveLength(5);
    expect(await nuErrors(nu.files)).toEqual([]);
  });
});
