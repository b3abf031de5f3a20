import { expect, type APIResponse, type Cookie, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "../support/test";
import { expectAccessible } from "../support/pageChecks";
import { confirmFromEmail, giveLaptops } from "../support/givingFlow";
import * as donationEn from "~/donations/content/en/words";
import * as donationEs from "~/donations/content/es/words";
import * as portalEn from "~/portal/content/en/words";
import * as portalEs from "~/portal/content/es/words";
import { holidayDates } from "~/donations/content/en/holidays";
import { addBusinessDays, earliestPickup, todayIn } from "~/donations/pickupDates";
import { nuErrors } from "../support/nuChecker";
import { pdfText } from "../support/donorDocuments";
import { DONOR_ITEMS, destruction, people } from "../support/portalFixtures";
import { signInAs } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";
import { csvRecords, readCsvFile } from "../support/csvFiles";

/**
 * A donor who gave twice (issue 28): once recorded in the CRM (the fixture's DON-1, 60 devices) and once on this
 * site through /donate/start (a pickup, two of whose devices are then in the inventory). Signed in through the
 * emailed link, JavaScript off, 360 px wide, in English and Spanish, they see both donations with totals over both,
 * open each one's page, and download each one's CSV and certificate (read back: only that donation's devices);
 * another donor's donation, an applicant's record and an unknown id answer the same 404, and so do their documents.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
test.describe.configure({ mode: "serial" });

const suite = portalSuite("portal-donations");
const nuFolder = mkdtempSync(path.join(tmpdir(), "portal-donations-nu-"));
const nuFiles: string[] = [];
const keepForNu = (name: string, html: string) => {
  const file = path.join(nuFolder, `${nuFiles.length}-${name}.html`);
  writeFileSync(file, html);
  nuFiles.push(file);
};
const OTHER_DONORS_RECORD = "D-3";
const APPLICANTS_RECORD = "A-1";

/** The site donation's two devices, once staff have them in the inventory: one erased, one in progress. */
const siteDevices = [
  { id: "W-1", Model: "Latitude 7490", serial: "SN-SITE-0001", destroyed: "2026-11-24" },
  { id: "W-2", Model: "EliteBook 840", serial: "SN-SITE-0002", destroyed: null },
];

let reference = "";
let donorCookies: Cookie[] = [];

/** The href of a link on the page, fetched with the browser's cookies as pressing it would. */
async function follow(page: Page, name: string) {
  const href = await page.locator("main").getByRole("link", { name, exact: true }).first().getAttribute("href");
  expect(href).toBeTruthy();
  return page.request.get(`${suite.server.url}${href}`, { maxRedirects: 0 });
}

async function csvRows(response: APIResponse): Promise<Record<string, string>[]> {
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(response.headers()["content-disposition"]).toContain('filename="donated_computers.csv"');
  const file = readCsvFile(await response.body());
  expect(file.problems).toEqual([]);
  return csvRecords(file.rows);
}

test("a pickup given on this site by the fixture donor, whose two devices then reach the inventory", async ({
  page,
}) => {
  const base = suite.server.url;
  const en = donationEn;
  const earliest = earliestPickup(todayIn("America/New_York"), holidayDates);
  reference = await giveLaptops(page, base, {
    laptops: 12,
    donor: { name: "Dora Donor", email: people.donor },
    pickup: {
      dates: [
        { date: earliest, window: "morning" },
        { date: addBusinessDays(earliest, 1, holidayDates), window: "morning" },
      ],
    },
  });
  // Its email is in before the donor asks for a sign-in link, so the link's email is the next one. Given signed out,
  // it joins the donor's portal once they confirm it from that email (decision 085).
  const sent = await suite.smtp.waitFor(people.donor);
  expect(sent.text).toContain(en.emails.sent.subject(reference));
  await confirmFromEmail(page, sent.text);

  // Staff record two of its laptops in the inventory under the donation's Donor_ID.
  const db = new Database(path.join(suite.server.dataDir, "portal.sqlite"));
  try {
    const insert = db.prepare(
      `INSERT INTO "Computer_Inventory" (id, "Model", "Computer_Type", "Date_Added", "Weight", "Donor_ID",
         "System_Serial_Number", "Destruction_Type", "Date_Destroyed") VALUES (?, ?, 'Laptop', '2026-11-23', 5, ?, ?, ?, ?)`,
    );
    for (const device of siteDevices)
      insert.run(
        device.id,
        device.Model,
        `DON-${reference}`,
        device.serial,
        device.destroyed ? "Erased" : null,
        device.destroyed,
      );
  } finally {
    db.close();
  }
});

test("the donor sees both donations with totals over both, and each one's page, devices and documents", async ({
  page,
  browser,
}) => {
  const base = suite.server.url;
  const words = portalEn.donations;
  await signInAs(page, base, suite.smtp, people.donor);
  donorCookies = await page.context().cookies();
  await expect(page.getByTestId("total-count")).toHaveText(String(DONOR_ITEMS + siteDevices.length));
  const list = page.getByRole("list", { name: words.heading });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  // The newest first: the site donation with its reference and state, then the CRM's by its Donor_ID.
  const site = list.getByRole("listitem").nth(0);
  await expect(site.getByRole("link", { name: words.pageTitle(reference) })).toHaveAttribute(
    "href",
    `/portal/donations/WEBD-${reference}`,
  );
  await expect(site).toContainText(donationEn.states.Requested);
  await expect(site).toContainText("12 declared, 2 in our inventory");
  const crm = list.getByRole("listitem").nth(1);
  await expect(crm.getByRole("link", { name: words.pageTitle("DON-1") })).toBeVisible();
  await expect(crm).toContainText("December 3, 2023");
  await expect(crm).toContainText(`${DONOR_ITEMS} received, 4 with data destruction recorded`);
  await expectAccessible(page, browser);
  keepForNu("portal", await page.content());

  // The site donation's page: its timeline, its counts, the pickup link, its two devices and its documents.
  const pageResponse = await page.goto(`${base}/portal/donations/WEBD-${reference}`);
  expect(pageResponse!.headers()["cache-control"]).toBe("no-store");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.pageTitle(reference));
  await expect(page.getByText(`${donationEn.states.Requested}: on `)).toBeVisible();
  await expect(page.getByText(`${donationEn.states["Picked up"]}: ${words.notYet}`)).toBeVisible();
  await expect(page.getByRole("link", { name: donationEn.portal.changePickup })).toHaveAttribute(
    "href",
    `/portal/donations/WEBD-${reference}/pickup`,
  );
  await expect(page.getByRole("heading", { name: words.counts })).toBeVisible();
  await expect(page.getByText(words.notCounted).first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Donated computers list" }).getByRole("listitem")).toHaveCount(2);
  await expectAccessible(page, browser);
  keepForNu("site-donation", await page.content());
  const siteCsv = await csvRows(await follow(page, "Download CSV"));
  expect(siteCsv.map((row) => row["Model"]).sort()).toEqual(siteDevices.map((device) => device.Model).sort());
  const siteCertificate = await pdfText(await follow(page, "All certificates"));
  expect(siteCertificate).toContain(siteDevices[0]!.serial);
  expect(siteCertificate).not.toContain(destruction.erased.System_Serial_Number);

  // The CRM donation's page: no timeline, its 60 devices, its CSV and certificate without the site's devices.
  await page.goto(`${base}/portal`);
  await page.getByRole("link", { name: words.pageTitle("DON-1") }).click();
  await expect(page).toHaveURL(/\/portal\/donations\/D-1$/);
  await expect(page.getByText(words.noTimeline)).toBeVisible();
  await expect(page.getByRole("link", { name: donationEn.portal.changePickup })).toHaveCount(0);
  // Its 60 devices in pages of 25, the pages at the donation's own address.
  await page.getByRole("link", { name: portalEn.donorPage.nextPage }).click();
  await expect(page).toHaveURL(/\/portal\/donations\/D-1\?page=2$/);
  await expect(page.getByText(portalEn.donorPage.pageOf("2", "3"))).toBeVisible();
  await expectAccessible(page, browser);
  keepForNu("crm-donation", await page.content());
  const crmCsv = await csvRows(await follow(page, "Download CSV"));
  expect(crmCsv).toHaveLength(DONOR_ITEMS);
  expect(crmCsv.map((row) => row["Model"])).not.toContain(siteDevices[0]!.Model);
  const crmCertificate = await pdfText(await follow(page, "All certificates"));
  expect(crmCertificate).toContain(destruction.erased.System_Serial_Number);
  expect(crmCertificate).not.toContain(siteDevices[0]!.serial);
  const receipt = await pdfText(await follow(page, "Donation receipt"));
  expect(receipt).toContain("2024");

  // The all-donations documents now cover both donations.
  await page.goto(`${base}/portal`);
  const allCsv = await csvRows(await follow(page, "Download CSV"));
  expect(allCsv).toHaveLength(DONOR_ITEMS + siteDevices.length);
  const certificate = await page.request.get(`${base}/portal/certificates/${siteDevices[0]!.id}.pdf`);
  expect(await pdfText(certificate)).toContain(siteDevices[0]!.serial);
});

test("another donor's donation, an applicant's record and an unknown id answer the same 404, and so do their documents", async ({
  page,
}) => {
  const base = suite.server.url;
  await page.context().addCookies(donorCookies);
  const notFound: string[] = [];
  for (const id of [OTHER_DONORS_RECORD, APPLICANTS_RECORD, "D-999"]) {
    for (const prefix of ["", "/es"]) {
      const response = (await page.goto(`${base}${prefix}/portal/donations/${id}`))!;
      expect(response.status(), id).toBe(404);
      expect(response.headers()["cache-control"]).toBe("no-store");
      notFound.push((await page.locator("main").innerText()).replace(/\s+/g, " "));
    }
  }
  // The same page for all three, in each language.
  expect(new Set(notFound.filter((_, index) => index % 2 === 0)).size).toBe(1);
  expect(new Set(notFound.filter((_, index) => index % 2 === 1)).size).toBe(1);
  for (const document of [
    "donated_computers.csv",
    "asset_report.csv",
    "certificates.pdf",
    "receipts/2024.pdf",
    `certificates/${destruction.otherDonors.id}.pdf`,
  ]) {
    const response = await page.request.get(`${base}/portal/donations/${OTHER_DONORS_RECORD}/${document}`, {
      maxRedirects: 0,
    });
    expect(response.status(), document).toBe(404);
  }
  // A device of theirs is not a document of another of their donations; another donor's device is no one's here.
  for (const address of [
    `/portal/donations/WEBD-${reference}/certificates/${destruction.erased.id}.pdf`,
    `/portal/donations/D-1/certificates/${destruction.otherDonors.id}.pdf`,
    `/portal/certificates/${destruction.otherDonors.id}.pdf`,
  ])
    expect((await page.request.get(`${base}${address}`)).status(), address).toBe(404);

  // Signed out: sent to sign in.
  await page.context().clearCookies();
  await page.goto(`${base}/portal/donations/D-1`);
  await expect(page).toHaveURL(/\/auth$/);
});

test("en español: sus donaciones, la página de cada una y sus documentos en español", async ({ page, browser }) => {
  const base = suite.server.url;
  const words = portalEs.donations;
  await page.context().addCookies(donorCookies);
  await page.goto(`${base}/es/portal`);
  const list = page.getByRole("list", { name: words.heading });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expect(list.getByRole("listitem").nth(0)).toContainText(donationEs.states.Requested);
  await expect(list.getByRole("listitem").nth(1)).toContainText("3 de diciembre de 2023");
  await expectAccessible(page, browser);
  keepForNu("portal-es", await page.content());

  await list.getByRole("link", { name: words.pageTitle(reference) }).click();
  await expect(page).toHaveURL(new RegExp(`/es/portal/donations/WEBD-${reference}$`));
  await expect(page.getByRole("heading", { name: words.timeline })).toBeVisible();
  await expect(page.getByText(`${donationEs.states.Requested}: el `)).toBeVisible();
  await expect(page.getByRole("link", { name: donationEs.portal.changePickup })).toHaveAttribute(
    "href",
    `/es/portal/donations/WEBD-${reference}/pickup`,
  );
  await expectAccessible(page, browser);
  keepForNu("site-donation-es", await page.content());
  const csv = await csvRows(await follow(page, "Descargar CSV"));
  expect(csv).toHaveLength(siteDevices.length);
  const certificate = await pdfText(await follow(page, "Todos los certificados"));
  expect(certificate).toContain(siteDevices[0]!.serial);
  expect(certificate).not.toContain(destruction.erased.System_Serial_Number);

  await page.goto(`${base}/es/portal/donations/D-1`);
  await expect(page.getByText(words.noTimeline)).toBeVisible();
  await expect(page.getByRole("link", { name: portalEs.donorPage.nextPage })).toHaveAttribute(
    "href",
    "/es/portal/donations/D-1?page=2",
  );
  keepForNu("crm-donation-es", await page.content());
});

test("the portal's donation pages pass the Nu HTML checker", async () => {
  expect(nuFiles.length).toBeGreaterThanOrEqual(6);
  expect(await nuErrors(nuFiles)).toEqual([]);
});
