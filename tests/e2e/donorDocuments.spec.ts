import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type APIResponse, type Cookie, type Page } from "@playwright/test";
import { test } from "../support/test";
import { parse } from "csv-parse/sync";
import { expectNoAxeViolations } from "../support/axe";
import { readPdfFile } from "../support/pdfReading";
import { DONOR_ITEMS, destruction, people } from "../support/portalFixtures";
import { signInAs } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";

test.describe.configure({ mode: "default" });
test.use({ javaScriptEnabled: false });

const suite = portalSuite("donor-documents");
const NUMBER = /TA(?:-[0-9A-HJKMNP-TV-Z]{4}){4}/;

/** The text holds each of these facts; a failure names the one missing. */
function expectToContainEach(text: string, facts: string[]) {
  for (const fact of facts) expect(text, fact).toContain(fact);
}

/**
 * The text of a PDF as pdftotext (poppler-utils) reads it, lines kept as laid out. Every document the portal gives
 * is also checked for what a reader's tools need: tagged, titled, every font embedded, in the language of its address.
 */
async function pdfText(response: APIResponse): Promise<string> {
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["cache-control"]).toBe("no-store");
  const file = path.join(mkdtempSync(path.join(tmpdir(), "pdf-")), "document.pdf");
  writeFileSync(file, await response.body());
  const pdf = readPdfFile(file);
  expect(pdf.info["Tagged"]).toBe("yes");
  expect(pdf.info["Title"]).toBeTruthy();
  expect(pdf.text).toContain(pdf.info["Title"]!.split(" TA-")[0]);
  expect(pdf.lang).toBe(new URL(response.url()).pathname.startsWith("/es/") ? "es-US" : "en-US");
  for (const font of pdf.fonts) expect(font.embedded, font.name).toBe(true);
  return pdf.text;
}

/** The href of the link a donor would press, fetched with the browser's cookies. */
async function follow(page: Page, name: string | RegExp, within = page.locator("main")) {
  const href = await within
    .getByRole("link", { name, exact: typeof name === "string" })
    .first()
    .getAttribute("href");
  expect(href).toBeTruthy();
  return page.request.get(`${suite.server.url}${href}`, { maxRedirects: 0 });
}

let donorCookies: Cookie[] | null = null;

/**
 * Signs in as the donor once (the address may ask for 3 links in 15 minutes) and hands later tests the same session,
 * as one browser would keep it.
 */
