import { expect, type Page } from "@playwright/test";
import { dayIn } from "~/gifts/days";

/** A day `days` from today in the organisation's time zone, as the staff's date fields take it. */
export const inDays = (timeZone: string, days: number) => dayIn(timeZone, Date.now() + days * 86_400_000);

/** Staff (signed in) make a $1,000 campaign "Laptops for Lupe" at `slug`, open on the days given. */
export async function makeCampaign(
  page: Page,
  base: string,
  campaign: { slug: string; listed: boolean; timeZone: string; days?: { from: number; to: number } },
) {
  const days = campaign.days ?? { from: -1, to: 30 };
  await page.goto(`${base}/staff/campaigns`);
  await page.getByLabel("Address", { exact: true }).fill(campaign.slug);
  await page.getByLabel("Title in English").fill("Laptops for Lupe");
  await page.getByLabel("Title in Spanish").fill("Portátiles para Lupe");
  await page.getByLabel("Story in English").fill("Lupe starts her class in January.\n\nA laptop lets her practise.");
  await page.getByLabel("Story in Spanish").fill("Lupe empieza su clase en enero.");
  await page.getByLabel("Goal in whole dollars").fill("1000");
  await page.getByLabel("First day").fill(inDays(campaign.timeZone, days.from));
  await page.getByLabel("Last day").fill(inDays(campaign.timeZone, days.to));
  if (!campaign.listed) await page.getByLabel(/^Listed/).uncheck();
  await page.getByRole("button", { name: "Make the campaign" }).click();
  await expect(page.getByText(`Campaign made: /campaigns/${campaign.slug}`)).toBeVisible();
}

/**
 * A $50 gift given from a page's give link (`link`), its giving form saying `giving`, paid on the stand-in's hosted
 * page; the donor listed by name or not.
 */
export async function giveFrom(
  page: Page,
  from: { url: string; link: string; giving: string },
  donor: { name: string; email: string; listed: boolean },
) {
  await page.goto(from.url);
  await page.getByRole("link", { name: from.link }).click();
  await expect(page.getByTestId("giving-campaign")).toHaveText(from.giving);
  await page.getByLabel("Your name", { exact: true }).fill(donor.name);
  await page.getByLabel("Email", { exact: true }).fill(donor.email);
  if (donor.listed) await page.getByLabel("You may show my name on public lists of our supporters").check();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/pay\/cs_/);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByTestId("gift-answer")).toContainText("Your gift of $50 is received.");
}
