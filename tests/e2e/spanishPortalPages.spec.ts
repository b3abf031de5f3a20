import { expect } from "@playwright/test";
import { test } from "../support/test";
import * as esGuidance from "~/portal/content/es/guidance";
import * as es from "~/portal/content/es/words";
import { expectNoAxeViolations } from "../support/axe";
import { people } from "../support/portalFixtures";
import { hiddenFormFields } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";
import { CRM_TOKEN, englishOnPage, spanishSignIn } from "../support/spanishPortal";

/**
 * The portal in Spanish, the donor's page and the error sentences, and axe on the Spanish portal. The English words a
 * Spanish page must not show are every word of the portal's English records (pages, guidance), read from those records.
 */
test.describe.configure({ mode: "default" });
test.use({ javaScriptEnabled: false });

const suite = portalSuite("spanish-portal-pages", { env: { CRM_PUSH_TOKEN: CRM_TOKEN } });
const { signInInSpanish } = spanishSignIn(suite);

test.describe("the donor's page in Spanish", () => {
  test("details, totals, impact, documents and the device table speak Spanish; the pages stay Spanish", async ({
    page,
  }) => {
    await signInInSpanish(page, people.donor);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.donorPage.heading);
    await expect(page.getByRole("region", { name: es.donorPage.donorInformation })).toContainText("Dora Donor");
    await expect(page.getByText(es.donorPage.totalCount)).toBeVisible();
    await expect(page.getByTestId("total-weight")).toHaveText("1,580.25 libras");
    await expect(page.getByRole("heading", { name: es.donorPage.sections.impact })).toBeVisible();
    await expect(page.getByText(es.donorPage.sections.landfillDefinition)).toBeVisible();
    const documents = page.getByRole("region", { name: es.donorPage.sections.documents });
    for (const text of [
      es.donorPage.downloadCsv,
      es.donorPage.links.assetReport,
      es.donorPage.links.allCertificates,
      es.donorPage.links.receipt,
    ]) {
      await expect(documents.getByRole("link", { name: text })).toBeVisible();
    }
    const table = page.getByRole("region", { name: es.donorPage.inventoryTable });
    await expect(table.getByRole("columnheader", { name: es.donorPage.dateAdded })).toBeVisible();
    await expect(table.getByRole("link", { name: es.donorPage.devices.certificate }).first()).toBeVisible();
    await expect(table.getByText(es.donorPage.devices.inProgress).first()).toBeVisible();
    // Each device's type is in Spanish ("Desktop", "Laptop" as the CRM records them are not).
    await expect(table.getByText(es.recordValues.computerType.desktop!, { exact: true }).first()).toBeVisible();
    await expect(table.getByText(/^(Desktop|Laptop)$/)).toHaveCount(0);
    const pages = page.getByRole("navigation", { name: es.donorPage.pages });
    await expect(pages).toContainText(es.donorPage.pageOf("1", "3"));
    expect(await englishOnPage(page)).toEqual([]);
    await pages.getByRole("link", { name: es.donorPage.nextPage }).click();
    await expect(page).toHaveURL(/\/es\/portal\?page=2$/);
    await expect(pages).toContainText(es.donorPage.pageOf("2", "3"));
    expect(await englishOnPage(page)).toEqual([]);
  });

  test("a donor with nothing recorded is told so in Spanish", async ({ page }) => {
    await signInInSpanish(page, people.emptyDonor);
    await expect(page.getByRole("region", { name: esGuidance.donorWithoutDevices.heading })).toContainText(
      esGuidance.donorWithoutDevices.text,
    );
    expect(await englishOnPage(page)).toEqual([]);
  });
});

test.describe("error sentences in Spanish", () => {
  test("an address the server cannot accept: the Spanish sentence, what was typed kept", async ({ page }) => {
    await page.goto(`${suite.server.url}/es/auth`);
    // The browser's own check lets "a@b" through; the server wants a full address.
    await page.getByPlaceholder(es.signInPage.emailPlaceholder).fill("a@b");
    await page.getByRole("button", { name: es.signInPage.unlock }).click();
    await expect(page.getByText(es.messages.invalidEmail)).toBeVisible();
    await expect(page.getByPlaceholder(es.signInPage.emailPlaceholder)).toHaveValue("a@b");
    expect(await englishOnPage(page)).toEqual([]);
  });

  test("a form sent without its protection, and a link that is not one", async ({ page, request }) => {
    const base = suite.server.url;
    const refused = await request.post(`${base}/es/auth`, { form: { email: people.submitted } });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain(es.messages.formExpired);
    await page.goto(`${base}/es/portal?recordId=C-1&jwt=not-a-token`);
    await expect(page.getByRole("alert")).toHaveText(es.messages.tokenFailed);
    await expect(page.getByRole("link", { name: esGuidance.signedOutWords.newLink.text })).toHaveAttribute(
      "href",
      "/es/auth",
    );
    expect(await englishOnPage(page)).toEqual([]);
  });

  test("an unknown intent posted to /es/portal is answered in Spanish", async ({ request }) => {
    const base = suite.server.url;
    const fields = hiddenFormFields(await (await request.get(`${base}/es/auth`)).text());
    const answer = await request.post(`${base}/es/portal`, { form: { ...fields, intent: "other" } });
    expect(answer.status()).toBe(400);
    const html = await answer.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain(es.messages.formOnly);
  });
});

test.describe("axe on the Spanish portal at 360 px", () => {
  test.use({ javaScriptEnabled: true, viewport: { width: 360, height: 800 }, reducedMotion: "reduce" });
  test.describe.configure({ timeout: 180_000 });

  test("/es/auth, the signed-out /es/portal, a denied tracker and the donor's page have no violations", async ({
    page,
  }) => {
    const base = suite.server.url;
    await page.goto(`${base}/es/auth`);
    await expectNoAxeViolations(page, "/es/auth");
    await page.goto(`${base}/es/portal`);
    await expectNoAxeViolations(page, "/es/portal signed out");
    await signInInSpanish(page, people.denied);
    await expectNoAxeViolations(page, "/es/portal, a denied applicant");
    await page.getByRole("button", { name: es.portalPage.backToSearch }).click();
    await expect(page).toHaveURL(/\/es\/auth$/);
    await signInInSpanish(page, people.donor);
    await expectNoAxeViolations(page, "/es/portal, a donor");
  });
});
