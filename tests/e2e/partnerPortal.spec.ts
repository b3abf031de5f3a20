import { expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import * as es from "~/partners/content/es/portal";
import * as en from "~/partners/content/en/portal";
import { expectNoAxeViolations } from "../support/axe";
import { nuErrors } from "../support/nuChecker";
import { people } from "../support/portalFixtures";
import { portalSuite } from "../support/portalSuite";
import { signInAs } from "../support/portalFlow";
import { signInStaff } from "../support/staffFlow";
import { partnerLinkFrom } from "../support/smtpCapture";
import { test } from "../support/test";
import { nuCollector } from "../support/pageChecks";
import { readCsvFile } from "../support/csvFiles";

/**
 * The partner portal (issue 27 part 3) with JavaScript off, against the built server, the fixture records and a real
 * SMTP server: sign-in by emailed link for the caseworkers of active partners only, each partner's applicants and
 * no other's, the choice of a caseworker listed by two partners, and the wall between partner, portal and staff
 * sessions.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const staff = "partner.spec.staff@org.test";
const suite = portalSuite("partner-portal", { env: { STAFF_EMAILS: staff } });
/** Listed by Hoboken Family Center (P-1) and Library (P-2), added to the fixtures by this spec. */
const both = "both@partner.test";
const nu = nuCollector("partner");
const nuFiles = nu.files;
const keepForNu = async (page: Page, name: string) => nu.keep(name, await page.content());

async function askForLink(page: Page, email: string, prefix = "") {
  const words = prefix ? es : en;
  await page.goto(`${suite.server.url}${prefix}/partners`);
  // The portal's name once in the tab's title, not "Partner portal | Partner portal".
  expect((await page.title()).split(words.meta.site)).toHaveLength(2);
  await page.getByLabel(words.signIn.email).fill(email);
  await page.getByRole("button", { name: words.signIn.send }).click();
  await expect(page.getByRole("status").filter({ hasText: words.signIn.sent })).toBeVisible();
  // Whatever the limits did with this request, the answer says a link takes minutes and repeated asks are held.
  await expect(page.getByRole("status")).toContainText(
    prefix ? "Varias solicitudes seguidas se retienen" : "Several requests in a row are held",
  );
}

async function signInPartner(page: Page, email: string, prefix = "") {
  const words = prefix ? es : en;
  const before = suite.smtp.countTo(email);
  await askForLink(page, email, prefix);
  await page.goto(partnerLinkFrom(await suite.smtp.waitFor(email, { after: before })));
  await page.getByRole("button", { name: words.linkPage.continue }).click();
}

test.beforeAll(() => {
  const db = new Database(path.join(suite.server.dataDir, "portal.sqlite"));
  try {
    db.prepare(`UPDATE "Partners" SET "Emails" = ? WHERE id = 'P-1'`).run(
      JSON.stringify(["rosa@partner.test", "intake@partner.test", both]),
    );
    db.prepare(`UPDATE "Partners" SET "Emails" = ? WHERE id = 'P-2'`).run(JSON.stringify(["sam@partner.test", both]));
  } finally {
    db.close();
  }
});

test.describe("signing in", () => {
  test("a caseworker of an active partner gets a link; opening it only shows Continue; it works once", async ({
    page,
  }) => {
    const before = suite.smtp.countTo("rosa@partner.test");
    await askForLink(page, "rosa@partner.test");
    await keepForNu(page, "sign-in-sent");
    const link = partnerLinkFrom(await suite.smtp.waitFor("rosa@partner.test", { after: before }));
    // Opened (as a mail scanner would) it signs nobody in and is not used up.
    const opened = await page.request.get(link);
    expect(await opened.text()).toContain(en.linkPage.continue);
    await page.goto(link);
    await keepForNu(page, "continue");
    await page.getByRole("button", { name: en.linkPage.continue }).click();
    await expect(page).toHaveURL(/\/partners$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.list.title("Hoboken Family Center"));
    const cookie = (await page.context().cookies()).find((c) => c.name === "partner_session");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie?.expires).toBe(-1);
    // Once only.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByRole("alert")).toHaveText(en.linkPage.failed);
    await expect(page.getByRole("button", { name: en.linkPage.continue })).toHaveCount(0);
  });

  test("an unlisted address and an inactive or applied partner's address get the same answer and no email", async ({
    page,
  }) => {
    const addresses = ["nobody@partner.test", "old@closed.partner.test", "intake@paterson.partner.test"];
    for (const address of addresses) await askForLink(page, address);
    await askForLink(page, "sam@partner.test");
    await suite.smtp.waitFor("sam@partner.test");
    for (const address of addresses) expect(suite.smtp.countTo(address), address).toBe(0);
  });
});

