import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type APIResponse, type Cookie, type Page } from "@playwright/test";
import { pdfUaProblems } from "./pdfUa";
import { readPdfFile } from "./pdfReading";
import { people } from "./portalFixtures";
import { signInAs } from "./portalFlow";
import type { RunningServer } from "./server";
import type { SmtpCapture } from "./smtpCapture";

/** A certificate's number, as the documents and the donor's page print it. */
export const NUMBER = /TA(?:-[0-9A-HJKMNP-TV-Z]{4}){4}/;

/** The text holds each of these facts; a failure names the one missing. */
export function expectToContainEach(text: string, facts: string[]) {
  for (const fact of facts) expect(text, fact).toContain(fact);
}

/**
 * The text of a PDF as pdftotext (poppler-utils) reads it, lines kept as laid out. Every document the portal gives
 * is also checked for what a reader's tools need: tagged, titled, every font embedded, in the language of its address.
 */
export async function pdfText(response: APIResponse): Promise<string> {
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
  expect(pdfUaProblems(file, { title: pdf.info["Title"]!, lang: pdf.lang! })).toEqual([]);
  return pdf.text;
}

/** A row of the inventory table, on the English or the Spanish donor page. */
export function tableRow(page: Page, text: string) {
  return page
    .getByRole("region", { name: /^(Inventory table|Tabla de inventario)$/ })
    .locator("tbody tr", { hasText: text });
}

/**
 * What a donor-documents spec does against its own portal suite: follow a link, sign in as the fixture donor (once
 * per spec file and worker, since each spec file has its own server), and open a verification address as an auditor.
 */
export function donorDocumentPages(suite: { readonly server: RunningServer; readonly smtp: SmtpCapture }) {
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

  /**
   * An auditor opens a certificate's verification address in a browser of their own, signed out: the page answers,
   * stays out of search engines, says the certificate is genuine and shows the device's facts, but nothing of the
   * fixture donor who gave it. The page is left open for the caller's own checks; the caller closes it.
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

  return { follow, signInAsDonor, openAsAuditor };
}