async function signInAsDonor(page: Page) {
  if (donorCookies) {
    await page.context().addCookies(donorCookies);
    await page.goto(`${suite.server.url}/portal`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Donor Details");
    return;
  }
  await signInAs(page, suite.server.url, suite.smtp, people.donor);
  donorCookies = await page.context().cookies();
}

/** A row of the inventory table, on the English or the Spanish donor page. */
function tableRow(page: Page, text: string) {
  return page
    .getByRole("region", { name: /^(Inventory table|Tabla de inventario)$/ })
    .locator("tbody tr", { hasText: text });
}

/**
 * An auditor opens a certificate's verification address in a browser of their own, signed out: the page answers, stays
 * out of search engines, says the certificate is genuine and shows the device's facts, but nothing of the fixture
 * donor who gave it. The page is left open for the caller's own checks; the caller closes it.
 */
async function openAsAuditor(page: Page, address: string, genuine: string, facts: string[]) {
  const auditor = await page.context().browser()!.newPage({ javaScriptEnabled: false });
  const verify = (await auditor.goto(`${suite.server.url}${address}`))!;
  expect(verify.status()).toBe(200);
  await expect(auditor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(auditor.getByText(genuine)).toBeVisible();
  const shown = await auditor.locator("main").innerText();
  expectToContainEach(shown, facts);
  for (const secret of ["Acme", "Dora", "River", "donor@fixture.test", "SN-ERASED"])
    expect(shown, secret).not.toContain(secret);
  return { auditor, verify };
}

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
      "[street address to be supplied]",
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
    const { auditor, verify } = await openAsAuditor(page, `/verify/${number}`, "This certificate is genuine", facts);
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

test.describe("the donation receipt", () => {
  test("acknowledges the latest year's donations by default, and the earlier year from its link", async ({ page }) => {
    await signInAsDonor(page);
    await expect(page.getByRole("link", { name: "Donation receipt", exact: true })).toHaveAttribute(
      "href",
      "/portal/receipts/2024.pdf",
    );
    const text = await pdfText(await follow(page, "Donation receipt"));
    expectToContainEach(text, [
      "Donation Receipt 2024",
      "Tech Access Non-Profit, Inc.",
      "[EIN to be supplied]",
      "[street address to be supplied]",
      'Acme, "Law" LLP',
      "Dora Donor",
      "2024-01-01, 2024-01-02, 2024-01-03",
      "No goods or services were provided in exchange for this contribution.",
      "assigns no value to the property",
      "501(c)(3)",
      "[signer's name to be supplied], [signer's title to be supplied]",
    ]);
    expect(text).toMatch(/Date of issue\s+\w+ \d{1,2}, \d{4}/);
    expect(text).toMatch(/Desktop\s+57\b/);
    expect(text).toMatch(/Laptop\s+2\b/);
    expect(text).toMatch(/Total weight\s+1,570\.25 lbs \(weight not recorded for 1 of them\)/);
    expect(text).not.toContain("$");

    const earlier = await pdfText(await follow(page, "2023"));
    expect(earlier).toContain("Donation Receipt 2023");
    expect(earlier).toContain("2023-12-03");
    expect(earlier).toMatch(/Desktop\s+1\b/);
    expect((await page.request.get(`${suite.server.url}/portal/receipts/2019.pdf`)).status()).toBe(404);
  });
});

test.describe("the asset report and the impact", () => {
  test("the asset report has exactly the listed columns, each device's certificate number and formula-safe cells", async ({
    page,
  }) => {
    await signInAsDonor(page);
    const response = await follow(page, "Asset report");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-disposition"]).toContain('filename="asset_report.csv"');
    expect(response.headers()["cache-control"]).toBe("no-store");
    const rows = parse(await response.text()) as string[][];
    expect(rows[0]).toEqual([
      "Certificate_Number",
      "Manufacturer",
      "Model",
      "Computer_Type",
      "System_Serial_Number",
      "Barcode",
      "Drive_Serial_1",
      "Drive_Serial_2",
      "Destruction_Type",
      "Date_Destroyed",
      "Date_Added",
      "Date_Donated",
      "Date_Recycled",
      "Weight",
    ]);
    expect(rows).toHaveLength(DONOR_ITEMS + 1);
    expect(rows[1]![0]).toMatch(new RegExp(`^${NUMBER.source}$`));
    expect(rows[1]!.slice(1)).toEqual([
      "Dell",
      `'=HYPERLINK("http://evil.test")`,
      "Laptop",
      "SN-ERASED-4321",
      "BC-0001",
      "DRV-ERASED-1",
      "",
      "Erased",
      "2024-02-10",
      "2024-01-01",
      "",
      "",
      "1000.25",
    ]);
    expect(rows[2]!.slice(6, 9)).toEqual(["DRV-SHRED-1", "DRV-SHRED-2", "Destroyed"]);
    expect(rows[5]![0]).toBe(""); // in progress: no certificate yet
    // The donated_computers.csv beside it is unchanged.
    const csv = await follow(page, "Download CSV");
    expect((await csv.text()).split("\n")[0]).toBe("Model,Computer_Type,Date_Added,Date_Donated,Date_Recycled,Weight");
  });

  test("shows beside the totals how many were given, recycled and certified, and the pounds kept out of landfill", async ({
    page,
  }) => {
    await signInAsDonor(page);
    await expect(page.getByTestId("impact-given")).toHaveText("1");
    await expect(page.getByTestId("impact-recycled")).toHaveText("1");
    await expect(page.getByTestId("impact-certificates")).toHaveText("4");
    await expect(page.getByTestId("impact-landfill")).toHaveText("10 lbs");
    await expect(page.getByText("Pounds kept out of landfill is the recorded weight")).toBeVisible();
    await expect(page.locator("main")).not.toContainText("CO2");
  });
});

test.describe("verifying a certificate", () => {
  test("a made-up or malformed number gets a 404 page with a clear sentence", async ({ page }) => {
    for (const number of ["TA-0000-0000-0000-0000", "not-a-number"]) {
      const response = await page.goto(`${suite.server.url}/verify/${number}`);
      expect(response!.status(), number).toBe(404);
      await expect(page.getByText("We have no certificate with this number.")).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    }
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

test.describe("the donor's page on a phone", () => {
  // Without smooth scrolling, a focused element is where it settles at once, so its box is read at rest, not mid-scroll.
  test.use({ viewport: { width: 360, height: 740 }, reducedMotion: "reduce" });

  test("shows each device as a card with its certificate link, and no table", async ({ page }) => {
    await signInAsDonor(page);
    await expect(page.getByRole("region", { name: "Inventory table" })).toBeHidden();
    const cards = page.getByRole("list", { name: "Donated computers list" }).locator("li");
    await expect(cards).toHaveCount(25);
    await expect(cards.first()).toContainText("2024-01-01");
    await expect(cards.first().getByRole("link", { name: "Certificate" })).toBeVisible();
    await expect(cards.nth(4)).toContainText("in progress");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test("the Help button never sits over the totals, and no focused link or button is hidden under it", async ({
    page,
  }) => {
    await signInAsDonor(page);
    const help = page.getByRole("link", { name: /^Help centre/ });
    // Each tile spans the screen's width, so its bottom right corner is where the button would cover it.
    for (const id of ["total-count", "total-weight", "impact-landfill"]) {
      const tile = page.getByTestId(id).locator("..");
      await tile.evaluate((element) => element.scrollIntoView({ block: "end", behavior: "instant" }));
      expect(await coveredBy(tile), id).toEqual([]);
    }
    const helpBox = (await help.boundingBox())!;
    let checked = 0;
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body || element.closest('[aria-label="Help"]')) return null;
        const box = element.getBoundingClientRect();
        return {
          x: box.x,
          y: box.y,
          width: box.width,
          height: box.height,
          frame: element instanceof HTMLIFrameElement,
          name: element.title || (element.textContent?.trim().slice(0, 60) ?? ""),
        };
      });
      if (!focused || focused.width === 0) continue;
      const overlaps =
        focused.x < helpBox.x + helpBox.width &&
        focused.x + focused.width > helpBox.x &&
        focused.y < helpBox.y + helpBox.height &&
        focused.y + focused.height > helpBox.y;
      // A frame (the footer's newsletter form) is far taller than the button: it must not disappear under it.
      const hidden = focused.frame
        ? focused.x >= helpBox.x &&
          focused.x + focused.width <= helpBox.x + helpBox.width &&
          focused.y >= helpBox.y &&
          focused.y + focused.height <= helpBox.y + helpBox.height
        : overlaps;
      expect(hidden, `focused '${focused.name}' is under the Help button`).toBe(false);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(20);
  });

  test("an applicant's denial reasons are not under the Help button", async ({ page }) => {
    await signInAs(page, suite.server.url, suite.smtp, people.denied);
    const reasons = page.getByTestId("status-message").locator("li");
    for (let i = 0; i < (await reasons.count()); i++) {
      await reasons.nth(i).evaluate((element) => element.scrollIntoView({ block: "end", behavior: "instant" }));
      expect(await coveredBy(reasons.nth(i))).toEqual([]);
    }
  });
});

/**
 * What the page shows over the element at the corners and middle of its box instead of it: nothing (an empty list)
 * when nothing floats over it.
 */
async function coveredBy(target: ReturnType<Page["locator"]>): Promise<string[]> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    // Inset from the corners, so a rounded corner's cut-away is not taken for something covering it.
    const inset = 8;
    const points = [
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
      [box.left + box.width / 2, box.top + box.height / 2],
    ];
    return points.flatMap(([x, y]) => {
      const shown = document.elementFromPoint(x!, y!);
      if (shown !== null && (element === shown || element.contains(shown) || shown.contains(element))) return [];
      return [
        `${shown?.outerHTML.slice(0, 80) ?? "nothing"} at ${Math.round(x!)},${Math.round(y!)} (viewport height ${innerHeight})`,
      ];
    });
  });
}

test.describe("accessibility of the donor's page", () => {
  test.use({ javaScriptEnabled: true });

  for (const width of [360, 1280]) {
    test(`passes axe's WCAG A/AA rules at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signInAsDonor(page);
      await expect(page.getByRole("heading", { name: "Your documents" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("the verification page passes axe", async ({ page }) => {
    await page.goto(`${suite.server.url}/verify/TA-0000-0000-0000-0000`);
    await expectNoAxeViolations(page);
  });
});

test.describe("a donor who downloads from the Spanish portal (/es/portal)", () => {
  /** The Spanish donor page, signed in; its download links are found by address, whatever their words. */
  async function spanishPortal(page: Page) {
    await signInAsDonor(page);
    const response = await page.goto(`${suite.server.url}/es/portal`);
    expect(response!.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  }
  const oneLine = (text: string) => text.replace(/\s+/g, " ");
  const download = (page: Page, href: string) => page.request.get(`${suite.server.url}${href}`, { maxRedirects: 0 });
  async function hrefOf(link: ReturnType<Page["locator"]>) {
    const href = await link.first().getAttribute("href");
    expect(href).toBeTruthy();
    return href!;
  }

  test("gets every document in Spanish: the page's links point under /es, and the certificate states the records' facts in Spanish", async ({
    page,
  }) => {
    await spanishPortal(page);
    const main = page.locator("main");
    for (const href of [
      "/es/portal/certificates.pdf",
      "/es/portal/receipts/2024.pdf",
      "/es/portal/receipts/2023.pdf",
      "/es/portal/asset_report.csv",
    ]) {
      await expect(main.locator(`a[href="${href}"]`), href).toHaveCount(1);
    }
    await expect(
      main.locator('a[href^="/portal/certificates"], a[href^="/portal/receipts"], a[href="/portal/asset_report.csv"]'),
    ).toHaveCount(0);

    const certificateHref = await hrefOf(tableRow(page, "HYPERLINK").locator('a[href$=".pdf"]'));
    expect(certificateHref).toBe(`/es/portal/certificates/${destruction.erased.id}.pdf`);
    const text = await pdfText(await download(page, certificateHref));
    const number = NUMBER.exec(text)?.[0];
    expect(number).toBeTruthy();
    expectToContainEach(text, [
      "Certificado de destrucción de datos",
      `Número de certificado`,
      "Emitido por",
      "Tech Access Non-Profit",
      'Acme, "Law" LLP',
      "Dora Donor",
      "1 River St, Hoboken, NJ 07030",
      "Fabricante",
      "Dell",
      "Número de serie del sistema",
      destruction.erased.System_Serial_Number,
      "Código de barras",
      destruction.erased.Barcode,
      destruction.erased.Drive_Serial_1,
      "Datos borrados conforme a NIST SP 800-88",
      destruction.erased.Software_Version,
      "10 de febrero de 2024",
      destruction.erased.Technician_Name,
      "certifica que los datos",
      `${suite.server.url}/es/verify/${number}`,
    ]);
    for (const english of [
      "Certificate of Data Destruction",
      "Issued by",
      "Manufacturer",
      "Erased in line",
      "attests",
      "Verify this certificate",
    ]) {
      expect(text, english).not.toContain(english);
    }

    // A certificate whose fields are mostly empty says so in Spanish, and never invents a date.
    const sparse = await pdfText(
      await download(page, await hrefOf(tableRow(page, "Model 3").locator('a[href$=".pdf"]'))),
    );
    for (const label of [
      "Fabricante",
      "Número de serie del sistema",
      "Código de barras",
      "Memoria",
      "Herramienta de borrado y versión",
      "Técnico",
    ]) {
      expect(sparse, label).toMatch(new RegExp(`${label}\\s+sin registrar`));
    }
    expect(sparse).toContain("12 de febrero de 2024");
    expect(sparse).not.toContain("not recorded");

    const noDrive = await pdfText(
      await download(page, await hrefOf(tableRow(page, "Model 2").locator('a[href$=".pdf"]'))),
    );
    expect(noDrive).toContain("Sin dispositivo de almacenamiento");
    expect(noDrive).toContain("No había ningún dispositivo de almacenamiento.");
    expect(noDrive).toMatch(/Fecha\s+sin registrar/);

    // An auditor follows the printed address to the Spanish verification page: the device, never who gave it.
    const facts = [
      number!,
      "Fabricante",
      "Dell",
      "Laptop",
      "4321",
      "Datos borrados conforme a NIST SP 800-88",
      "10 de febrero de 2024",
    ];
    const { auditor } = await openAsAuditor(page, `/es/verify/${number}`, "Este certificado es auténtico", facts);
    await expect(auditor.locator("html")).toHaveAttribute("lang", "es");
    await expect(auditor.getByRole("heading", { level: 1 })).toHaveText("Verificar un certificado");
    await auditor.close();
  });

  test("the whole donation's certificate and the receipt are in Spanish, dates spelled out, nothing the records do not hold", async ({
    page,
  }) => {
    await spanishPortal(page);
    const donation = await pdfText(await download(page, "/es/portal/certificates.pdf"));
    expect(donation).toContain("Certificado de destrucción de datos de una donación");
    // A long value wraps within its column: read with the line breaks as spaces.
    expect(oneLine(donation)).toContain(
      "Período cubierto del 10 de febrero de 2024 al 12 de febrero de 2024 (fechas de destrucción de datos)",
    );
    expect(donation).toMatch(/Datos borrados\s+2\b/);
    expect(donation).toMatch(/Unidad destruida físicamente\s+1\b/);
    expect(donation).toMatch(/Sin dispositivo de almacenamiento\s+1\b/);
    expect(donation).toMatch(new RegExp(`En proceso \\(todavía sin certificado\\)\\s+${DONOR_ITEMS - 4}\\b`));
    expect(donation).toContain(`${suite.server.url}/es/verify/<número de certificado>`);
    expect(donation).toContain("Número de certificado");
    expect(donation).toContain("10 feb 2024");
    expect(donation.match(new RegExp(NUMBER, "g"))).toHaveLength(4);
    expect(donation).not.toMatch(/Period covered|Data erased|In progress|not recorded/);

    const receipt = await pdfText(await download(page, "/es/portal/receipts/2024.pdf"));
    expectToContainEach(oneLine(receipt), [
      "Recibo de donación 2024",
      "Nombre legal",
      "Tech Access Non-Profit, Inc.",
      'Acme, "Law" LLP',
      "Fecha(s) de recepción",
      "1 de enero de 2024, 2 de enero de 2024, 3 de enero de 2024",
      "Descripción de los bienes",
      "No se entregaron bienes ni servicios a cambio de esta contribución.",
      "no asigna ningún valor a los bienes",
    ]);
    expect(receipt).toMatch(/Desktop\s+57\b/);
    expect(receipt).toMatch(/Peso total\s+1,570\.25 libras \(peso sin registrar para 1 de ellas\)/);
    expect(receipt).not.toMatch(/Donation Receipt|No goods|lbs|\$/);

    // An unknown year answers in Spanish too.
    const missing = await download(page, "/es/portal/receipts/2019.pdf");
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toBe("No existe ese documento en su registro.");
    // So does the download guard's refusal of a request from another site.
    const refused = await page.request.get(`${suite.server.url}/es/portal/certificates.pdf`, {
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain("Este archivo solo se puede descargar desde las páginas de este sitio.");
  });

  test("the asset report keeps the specification's column names, as the English one", async ({ page }) => {
    await spanishPortal(page);
    const spanish = parse(await (await download(page, "/es/portal/asset_report.csv")).text()) as string[][];
    const english = parse(await (await download(page, "/portal/asset_report.csv")).text()) as string[][];
    expect(spanish[0]).toEqual(english[0]);
    expect(spanish).toEqual(english);
  });

  test("the Spanish verification page says a made-up number is unknown, in Spanish", async ({ page }) => {
    const response = await page.goto(`${suite.server.url}/es/verify/TA-0000-0000-0000-0000`);
    expect(response!.status()).toBe(404);
    await expect(page.getByText("No tenemos ningún certificado con este número.")).toBeVisible();
    await expect(page).toHaveTitle(/^Verificar un certificado/);
  });

  test.describe("with JavaScript", () => {
    test.use({ javaScriptEnabled: true });
    test("the Spanish verification page passes axe", async ({ page }) => {
      await page.goto(`${suite.server.url}/es/verify/TA-0000-0000-0000-0000`);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expectNoAxeViolations(page);
    });
  });
});
