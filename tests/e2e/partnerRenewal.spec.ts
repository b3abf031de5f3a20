import { expect } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import * as es from "~/partners/content/es/portal";
import * as en from "~/partners/content/en/portal";
import { renewalCycle, renewalEmail } from "~/partners/server/partnerRenewals.server";
import { nuErrors } from "../support/nuChecker";
import { people } from "../support/portalFixtures";
import { signInPartner } from "../support/partnerFlow";
import { partnerPortalSuite, sam, staff } from "../support/partnerPortalSuite";
import { signInStaff } from "../support/staffFlow";
import { test } from "../support/test";

/**
 * A partner's yearly renewal in the partner portal with JavaScript off, against the built server, the fixture
 * records and a real SMTP server: a partner cannot take another's name at renewal (named so anyway by the CRM, it
 * sees none of the other's applicants, and staff see the possible duplicate), the renewal page shows the partner's
 * details to confirm or correct, and staff see who has not confirmed. The renewal page passes axe in each language;
 * the pages kept and the renewal invitation in each language pass the W3C Nu HTML checker.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const { suite, nu, keepForNu, expectAccessibleToCaseworker } = partnerPortalSuite("partner-renewal");

test.describe("accessibility", () => {
  test.use({ javaScriptEnabled: true });
  test("the renewal page has no WCAG 2.2 A/AA violations", async ({ page }) => {
    await expectAccessibleToCaseworker(page, ["/partners/renew", "/es/partners/renew"]);
  });
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
  // A look-alike of another partner's name is another partner's name ("0" for "O", "rn" for "m"), and a name that
  // mixes alphabets (a Cyrillic "о") is refused with its own sentence; nothing changes either way (issue 45).
  for (const [prefix, words] of [
    ["", en],
    ["/es", es],
  ] as const) {
    for (const [organization, status, sentence] of [
      ["Hоboken Family Center", 400, words.renew.errors.organizationScripts],
      ["H0boken Farnily Center", 409, words.renew.errors.nameTaken],
    ] as const) {
      await page.goto(`${base}${prefix}/partners/renew`);
      await page.getByLabel(words.renew.organization, { exact: true }).fill(organization);
      const refused = page.waitForResponse((answer) => answer.request().method() === "POST");
      await page.getByRole("button", { name: words.renew.submit }).click();
      expect((await refused).status(), organization).toBe(status);
      await expect(page.locator("#organization-error")).toHaveText(sentence);
      await expect(page.getByLabel(words.renew.organization, { exact: true })).toHaveValue(organization);
    }
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

test("the new pages and the renewal invitation pass the W3C Nu HTML checker", async () => {
  test.setTimeout(120_000);
  // The renewal invitation, as the January 1st job composes it in each language.
  for (const locale of ["en", "es"] as const) {
    const facts = { partner: "Newark Seniors, Inc.", cycle: "2027", deadline: "February 15, 2027" };
    nu.keep(
      `renewal-email-${locale}`,
      renewalEmail(locale, { ...facts, link: `${suite.server.url}/partners/renew` }).html,
    );
  }
  // The staff page naming the possible duplicate, the renewal page and its mistake, and the two invitations.
  expect(nu.files).toHaveLength(5);
  expect(await nuErrors(nu.files)).toEqual([]);
});
