import { expect } from "@playwright/test";
import { test } from "../support/test";
import { donorDocumentPages, expectToContainEach, NUMBER, pdfText, tableRow } from "../support/donorDocuments";
import { DONOR_ITEMS, destruction, people } from "../support/portalFixtures";
import { signInAs } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";
import { expectAccessible, nuCollector } from "../support/pageChecks";
import { nuErrors } from "../support/nuChecker";
import { documentWords as en } from "~/kits/documents/content/en/words";
import { documentWordsEs as es } from "~/kits/documents/content/es/words";

test.describe.configure({ mode: "default" });
test.use({ javaScriptEnabled: false });

const suite = portalSuite("donor-certificates");
const { follow, signInAsDonor, openAsAuditor } = donorDocumentPages(suite);

test.describe("a donor's certificates", () => {
  test("each device whose destruction is recorded has a certificate with the records' facts, a number and a verification address", async ({
    page,
  }) => {
    await signInAsDonor(page);
    const response = await follow(page, "Certificate", tableRow(page, "HYPERLINK"));
    const disposition = response.headers()["content-disposition"] ?? "";
    const text = await pdfText(response);
    const number = NUMBER.exec(text)?.[0];
    expect(number).toBeTruthy();
    expect(disposition).toContain(`certificate_${number}.pdf`);
    expectToContainEach(text, [
      "Certificate of Data Destruction",
      "Tech Access Non-Profit",
      "hello@example.org",
      'Acme, "Law" LLP',
      "Dora Donor",
      "1 River St, Hoboken, NJ 07030",
      "Dell",
      '=HYPERLINK("http://evil.test")',
      "Laptop",
      destruction.erased.System_Serial_Number,
      destruction.erased.Barcode,
      "8 GB",
      destruction.erased.Drive_Model_1,
      destruction.erased.Drive_Serial_1,
      "256 GB",
      "Erased in line with NIST SP 800-88",
      destruction.erased.Software_Version,
      destruction.erased.Date_Destroyed,
      destruction.erased.Technician_Name,
      `${suite.server.url}/verify/${number}`,
    ]);
    // No signer, EIN or address in this server's settings: their lines are left out, never a placeholder.
    expect(text).toMatch(/Issued\s+Date of issue/);
    expect(text).not.toMatch(/Signed for|Address\s|supplied|\[/);
    // The same device always gets the same number.
    expect(await pdfText(await follow(page, "Certificate", tableRow(page, "HYPERLINK")))).toContain(number!);

    // An auditor follows the printed address, signed out, and sees the device but not who gave it.
    const facts = [
      number!,
      "Tech Access Non-Profit",
      "Dell",
      "Laptop",
      "4321",
      "Erased in line with NIST SP 800-88",
      "2024-02-10",
    ];
    const { auditor, verify } = await openAsAuditor(page, `/verify/${number}`, "This document is genuine", facts);
    expect(verify.headers()["cache-control"]).toBe("no-store");
    await auditor.close();
  });

  test("say what was done for a destroyed drive and a computer without one, and 'not recorded' for empty fields", async ({
    page,
  }) => {
    await signInAsDonor(page);
    const destroyed = await pdfText(await follow(page, "Certificate", tableRow(page, "ThinkPad")));
    expect(destroyed).toContain("Drive physically destroyed");
    expect(destroyed).toContain("DRV-SHRED-1");
    expect(destroyed).toContain("DRV-SHRED-2");
    expect(destroyed).not.toContain("NIST");

    const noDrive = await pdfText(await follow(page, "Certificate", tableRow(page, "Model 2")));
    expect(noDrive).toContain("No storage device present");
    expect(noDrive).toContain("No storage device was present.");
    expect(noDrive).toMatch(/Date\s+not recorded/);

    const sparse = await pdfText(await follow(page, "Certificate", tableRow(page, "Model 3")));
    for (const label of [
      "Manufacturer",
      "System serial number",
      "Barcode",
      "Memory",
      "Erasure tool and version",
      "Technician",
    ]) {
      expect(sparse, label).toMatch(new RegExp(`${label}\\s+not recorded`));
    }
    expect(sparse).toContain("2024-02-12");
    expect(sparse).not.toContain(new Date().toISOString().slice(0, 10));
  });

  test("a device still in progress says so, and has no certificate", async ({ page }) => {
    await signInAsDonor(page);
    const row = tableRow(page, "Model 4");
    await expect(row).toContainText("in progress");
    await expect(row.getByRole("link", { name: "Certificate" })).toHaveCount(0);
    const response = await page.request.get(`${suite.server.url}/portal/certificates/I-4.pdf`, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
  });

  test("another donor's certificate, an applicant and a signed-out visitor get none", async ({ page, context }) => {
    await signInAs(page, suite.server.url, suite.smtp, people.otherDonor);
    const own = await page.request.get(`${suite.server.url}/portal/certificates/${destruction.otherDonors.id}.pdf`);
    expect(await pdfText(own)).toContain("SN-OTHER-0001");
    for (const id of [destruction.erased.id, "I-X", "no-such-device"]) {
      const theirs = await page.request.get(`${suite.server.url}/portal/certificates/${id}.pdf`, { maxRedirects: 0 });
      expect(theirs.status(), id).toBe(404);
      expect(await theirs.text()).not.toContain("%PDF");
    }
    const notTheirs = await page.request.get(`${suite.server.url}/portal/receipts/2023.pdf`, { maxRedirects: 0 });
    expect(notTheirs.status()).toBe(404);

    await page.getByRole("button", { name: "Back to Search" }).click();
    await signInAs(page, suite.server.url, suite.smtp, people.client);
    for (const address of [
      `/portal/certificates/${destruction.erased.id}.pdf`,
      "/portal/certificates.pdf",
      "/portal/receipts/2024.pdf",
    ]) {
      expect((await page.request.get(`${suite.server.url}${address}`, { maxRedirects: 0 })).status(), address).toBe(
        404,
      );
    }

    await context.clearCookies();
    for (const address of [
      `/portal/certificates/${destruction.erased.id}.pdf`,
      "/portal/certificates.pdf",
      "/portal/receipts/2024.pdf",
      "/portal/asset_report.csv",
    ]) {
      const signedOut = await page.request.get(`${suite.server.url}${address}`, { maxRedirects: 0 });
      expect(signedOut.status(), address).toBe(302);
      expect(signedOut.headers()["location"], address).toBe("/auth");
    }
  });
});

test.describe("the whole donation's certificate", () => {
  test("summarises the outcomes and lists every certified device with its number, serials and date", async ({
    page,
  }) => {
    await signInAsDonor(page);
    const text = await pdfText(await follow(page, "All certificates"));
    expect(text).toContain("Certificate of Data Destruction for a Donation");
    expect(text).toContain('Acme, "Law" LLP');
    expect(text).toMatch(/Period covered\s+2024-02-10 to 2024-02-12 \(dates of data destruction\)/);
    expect(text).toMatch(/Data erased\s+2\b/);
    expect(text).toMatch(/Drive physically destroyed\s+1\b/);
    expect(text).toMatch(/No storage device present\s+1\b/);
    expect(text).toMatch(new RegExp(`In progress \\(no certificate yet\\)\\s+${DONOR_ITEMS - 4}\\b`));
    expect(text.match(new RegExp(NUMBER, "g"))).toHaveLength(4);
    expect(text.replace(/\s+/g, " ")).toContain(
      "Tech Access Non-Profit attests that the data destruction of each device listed in this document",
    );
    expect(text).toMatch(/Page 1 of 2\b[\s\S]*Page 2 of 2\b/);
    expect(text).toMatch(/Date of issue\s+\w+ \d{1,2}, \d{4}/);
    expectToContainEach(text, [
      "SN-ERASED-4321",
      "DRV-ERASED-1",
      "SN-SHRED-8765",
      "DRV-SHRED-1",
      "DRV-SHRED-2",
      "SN-NODRIVE-55",
    ]);
    expect(text).not.toContain("SN-OTHER-0001");
  });
});

test.describe("verifying a certificate", () => {
  test("a made-up or malformed number gets a 404 page with a clear sentence", async ({ page }) => {
    for (const number of ["TA-0000-0000-0000-0000", "not-a-number"]) {
      const response = await page.goto(`${suite.server.url}/verify/${number}`);
      expect(response!.status(), number).toBe(404);
      await expect(page.getByText("We have no document with this number.")).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    }
  });

  test("/verify has one field: a number typed in lower case, with spaces or without dashes is found", async ({
    page,
    browser,
  }) => {
    await signInAsDonor(page);
    const number = NUMBER.exec(await pdfText(await follow(page, "Certificate", tableRow(page, "HYPERLINK"))))![0];
    const auditor = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    const nu = nuCollector("verify-form");
    const base = suite.server.url;
    for (const [words, prefix, typed] of [
      [en.verify, "", number.toLowerCase()],
      [es.verify, "/es", ` ${number.replaceAll("-", " ")} `],
      [en.verify, "", number.replaceAll("-", "")],
    ] as const) {
      expect((await auditor.goto(`${base}${prefix}/verify`))?.status()).toBe(200);
      await expect(auditor.getByRole("heading", { level: 1 })).toHaveText(words.title);
      await auditor.getByLabel(words.field).fill(typed);
      await auditor.getByRole("button", { name: words.check }).click();
      await expect(auditor).toHaveURL(`${base}${prefix}/verify/${number}`);
      await expect(auditor.getByText(words.genuine)).toBeVisible();
    }
    // A linked number typed another way goes to its written address too.
    await auditor.goto(`${base}/verify/${number.toLowerCase().replaceAll("-", "")}`);
    await expect(auditor).toHaveURL(`${base}/verify/${number}`);
    // So does a class certificate's (one never issued: the check then says so).
    const refusedClass = await auditor.goto(`${base}/es/verify/tac 7k3m q9xd 2hbw n5rt`);
    await expect(auditor).toHaveURL(`${base}/es/verify/TAC-7K3M-Q9XD-2HBW-N5RT`);
    expect(refusedClass?.status()).toBe(404);
    await expect(auditor.getByText(es.verify.notFound)).toBeVisible();

    // Nothing typed, or not a number: the form again, 400, with the sentence and what was typed.
    for (const [words, prefix] of [
      [en.verify, ""],
      [es.verify, "/es"],
    ] as const) {
      await auditor.goto(`${base}${prefix}/verify`);
      await auditor.getByRole("button", { name: words.check }).click();
      await expect(auditor.getByRole("alert")).toHaveText(words.empty);
      await auditor.getByLabel(words.field).fill("TA-1234");
      await auditor.getByRole("button", { name: words.check }).click();
      await expect(auditor.getByRole("alert")).toHaveText(words.notANumber);
      await expect(auditor.getByLabel(words.field)).toHaveValue("TA-1234");
      await expectAccessible(auditor, browser);
      nu.keep(`refused${prefix.replace("/", "-")}`, await auditor.content());
    }
    const refused = await auditor.request.get(`${base}/verify?number=nonsense`);
    expect([refused.status(), refused.headers()["cache-control"]]).toEqual([400, "no-store"]);
    await auditor.goto(`${base}/es/verify`);
    nu.keep("form-es", await auditor.content());
    await auditor.close();
    expect(await nuErrors(nu.files)).toEqual([]);
  });

  test("is limited per client: past 30 checks a minute it asks to wait", async ({ page }) => {
    let status = 0;
    for (let i = 0; i < 31; i++)
      status = (await page.request.get(`${suite.server.url}/verify/TA-0000-0000-0000-000${i % 10}`)).status();
    expect(status).toBe(429);
    await page.goto(`${suite.server.url}/verify/TA-0000-0000-0000-0000`);
    await expect(page.getByText("Too many checks from your connection.")).toBeVisible();
  });
});
