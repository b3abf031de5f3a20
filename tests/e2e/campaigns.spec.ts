import { expect, type Page } from "@playwright/test";
import { giveFrom, makeCampaign as makeLupeCampaign } from "../support/campaignFlow";
import { test } from "../support/test";
import { nuErrors } from "../support/nuChecker";
import { expectAccessible, expectAccessibleAtBothWidths, nuCollector } from "../support/pageChecks";
import { portalSuite } from "../support/portalSuite";
import { staffColleagues } from "../support/staffFlow";
import { startStripeStandIn, type StripeStandIn } from "../support/stripeStandIn";

/**
 * A campaign from end to end (issue 48 §2, decision 123), JavaScript off at 360 px, against the built server pointed
 * at the loopback Stripe stand-in: staff make a campaign with a $1,000 goal; two gifts given through its page's
 * button (one listed by first name, one not) move its bar and its count of donors, and the one not listed shows as
 * "Anonymous"; the page is in Spanish under /es; an unlisted campaign is `noindex`. Pages pass axe and the Nu checker.
 * The totals' rules (refunds, one donor giving twice) are the store's unit test (tests/unit/campaignStore.test.ts).
 */
test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
test.describe.configure({ mode: "serial" });

const TZ = "America/New_York";
const colleagues = staffColleagues("campaigns");
let stripe: StripeStandIn | undefined;
test.beforeAll(async () => void (stripe = await startStripeStandIn()));
test.afterAll(async () => stripe?.stop());
const suite = portalSuite("campaigns", {
  env: () => ({ ...stripe!.settings, STAFF_EMAILS: colleagues.staffEmails, ORG_TIME_ZONE: TZ }),
});
test.beforeAll(() => stripe!.deliverTo(`${suite.server.url}/api/payments/events`));
const nu = nuCollector("campaigns");

const makeCampaign = (page: Page, slug: string, listed: boolean, days?: { from: number; to: number }) =>
  makeLupeCampaign(page, suite.server.url, { slug, listed, timeZone: TZ, days });

const giveThrough = (page: Page, slug: string, donor: { name: string; email: string; listed: boolean }) =>
  giveFrom(
    page,
    {
      url: `${suite.server.url}/campaigns/${slug}`,
      link: "Give to this campaign",
      giving: "Your gift goes to the campaign “Laptops for Lupe”.",
    },
    donor,
  );

/** The campaign's page once the provider's webhooks are applied: reloaded until its count of donors is `donors`. */
async function expectDonors(page: Page, slug: string, donors: string) {
  await expect(async () => {
    await page.goto(`${suite.server.url}/campaigns/${slug}`);
    await expect(page.getByTestId("campaign-donors")).toHaveText(donors, { timeout: 100 });
  }).toPass();
}

test("staff make a $1,000 campaign; two gifts through its page move its bar and count, one shows as Anonymous", async ({
  page,
  browser,
}) => {
  await colleagues.signInNext(page, suite);
  await page.goto(`${suite.server.url}/staff/campaigns`);
  await page.getByRole("button", { name: "Make the campaign" }).click();
  await expect(page.getByText("Give the goal in whole dollars, such as 1000.").first()).toBeVisible();
  await expectAccessibleAtBothWidths(page, browser);
  nu.keep("staff-campaigns-refused", await page.content());
  await makeCampaign(page, "laptops-for-lupe", true);
  await expectAccessibleAtBothWidths(page, browser);
  nu.keep("staff-campaigns", await page.content());

  await page.goto(`${suite.server.url}/campaigns/laptops-for-lupe`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Laptops for Lupe");
  await expect(page.getByTestId("campaign-raised")).toHaveText("$0 raised of a $1,000 goal");
  await expect(page.getByTestId("campaign-donors")).toHaveText("0 donors");
  await expect(page.getByText("No gifts yet. Yours can be the first.")).toBeVisible();
  expect(await page.locator('meta[name="robots"]').count()).toBe(0);
  await expectAccessible(page, browser);
  nu.keep("campaign-empty", await page.content());

  await giveThrough(page, "laptops-for-lupe", { name: "Rosa Díaz", email: "rosa@campaign.test", listed: true });
  await expectDonors(page, "laptops-for-lupe", "1 donor");
  await expect(page.getByTestId("campaign-raised")).toHaveText("$50 raised of a $1,000 goal");
  await expect(page.getByRole("progressbar")).toHaveAttribute("value", "5");
  await giveThrough(page, "laptops-for-lupe", { name: "Ana Ruiz", email: "ana@campaign.test", listed: false });
  await expectDonors(page, "laptops-for-lupe", "2 donors");
  await expect(page.getByTestId("campaign-raised")).toHaveText("$100 raised of a $1,000 goal");
  await expect(page.getByRole("progressbar")).toHaveAttribute("value", "10");
  const gifts = page.getByTestId("campaign-gifts").getByRole("listitem");
  await expect(gifts.nth(0)).toContainText("Anonymous");
  await expect(gifts.nth(1)).toContainText("Rosa");
  await expect(page.getByTestId("campaign-gifts")).not.toContainText("Ruiz");
  await expectAccessible(page, browser);
  nu.keep("campaign", await page.content());

  await page.goto(`${suite.server.url}/es/campaigns/laptops-for-lupe`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Portátiles para Lupe");
  await expect(page.getByTestId("campaign-donors")).toHaveText("2 donantes");
  await expect(page.getByTestId("campaign-gifts")).toContainText("Anónimo");
  await expect(page.getByRole("link", { name: "Donar a esta campaña" })).toHaveAttribute(
    "href",
    /^\/es\/support\?campaign=C-/,
  );
  await expectAccessible(page, browser);
  nu.keep("campaign-es", await page.content());
});

test("an unlisted, ended campaign: reached by its address only, noindex, says it ended and thanks; unknown is 404", async ({
  page,
}) => {
  await colleagues.signInNext(page, suite);
  await makeCampaign(page, "for-one-family", false, { from: -10, to: -1 });
  await expect(page.getByRole("row", { name: /Laptops for Lupe/ }).first()).toBeVisible();
  await page.goto(`${suite.server.url}/campaigns/for-one-family`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("status")).toContainText("Thank you to everyone who gave.");
  await expect(page.getByRole("status")).toContainText("This campaign ended on");
  await expect(page.getByRole("link", { name: "Give to this campaign" })).toHaveCount(0);
  nu.keep("campaign-ended", await page.content());
  expect((await page.request.get(`${suite.server.url}/campaigns/no-such-campaign`)).status()).toBe(404);
});

test("every page passes the Nu checker", async () => {
  expect(await nuErrors(nu.files)).toEqual([]);
});
