import { expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import * as applicationWords from "~/applications/content/en/words";
import * as es from "~/partners/content/es/portal";
import * as en from "~/partners/content/en/portal";
import { composeStatusEmail } from "~/kits/records/statusEmail.server";
import { renewalCycle, renewalEmail } from "~/partners/server/partnerRenewals.server";
import { expectNoAxeViolations } from "../support/axe";
import { nuErrors } from "../support/nuChecker";
import { people } from "../support/portalFixtures";
import { signInAs } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";
import { signInPartner } from "../support/partnerFlow";
import { signInStaff } from "../support/staffFlow";
import { test } from "../support/test";
import { nuCollector } from "../support/pageChecks";

/**
 * A caseworker's work in the partner portal (issue 27) with JavaScript off, against the built server, the fixture
 * records and a real SMTP server: writing the recommendation from the portal, saying the devices were handed over
 * (the applicant's tracker and status email follow, as when staff act), another partner's caseworker kept out of
 * both, and the sign-ins in the staff console's activity log.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const staff = "partner.work.staff@org.test";
// The renewal's deadline is January 1st here, so the staff list of partners not confirmed shows on any other day.
const suite = portalSuite("partner-work", { env: { STAFF_EMAILS: staff, PARTNER_RENEWAL_DEADLINE: "01-01" } });
const rosa = "rosa@partner.test"; // Hoboken Family Center (P-1): Sam Submitted, and Al Approved here
const intake = "intake@partner.test"; // Hoboken Family Center too: a mailbox gets a few sign-in links an hour
const sam = "sam@partner.test"; // Library (P-2)
const nu = nuCollector("partner-work");
const nuFiles = nu.files;
const keepForNu = async (page: Page, name: string) => nu.keep(name, await page.content());

/** The status email's line that names the new status, as the applicant reads it. */
const statusLine = (name: string, Status: string) =>
  composeStatusEmail(suite.server.url, { Full_Name: name, Status }, "en")!.text.split("\n")[2]!;

async function trackerStep(page: Page, email: string) {
  await signInAs(page, suite.server.url, suite.smtp, email);
  return page.getByRole("list", { name: "Application progress" }).locator('[aria-current="step"]');
}

test.beforeAll(() => {
  const db = new Database(path.join(suite.server.dataDir, "portal.sqlite"));
  try {
    // Al Approved named Hoboken Family Center, matched to it (P-1) as his record arrived, and staff assigned a
    // desktop to him. (Membership is by the id kept, so the fixture sets it beside the name, decision 083.)
    db.prepare(
      `UPDATE "Contacts" SET "Nominating_Organization" = 'Hoboken Family Center', partner_id = 'P-1' WHERE id = 'A-6'`,
    ).run();
    db.prepare(`UPDATE "Computer_Inventory" SET "Recipient" = 'A-6' WHERE id = 'I-3'`).run();
  } finally {
    db.close();
  }
});

test.describe("accessibility", () => {
  // axe runs as a script in the page; the pages themselves ship no React either way.
  test.use({ javaScriptEnabled: true });
  test("the recommend page and the handover form have no WCAG 2.2 A/AA violations", async ({ page }) => {
    test.setTimeout(120_000);
    await signInPartner(suite, page, intake);
    for (const address of [
      "/partners/applicants/A-1/recommend",
      "/es/partners/applicants/A-1/recommend",
      "/partners/applicants/A-6",
      "/es/partners/applicants/A-6",
      "/partners/renew",
      "/es/partners/renew",
    ]) {
      await page.goto(`${suite.server.url}${address}`);
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await expectNoAxeViolations(page, `${address} at ${width} px`);
      }
    }
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

test("a partner cannot take another's name at renewal; named so anyway, it sees none of the other's applicants", async ({
  page,
}) => {
  const base = suite.server.url;
  await signInPartner(suite, page, sam); // Library (P-2)
  for (const [prefix, words] of [
    ["", en],
    ["/es", es],
  ] as const) {
    await page.goto(`${base}${prefix}/partners/renew`);
    await page.getByLabel(words.renew.organization, { exact: true }).fill("hoboken  FAMILY center");
    const refused = page.waitForResponse((answer) => answer.request().method() === "POST");
    await page.getByRole("button", { name: words.renew.submit }).click();
    expect((await refused).status()).toBe(409);
    await expect(page.locator("#organization-error")).toHaveText(words.renew.errors.nameTaken);
    await expect(page.getByLabel(words.renew.organization, { exact: true })).toHaveValue("hoboken  FAMILY center");
  }
  const file = path.join(suite.server.dataDir, "portal.sqlite");
  const nameOfP2 = () => {
    const db = new Database(file, { readonly: true });
    try {
      return db.prepare(`SELECT "Organization_Name" AS name FROM "Partners" WHERE id = 'P-2'`).get();
    } finally {
      db.close();
    }
  };
  expect(nameOfP2()).toEqual({ name: "Library" });

  // Had the name become the other's anyway (the CRM sent it so), the applicants stay with the partner they are
  // linked to: the list, the applicant pages and the CSV show Library's own applicants only.
  const rename = (name: string) => {
    const db = new Database(file);
    try {
      db.prepare(`UPDATE "Partners" SET "Organization_Name" = ? WHERE id = 'P-2'`).run(name);
    } finally {
      db.close();
    }
  };
  rename("hoboken  FAMILY center");
  try {
    await page.goto(`${base}/partners`);
    const main = page.locator("main");
    await expect(main).toContainText("Rae Recommended");
    for (const other of ["Sam Submitted", "Al Approved", people.submitted, people.approved])
      await expect(main).not.toContainText(other);
    for (const address of ["/partners/applicants/A-1", "/partners/applicants/A-6", "/es/partners/applicants/A-1"]) {
      expect((await page.goto(`${base}${address}`))?.status(), address).toBe(404);
    }
    const csv = await page.request.get(`${base}/partners/applicants.csv`);
    expect(csv.status()).toBe(200);
    const rows = await csv.text();
    expect(rows).toContain("Rae Recommended");
    for (const other of ["Sam Submitted", "Al Approved", people.submitted, people.approved, "rosa@partner.test"])
      expect(rows).not.toContain(other);

    // Staff reviewing either partner see the possible duplicate, with a link to the other.
    await page.context().clearCookies();
    await signInStaff(page, suite.server.url, suite.smtp, staff);
    await page.goto(`${base}/staff/partners/P-1`);
    const duplicate = page.getByRole("region", { name: "Possible duplicate" });
    await expect(duplicate).toContainText("record id P-2");
    await expect(duplicate.getByRole("link", { name: "hoboken FAMILY center" })).toHaveAttribute(
      "href",
      "/staff/partners/P-2",
    );
    await keepForNu(page, "staff-duplicate");
  } finally {
    rename("Library");
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

test("the renewal page shows the partner's details to confirm or correct; staff see who has not confirmed", async ({
  page,
}) => {
  const max = "max@partner.test"; // Newark Seniors, Inc. (P-3)
  await signInPartner(suite, page, max);
  // The organisation's year, as the server counts it: on December 31st after 7 p.m. in New York UTC is already in the next.
  const cycle = renewalCycle(Date.now(), "America/New_York");
  await page.getByRole("link", { name: en.renew.link(cycle) }).click();
  await expect(page).toHaveURL(/\/partners\/renew$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.renew.title(cycle));
  await expect(page.getByLabel(en.renew.organization, { exact: true })).toHaveValue("Newark Seniors, Inc.");
  await expect(page.getByLabel(en.renew.region, { exact: true })).toHaveValue("NJ");
  await expect(page.getByLabel(en.renew.address, { exact: true })).toHaveValue("5 Broad St, Newark, NJ 07102");
  await expect(page.getByLabel(en.renew.phone, { exact: true })).toHaveValue("973-555-0203");
  await expect(page.getByLabel(en.renew.emails, { exact: true })).toHaveValue(max);
  await keepForNu(page, "renew");

  await page.getByLabel(en.renew.phone, { exact: true }).fill("973-555-0299");
  await page.getByLabel(en.renew.website, { exact: true }).fill("newark seniors");
  await page.getByLabel(en.renew.emails, { exact: true }).fill(`${max}\nhelp@newark.partner.test`);
  const refused = page.waitForResponse((answer) => answer.request().method() === "POST");
  await page.getByRole("button", { name: en.renew.submit }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.locator("#website-error")).toHaveText(en.renew.errors.website);
  await expect(page.getByLabel(en.renew.phone, { exact: true })).toHaveValue("973-555-0299");
  await keepForNu(page, "renew-errors");

  await page.getByLabel(en.renew.website, { exact: true }).fill("https://newark.partner.test");
  await page.getByRole("button", { name: en.renew.submit }).click();
  await expect(page.getByRole("status")).toHaveText(en.renew.done(cycle));
  await page.goto(`${suite.server.url}/partners/renew`);
  await expect(page.getByLabel(en.renew.phone, { exact: true })).toHaveValue("973-555-0299");
  await expect(page.getByLabel(en.renew.website, { exact: true })).toHaveValue("https://newark.partner.test/");
  await expect(page.getByRole("status")).toContainText(`Your details for ${cycle} were confirmed on`);

  await page.context().clearCookies();
  await signInStaff(page, suite.server.url, suite.smtp, staff);
  await page.goto(`${suite.server.url}/staff/partners`);
  const unconfirmed = page.getByRole("region", { name: /^Not confirmed for / });
  const janFirst = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", month: "numeric", day: "numeric" })
    .format(new Date())
    .startsWith("1/1");
  if (janFirst) {
    await expect(unconfirmed).toHaveCount(0); // the deadline is today: nobody is late yet
  } else {
    await expect(unconfirmed).toContainText(`Hoboken Family Center — not confirmed for ${cycle}`);
    await expect(unconfirmed).toContainText(`Library — not confirmed for ${cycle}`);
    await expect(unconfirmed).not.toContainText("Newark Seniors");
  }
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
    // The renewal invitation, as the January 1st job composes it in each language.
    for (const locale of ["en", "es"] as const) {
      const facts = { partner: "Newark Seniors, Inc.", cycle: "2027", deadline: "February 15, 2027" };
      nu.keep(
        `renewal-email-${locale}`,
        renewalEmail(locale, { ...facts, link: `${suite.server.url}/partners/renew` }).html,
      );
    }
    expect(nuFiles.length).toBeGreaterThan(4);
    expect(await nuErrors(nuFiles)).toEqual([]);
  });
});
