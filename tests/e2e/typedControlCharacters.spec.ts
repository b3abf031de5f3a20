import { expect } from "@playwright/test";
import { staffPages } from "~/config/routes";
import { dayIn } from "~/classes/meetings";
import * as classesEn from "~/classes/content/en/words";
import * as classesEs from "~/classes/content/es/words";
import { test } from "../support/test";
import { storeRows } from "../support/operatorProbes";
import { portalSuite } from "../support/portalSuite";
import { signInStaff } from "../support/staffFlow";

/**
 * The forms' one rule of characters (issue 45), with JavaScript off against the built server: a NUL typed into a
 * staff class title or a class sign-up name is refused with the form's sentence beside the field, nothing is stored,
 * and the rest of what was typed is kept (the field itself without what was refused). The Shield cancellation's
 * reason is in `shieldAccount.spec.ts`, where a subscriber is signed in.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const ORG_TIME_ZONE = "America/New_York";
const colleague = "classes1@org.test";
const suite = portalSuite("typed-controls", { env: { STAFF_EMAILS: colleague, ORG_TIME_ZONE } });
const tomorrow = dayIn(ORG_TIME_ZONE, Date.now() + 86_400_000);
let sessionId = "";

test("a staff class title with a NUL or a direction control is refused, what was typed kept", async ({ page }) => {
  await signInStaff(page, suite.server.url, suite.smtp, colleague);
  for (const [typedTitle, keptTitle] of [
    ["Tuesday\u0000 evenings", "Tuesday evenings"],
    ["Tuesday \u202eevenings", "Tuesday evenings"],
  ]) {
    await page.goto(`${suite.server.url}${staffPages.classes.path}`);
    await page.getByLabel("Course").selectOption("digital-skills");
    await page.getByLabel("Title").fill(typedTitle!);
    await page.getByLabel("Place", { exact: true }).fill("Hope House, 1 Main St, Newark NJ");
    await page.getByLabel("Seats").fill("7");
    await page.getByLabel("First meeting").fill(tomorrow);
    const refused = page.waitForResponse((answer) => answer.request().method() === "POST");
    await page.getByRole("button", { name: "Make the session" }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.locator("#title-error")).toContainText("The title held a control character");
    await expect(page.getByLabel("Title")).toHaveValue(keptTitle!);
    await expect(page.getByLabel("Place", { exact: true })).toHaveValue("Hope House, 1 Main St, Newark NJ");
    await expect(page.getByLabel("Seats")).toHaveValue("7");
  }
  expect(storeRows(suite.server, `SELECT id FROM class_sessions`)).toEqual([]);
  await page.getByRole("button", { name: "Make the session" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tuesday evenings" })).toBeVisible();
  sessionId = /\/staff\/classes\/([a-z2-9]{10})/.exec(page.url())![1]!;
});

test("a sign-up name with a NUL is refused in both languages, the email kept; nothing is stored", async ({ page }) => {
  for (const [prefix, words, nameLabel, emailLabel, send] of [
    ["", classesEn, "Your name", "Your email address", "Sign up"],
    ["/es", classesEs, "Su nombre", "Su correo electrónico", "Inscribirse"],
  ] as const) {
    await page.goto(`${suite.server.url}${prefix}/dsclasses/${sessionId}/sign-up`);
    await page.getByLabel(nameLabel).fill("Ana\u0000 Díaz");
    await page.getByLabel(emailLabel).fill("ana@student.test");
    const refused = page.waitForResponse((answer) => answer.request().method() === "POST");
    await page.getByRole("button", { name: send }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByText(words.form.errors.nameCharacters)).toBeVisible();
    await expect(page.getByLabel(nameLabel)).toHaveValue("Ana Díaz");
    await expect(page.getByLabel(emailLabel)).toHaveValue("ana@student.test");
  }
  expect(storeRows(suite.server, `SELECT seq FROM class_seats`)).toEqual([]);
});
