/** The volunteer shifts' browser steps, shared by their specs: staff make a shift; a person signs up on the site. */
import { expect, type Browser, type Page } from "@playwright/test";
import { staffPages } from "~/config/routes";
import { expectAccessibleAtBothWidths, type nuCollector } from "./pageChecks";

/** axe at a phone's width and a desk's, never wider than either, and the page kept for the spec's Nu checker. */
export const accessibleAndKept = (nu: ReturnType<typeof nuCollector>) => async (page: Page, browser: Browser) => {
  await expectAccessibleAtBothWidths(page, browser);
  nu.keep(new URL(page.url()).pathname, await page.content());
};

export type Volunteer = {
  name: string;
  email?: string;
  phone?: string;
  age: string;
  signature?: string;
  guardian?: string;
};

/** The steps against the server at `base()` (read when a step runs, once the suite's server is up). */
export function volunteerFlow(base: () => string) {
  /** Staff (signed in) make a refurbishing shift in Hoboken; returns its id. */
  async function makeShift(
    page: Page,
    fields: { title: string; date: string; starts: string; ends: string; places: string; group?: string },
  ) {
    await page.goto(`${base()}${staffPages.volunteering.path}`);
    await page.getByLabel("Role").selectOption("refurbishing");
    await page.getByLabel("Title", { exact: true }).fill(fields.title);
    await page.getByLabel("Place", { exact: true }).fill("1 Main St, Hoboken NJ");
    await page.getByLabel("Day", { exact: true }).fill(fields.date);
    await page.getByLabel("Starts", { exact: true }).fill(fields.starts);
    await page.getByLabel("Ends", { exact: true }).fill(fields.ends);
    await page.getByLabel("Places", { exact: true }).fill(fields.places);
    await page.getByLabel("Minimum age").fill("14");
    if (fields.group) await page.getByLabel("Reserved for a group (day of service)").fill(fields.group);
    await page.getByRole("button", { name: "Make the shift" }).click();
    await expect(page.getByRole("heading", { level: 1, name: fields.title })).toBeVisible();
    return /\/staff\/volunteering\/([a-z2-9]{12})/.exec(page.url())![1]!;
  }

  /** A person fills in a shift's sign-up form and sends it; returns the answer's element. */
  async function signUp(page: Page, shift: string, who: Volunteer, locale: "en" | "es" = "en") {
    const es = locale === "es";
    await page.goto(`${base()}${es ? "/es" : ""}/volunteer/${shift}/sign-up`);
    await page.getByLabel(es ? "Su nombre" : "Your name", { exact: true }).fill(who.name);
    if (who.email) await page.getByLabel(es ? "Su correo electrónico" : "Your email address").fill(who.email);
    if (who.phone) await page.getByLabel(es ? "Su número de celular" : "Your mobile number").fill(who.phone);
    await page.getByLabel(es ? "Su edad" : "Your age").fill(who.age);
    if (who.signature)
      await page
        .getByLabel(es ? "Para firmar, escriba su nombre completo" : "To sign, type your full name")
        .fill(who.signature);
    if (who.guardian)
      await page.getByLabel(es ? "Menores de 18" : "Under 18: a parent or guardian signs").fill(who.guardian);
    await page.getByRole("button", { name: es ? "Inscribirse" : "Sign up" }).click();
    return page.getByTestId("sign-up-answer");
  }

  return { makeShift, signUp };
}
