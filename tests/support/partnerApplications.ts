import { expect, type Browser, type Page } from "@playwright/test";
import type * as en from "~/partners/content/en/application";
import { expectNoAxeViolations } from "./axe";
import { nuErrors } from "./nuChecker";
import { storeRows } from "./operatorProbes";
import { nuCollector } from "./pageChecks";
import { portalSuite } from "./portalSuite";
import { staffColleagues } from "./staffFlow";

/** A community centre applying in Spanish, as the partner specs send it. */
export const spanishOrg = {
  organization: "Centro Comunitario Unión",
  ein: "123456789",
  region: "NYC",
  address: "200 E 116th St, New York, NY 10029",
  website: "https://union.partner.test",
  contactName: "Inés Caseworker",
  email: "ines.caseworker@union.partner.test",
  phone: "(212) 555-0140",
  services: "Clases de inglés y ayuda con trámites.",
  distribution: "En nuestra oficina, con cita, por una trabajadora social.",
};

export const ORG_TIME_ZONE = "America/New_York";

/** Types the answers into the partner application form in the page's language, and ticks both confirmations. */
export async function fillPartnerApplication(
  page: Page,
  words: typeof en,
  answers: Record<string, string>,
  confirm = true,
) {
  const typing: [keyof typeof en.fields, string][] = [
    ["organization", answers.organization ?? ""],
    ["ein", answers.ein ?? ""],
    ["address", answers.address ?? ""],
    ["contactName", answers.contactName ?? ""],
    ["phone", answers.phone ?? ""],
    ["services", answers.services ?? ""],
    ["distribution", answers.distribution ?? ""],
  ];
  for (const [field, value] of typing)
    await page.getByLabel(words.fields[field] as string, { exact: true }).fill(value);
  await page.getByLabel(`${words.fields.website} ${words.page.optional}`).fill(answers.website ?? "");
  await page.getByLabel(words.fields.email, { exact: true }).fill(answers.email ?? "");
  if (answers.region) await page.getByLabel(words.fields.region).selectOption(answers.region);
  if (confirm) {
    await page.getByLabel(words.fields.confirmMission).check();
    await page.getByLabel(words.fields.confirmDistribution).check();
  }
}

/**
 * A partner spec's world: its portal suite with its own colleagues and the organisation's time zone, a colleague
 * signed in, the store read, and the pages it keeps, checked at its end with the partner emails that arrived.
 */
export function partnerSuite(name: string) {
  const colleagues = staffColleagues(name);
  const suite = portalSuite(name, { env: { STAFF_EMAILS: colleagues.staffEmails, ORG_TIME_ZONE } });
  const nu = nuCollector(name);
  /** Pages checked by axe at the end, in a context with JavaScript (axe is a script), with the cookies they need. */
  const forAxe: string[] = [];

  const query = <T>(text: string, ...params: unknown[]) => storeRows<T>(suite.server, text, ...params);

  const signInColleague = (page: Page) => colleagues.signInNext(page, suite);

  /** Runs axe over the pages kept for it, then the Nu checker over the pages and the partner emails (`atLeast`). */
  async function checkPagesAndEmails(page: Page, browser: Browser, atLeast: number) {
    const context = await browser.newContext({ javaScriptEnabled: true });
    await context.addCookies(await page.context().cookies());
    const checked = await context.newPage();
    for (const url of forAxe) {
      await checked.goto(url);
      for (const width of [360, 1280]) {
        await checked.setViewportSize({ width, height: 800 });
        await expectNoAxeViolations(checked, `${url} at ${width} px`);
      }
    }
    await context.close();
    nu.keepEmails(suite.smtp.messages.filter((mail) => /partner|socio/i.test(mail.text)));
    expect(nu.files.length).toBeGreaterThanOrEqual(atLeast);
    expect(await nuErrors(nu.files)).toEqual([]);
  }

  return { suite, query, signInColleague, keepForNu: nu.keep, forAxe, checkPagesAndEmails };
}
