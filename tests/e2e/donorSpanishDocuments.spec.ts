import { expect, type Page } from "@playwright/test";
import { test } from "../support/test";
import { parse } from "csv-parse/sync";
import { expectNoAxeViolations } from "../support/axe";
import { donorDocumentPages, expectToContainEach, NUMBER, pdfText, tableRow } from "../support/donorDocuments";
import { DONOR_ITEMS, destruction } from "../support/portalFixtures";
import { portalSuite } from "../support/portalSuite";

test.describe.configure({ mode: "default" });
test.use({ javaScriptEnabled: false });

const suite = portalSuite("donor-spanish-documents");
const { signInAsDonor, openAsAuditor } = donorDocumentPages(suite);

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
    const { auditor } = await openAsAuditor(page, `/es/verify/${number}`, "Este documento es auténtico", facts);
    await expect(auditor.locator("html")).toHaveAttribute("lang", "es");
    await expect(auditor.getByRole("heading", { level: 1 })).toHaveText("Verificar un documento");
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
    await expect(page.getByText("No tenemos ningún documento con este número.")).toBeVisible();
    await expect(page).toHaveTitle(/^Verificar un documento/);
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
