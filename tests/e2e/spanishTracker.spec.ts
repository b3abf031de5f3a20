import { expect } from "@playwright/test";
import { test } from "../support/test";
import * as esStatus from "~/kits/records/content/es/status";
import * as esGuidance from "~/portal/content/es/guidance";
import * as es from "~/portal/content/es/words";
import { possibleDenialReasons } from "~/kits/records/applicantStatus";
import { people } from "../support/portalFixtures";
import { portalSuite } from "../support/portalSuite";
import { CRM_TOKEN, englishInEmail, englishOnPage, spanishSignIn } from "../support/spanishPortal";

/**
 * The portal in Spanish, the applicant's tracker: each status, a denial with and without its reason, a delivered
 * computer, and a standard denial reason given in Spanish words. The English words a Spanish page must not show are
 * every word of the portal's English records (pages, guidance), read from those records.
 */
test.describe.configure({ mode: "default" });
test.use({ javaScriptEnabled: false });

const suite = portalSuite("spanish-tracker", { env: { CRM_PUSH_TOKEN: CRM_TOKEN } });
const { signInInSpanish } = spanishSignIn(suite);

test.describe("the tracker in Spanish at each status", () => {
  const cases = [
    { email: people.submitted, step: 0, reached: 1 },
    { email: people.recommended, step: 1, reached: 2 },
    { email: people.pending, step: 2, reached: 3 },
    { email: people.denied, step: 3, reached: 4 },
    { email: people.approved, step: 4, reached: 4 },
    { email: people.client, step: 5, reached: 5 },
  ];
  for (const item of cases) {
    const status = es.statuses[item.step]!;
    test(`'${status.label}': the bar, its message and every panel in Spanish`, async ({ page }) => {
      await signInInSpanish(page, item.email);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.applicantPage.heading);
      const bar = page.getByRole("list", { name: es.applicantPage.progress });
      await expect(bar.locator('[aria-current="step"]')).toContainText(status.label);
      await expect(bar.locator('[aria-current="step"]')).toContainText(esGuidance.trackerWords.state.current);
      await expect(bar.locator('li[data-reached="true"]')).toHaveCount(item.reached);
      const message = page.getByTestId("status-message");
      await expect(message.getByRole("heading")).toHaveText(status.label);
      await expect(message).toContainText(status.message({ Nominating_Organization: "Newark Seniors, Inc." }).text);
      await expect(page.getByRole("region", { name: es.applicantPage.applicantInformation })).toBeVisible();
      await expect(page.getByRole("region", { name: es.applicantPage.requestDetails })).toBeVisible();
      expect(await englishOnPage(page)).toEqual([]);
    });
  }

  test("a denial gives its reason, the possible reasons and the next steps in Spanish, with Spanish links", async ({
    page,
  }) => {
    await signInInSpanish(page, people.denied);
    const message = page.getByTestId("status-message");
    await expect(message).toContainText(`${es.applicantPage.reason} Lives outside NJ`);
    await expect(message.locator("li")).toHaveText(es.applicantPage.possibleReasons);
    const next = page.getByRole("region", { name: esGuidance.nextStepsHeading });
    await expect(next.getByRole("link", { name: "Solicite una computadora" })).toHaveAttribute("href", "/es/apply");
    await expect(next.getByRole("link", { name: "Contáctenos" })).toHaveAttribute("href", "/es/contact");
  });

  test("a denial without a reason says so in Spanish; an empty field reads 'No disponible'", async ({ page }) => {
    await signInInSpanish(page, people.deniedNoReason);
    await expect(page.getByTestId("status-message")).toContainText(`${es.applicantPage.reason} No se especificó`);
    await page.getByRole("button", { name: es.portalPage.backToSearch }).click();
    await signInInSpanish(page, people.pending);
    const info = page.getByRole("region", { name: es.applicantPage.applicantInformation });
    await expect(info.locator("dt", { hasText: es.applicantPage.phone }).locator("+ dd")).toHaveText(es.notAvailable);
  });

  test("a delivered applicant's assigned computer is listed under Spanish labels", async ({ page }) => {
    await signInInSpanish(page, people.client);
    const assigned = page.getByRole("region", { name: es.applicantPage.assigned });
    await expect(assigned.locator("dt", { hasText: es.applicantPage.model }).first()).toBeVisible();
    await expect(assigned).toContainText("ThinkPad");
    // The CRM's English values ("Donated", "Laptop") are read in Spanish too, not only the labels beside them.
    const value = (label: string) => assigned.locator("dt", { hasText: label }).first().locator("+ dd");
    await expect(value(es.applicantPage.status)).toHaveText(es.recordValues.deviceStatus.donated!);
    await expect(value(es.applicantPage.computerType)).toHaveText(es.recordValues.computerType.laptop!);
  });
});

test.describe("a standard denial reason in Spanish", () => {
  test("the status email and the tracker give the CRM's English reason in Spanish words", async ({ page }) => {
    await signInInSpanish(page, people.approved);
    const before = suite.smtp.countTo(people.approved);
    const pushed = await fetch(`${suite.server.url}/api/crm/records`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Authorization: `Bearer ${CRM_TOKEN}`,
        "X-Forwarded-For": "10.99.0.2",
      },
      body: JSON.stringify({
        module: "Contacts",
        records: [{ id: "A-6", Status: "Denied Applicant", Denial_Reason: possibleDenialReasons[1] }],
      }),
    });
    expect(pushed.status).toBe(200);
    const reason = `${esStatus.statusEmail.reason} ${es.applicantPage.possibleReasons[1]}`;

    const mail = await suite.smtp.waitFor(people.approved, { after: before });
    expect(mail.text).toContain(reason);
    expect(englishInEmail(mail)).toEqual([]);

    await page.reload();
    await expect(page.getByTestId("status-message")).toContainText(
      `${es.applicantPage.reason} ${es.applicantPage.possibleReasons[1]}`,
    );
    expect(await englishOnPage(page)).toEqual([]);
  });
});