test.describe("each partner's applicants", () => {
  test("two partners' caseworkers each see exactly their own applicants; another's id is not found", async ({
    page,
  }) => {
    await signInPartner(page, "intake@partner.test");
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText("Sam Submitted");
    await expect(rows.nth(1)).toContainText("Application Submitted");
    await expect(rows.nth(1)).toContainText(en.list.letterMissing);
    await expect(page.getByText("Application Submitted: 1")).toBeVisible();
    await keepForNu(page, "list");
    await page.getByRole("link", { name: "Sam Submitted" }).click();
    await expect(page).toHaveURL(/\/partners\/applicants\/A-1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sam Submitted");
    await expect(page.getByText(people.submitted)).toBeVisible();
    await expect(page.getByText("201-555-0001")).toBeVisible();
    await expect(page.getByText(`${en.applicant.laptops}: 1`)).toBeVisible();
    await expect(page.getByText("Rosa Diaz")).toBeVisible();
    await expect(page.locator("main")).not.toContainText(/income/i);
    await keepForNu(page, "applicant");
    for (const id of ["A-2", "A-7", "NO-SUCH-ID"]) {
      const response = await page.goto(`${suite.server.url}/partners/applicants/${id}`);
      expect(response?.status(), id).toBe(404);
      expect(response?.headers()["cache-control"], id).toBe("no-store");
      await expect(page.getByText("Rae Recommended")).toHaveCount(0);
    }

    // The same list as a file for the partner's funders: this partner's applicants only, never stored.
    const file = await page.request.get(`${suite.server.url}/partners/applicants.csv`);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toContain("text/csv");
    expect(file.headers()["content-disposition"]).toBe('attachment; filename="applicants.csv"');
    expect(file.headers()["cache-control"]).toBe("no-store");
    const applicants = readCsvFile(await file.body());
    expect(applicants.problems).toEqual([]);
    expect(applicants.rows).toEqual([
      [...en.csv.columns],
      ["Sam Submitted", "Application Submitted", "", en.list.letterMissing, "0"],
    ]);

    await page.context().clearCookies();
    const signedOut = await page.request.get(`${suite.server.url}/partners/applicants.csv`, { maxRedirects: 0 });
    expect(signedOut.status()).toBe(302);
    expect(signedOut.headers().location).toBe("/partners");
    await signInPartner(page, "sam@partner.test");
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);
    await expect(page.getByRole("table")).toContainText("Rae Recommended");
    const spanish = await (await page.request.get(`${suite.server.url}/es/partners/applicants.csv`)).text();
    expect(spanish).toContain(es.csv.columns.join(","));
    expect(spanish).toContain("Rae Recommended");
    expect(spanish).not.toContain("Sam Submitted");
    await expect(page.getByRole("table")).toContainText(en.list.letterIn);
    expect((await page.goto(`${suite.server.url}/partners/applicants/A-1`))?.status()).toBe(404);
    expect((await page.goto(`${suite.server.url}/partners/applicants/A-2`))?.status()).toBe(200);
  });

  test("in Spanish, with the tracker's Spanish labels; a caseworker of two partners chooses one", async ({ page }) => {
    await signInPartner(page, both, "/es");
    await expect(page).toHaveURL(/\/es\/partners\/choose$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.choose.title);
    await keepForNu(page, "choose-es");
    await page.getByRole("button", { name: `${es.choose.submit}: Library` }).click();
    await expect(page).toHaveURL(/\/es\/partners$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.list.title("Library"));
    await expect(page.getByRole("table")).toContainText("Recomendación recibida");
    await keepForNu(page, "list-es");
    expect((await page.goto(`${suite.server.url}/es/partners/applicants/A-1`))?.status()).toBe(404);
    await page.goto(`${suite.server.url}/es/partners`);
    await page.getByRole("link", { name: es.choose.switch }).click();
    await page.getByRole("button", { name: `${es.choose.submit}: Hoboken Family Center` }).click();
    await expect(page.getByRole("table")).toContainText("Sam Submitted");
    await expect(page.getByRole("table")).toContainText("Solicitud enviada");
    await page.goto(`${suite.server.url}/es/partners/applicants/A-1`);
    await expect(page.getByRole("heading", { level: 2, name: es.applicant.contact })).toBeVisible();
    await keepForNu(page, "applicant-es");
    await page.getByRole("button", { name: es.frame.signOut }).click();
    await expect(page.getByRole("status")).toHaveText(es.signIn.signedOut);
    expect((await page.goto(`${suite.server.url}/es/partners/applicants/A-1`))?.url()).toMatch(/\/es\/partners$/);
  });
});

