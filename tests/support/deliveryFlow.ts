import { expect, type Locator, type Page } from "@playwright/test";
import * as en from "~/applications/content/en/words";
import { staffPages } from "~/config/routes";

/** Answers the recommender's page in its language (the applicant's). */
export async function recommend(page: Page, link: string, words: typeof en = en) {
  await page.goto(link);
  await page.getByLabel(words.recommend.howKnown).fill("Caseworker");
  await page.getByLabel(words.recommend.howLong).fill("2 years");
  await page.getByLabel(words.recommend.howHelp).fill("School and work");
  await page.getByLabel(words.recommend.servesRegion).check();
  await page.getByRole("button", { name: words.recommend.send }).click();
  await expect(page.getByRole("status")).toHaveText(words.recommend.thanks);
}

/** Presses a button whose form posts, once the page has the answer. */
export async function press(page: Page, button: Locator) {
  await Promise.all([page.waitForResponse((answer) => answer.request().method() === "POST"), button.click()]);
  await page.waitForLoadState("domcontentloaded");
}

/**
 * As signed-in staff, on an applicant's page: starts the review, approves, gives them the first device ready and
 * marks the delivery. The device's id.
 */
export async function approveAndDeliver(page: Page, base: string, contactId: string): Promise<string> {
  await page.goto(`${base}${staffPages.applications.path}/${contactId}`);
  await press(page, page.getByRole("button", { name: "Start review" }));
  await press(page, page.getByRole("button", { name: "Approve" }));
  const device = (
    await page
      .getByRole("table", { name: /^Devices ready to give/ })
      .locator("tbody th")
      .first()
      .innerText()
  ).trim();
  await press(page, page.getByRole("button", { name: `Assign ${device}`, exact: true }));
  await press(page, page.getByRole("button", { name: "Mark delivered" }));
  return device;
}