test.describe("the wall between realms", () => {
  test("a portal session and a staff session open no partner page", async ({ page }) => {
    await signInAs(page, suite.server.url, suite.smtp, people.submitted);
    await page.goto(`${suite.server.url}/partners/applicants/A-1`);
    await expect(page).toHaveURL(/\/partners$/);
    await expect(page.getByLabel(en.signIn.email)).toBeVisible();
    await page.context().clearCookies();
    await signInStaff(page, suite.server.url, suite.smtp, staff);
    for (const address of ["/partners/applicants/A-1", "/partners/choose"]) {
      await page.goto(`${suite.server.url}${address}`);
      await expect(page).toHaveURL(/\/partners$/);
      await expect(page.getByRole("button", { name: en.signIn.send })).toBeVisible();
    }
  });

  test("a partner session opens no portal or staff page; partner pages are never stored or indexed", async ({
    page,
  }) => {
    await signInPartner(page, "max@partner.test");
    await expect(page.getByRole("table")).toContainText("Cy Client");
    await page.goto(`${suite.server.url}/portal`);
    await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
    await expect(page.getByText("Please enter an ID.")).toBeVisible();
    await page.goto(`${suite.server.url}/staff/applications`);
    await expect(page).toHaveURL(/\/staff\/sign-in$/);
    for (const address of ["/partners", "/es/partners", "/partners/choose", "/partners/applicants/A-7"]) {
      const response = await page.request.get(`${suite.server.url}${address}`, { maxRedirects: 0 });
      expect(response.headers()["cache-control"], address).toBe("no-store");
      expect(response.headers()["x-robots-tag"], address).toContain("noindex");
      expect(await response.text(), address).toMatch(/<meta name="robots" content="noindex/);
    }
  });
});

test.describe("accessibility", () => {
  // axe runs as a script in the page; the pages themselves ship no React either way.
  test.use({ javaScriptEnabled: true });
  test("the partner pages have no WCAG 2.2 A/AA violations", async ({ page }) => {
    test.setTimeout(120_000);
    for (const prefix of ["", "/es"]) {
      await page.goto(`${suite.server.url}${prefix}/partners`);
      await expectNoAxeViolations(page, `${prefix}/partners`);
    }
    await signInPartner(page, both);
    await expectNoAxeViolations(page, "choose");
    await page.getByRole("button", { name: `${en.choose.submit}: Hoboken Family Center` }).click();
    for (const address of ["/partners", "/partners/applicants/A-1", "/es/partners", "/es/partners/applicants/A-1"]) {
      await page.goto(`${suite.server.url}${address}`);
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await expectNoAxeViolations(page, `${address} at ${width} px`);
      }
    }
  });

  test("the partner pages and the sign-in emails pass the W3C Nu HTML checker", async () => {
    test.setTimeout(120_000);
    for (const [index, mail] of suite.smtp.messages.entries()) {
      const html = /<!doctype html>[\s\S]*<\/html>/i.exec(mail.text);
      if (html && mail.text.includes("/partners/continue")) {
        nu.keep(`email-${index}`, html[0]);
      }
    }
    expect(nuFiles.length).toBeGreaterThan(7);
    expect(await nuErrors(nuFiles)).toEqual([]);
  });
});
