import { expect, type APIRequestContext, type Page } from "@playwright/test";
import * as en from "~/gifts/content/en/supporters";
import * as es from "~/gifts/content/es/supporters";
import { giveFrom, makeCampaign } from "../support/campaignFlow";
import { test } from "../support/test";
import { nuErrors } from "../support/nuChecker";
import { expectAccessible, expectAccessibleAtBothWidths, nuCollector } from "../support/pageChecks";
import { portalSuite } from "../support/portalSuite";
import { linkIn } from "../support/smtpCapture";
import { staffColleagues } from "../support/staffFlow";
import { startStripeStandIn, type StripeStandIn } from "../support/stripeStandIn";

/**
 * A supporter's own page from end to end (issue 48 §3, decision 125), JavaScript off at 360 px, against the built
 * server pointed at the loopback Stripe stand-in: a supporter starts a page in Spanish and confirms it from the
 * emailed link; it answers 404 (kept by no one) until staff approve it at the campaign's staff page, which emails the
 * supporter; a gift through it (paid on the stand-in) credits the supporter's bar and shows them in the campaign's
 * ranking; the campaign page's ETag changes with the approval and the gift (and a client holding it gets a 304);
 * paused, the page says so, leaves the ranking and its give link no longer credits it. Pages pass axe and the Nu checker, and so do the two emails. The ranking's rules (dollars
 * then donors, listed only, paused hidden) are the store's unit test (tests/unit/campaignSupporters.test.ts).
 */
test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
test.describe.configure({ mode: "serial" });

const TZ = "America/New_York";
const colleagues = staffColleagues("supporters");
let stripe: StripeStandIn | undefined;
test.beforeAll(async () => void (stripe = await startStripeStandIn()));
test.afterAll(async () => stripe?.stop());
const suite = portalSuite("supporters", {
  env: () => ({ ...stripe!.settings, STAFF_EMAILS: colleagues.staffEmails, ORG_TIME_ZONE: TZ }),
});
test.beforeAll(() => stripe!.deliverTo(`${suite.server.url}/api/payments/events`));
const nu = nuCollector("supporters");

const SUPPORTER = "maria.supporter@campaign.test";
const campaignUrl = () => `${suite.server.url}/campaigns/laptops-for-lupe`;
const supporterUrl = (locale = "") => `${suite.server.url}${locale}/campaigns/laptops-for-lupe/maria-nunez`;

/** The campaign page's validator now, and that it is the revalidated kind: kept, asked about every time. */
async function campaignEtag(request: APIRequestContext): Promise<string> {
  const answer = await request.get(campaignUrl());
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toBe("public, no-cache");
  return answer.headers()["etag"]!;
}

/** A page reloaded until the webhook's job has applied the payment: its count of donors is `donors`. */
async function expectDonors(page: Page, url: string, donors: string) {
  await expect(async () => {
    await page.goto(url);
    await expect(page.getByTestId("campaign-donors")).toHaveText(donors, { timeout: 100 });
  }).toPass();
}

test("a supporter's page: confirmed, hidden until approved, credited by a gift, ranked, revalidated, paused", async ({
  page,
  browser,
}) => {
  await colleagues.signInNext(page, suite);
  await makeCampaign(page, suite.server.url, { slug: "laptops-for-lupe", listed: true, timeZone: TZ });

  // The supporter starts a page in Spanish; a goal that is not one is refused with its sentence and the rest kept.
  const words = es.start;
  await page.goto(`${suite.server.url}/es/campaigns/laptops-for-lupe`);
  await page.getByRole("link", { name: es.ranking.startOwn }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.heading("Portátiles para Lupe"));
  await page.getByLabel(words.name).fill("María Núñez");
  await page.getByLabel(words.email).fill(SUPPORTER);
  await page.getByLabel(words.why).fill("Mi hija aprendió a programar con una portátil donada.");
  await page.getByLabel(words.goal).fill("5");
  await page.getByLabel(words.listed).check();
  await page.getByRole("button", { name: words.submit }).click();
  await expect(page.getByText(words.errors.goal).first()).toBeVisible();
  await expect(page.getByLabel(words.name)).toHaveValue("María Núñez");
  await expectAccessible(page, browser);
  nu.keep("start-refused-es", await page.content());
  await page.getByLabel(words.goal).fill("500");
  await page.getByRole("button", { name: words.submit }).click();
  await expect(page.getByTestId("supporter-answer")).toHaveText(words.sent(SUPPORTER));

  // Unconfirmed and then unapproved, the page is a 404 that no one keeps.
  const hidden = async () => {
    const answer = await page.request.get(supporterUrl("/es"));
    expect(answer.status()).toBe(404);
    expect(answer.headers()["cache-control"]).toBe("no-store");
  };
  await hidden();
  const confirmation = await suite.smtp.waitFor(SUPPORTER);
  await page.goto(linkIn(confirmation, /https?:\/\/\S+\/es\/campaigns\/laptops-for-lupe\/confirm\/[\w-]{43}/));
  await expect(page.getByTestId("supporter-answer")).toHaveText(es.confirm.intro);
  nu.keep("confirm-es", await page.content());
  await page.getByRole("button", { name: es.confirm.button }).click();
  await expect(page.getByTestId("supporter-answer")).toHaveText(es.confirm.done);
  await expectAccessible(page, browser);
  await hidden();

  // Staff approve it at the campaign's staff page; the supporter is told, and the campaign's validator moves.
  const before = await campaignEtag(page.request);
  await page.goto(`${suite.server.url}/staff/campaigns`);
  await page.getByRole("link", { name: "Supporters' pages of Laptops for Lupe" }).click();
  await expect(page.getByRole("row", { name: /María Núñez/ })).toContainText("Waiting for approval, listed");
  await expectAccessibleAtBothWidths(page, browser);
  nu.keep("staff-campaign", await page.content());
  await page.getByRole("button", { name: "Approve María Núñez" }).click();
  await expect(page.getByText("María Núñez's page is approved")).toBeVisible();
  const approval = await suite.smtp.waitFor(SUPPORTER, { after: 1 });
  expect(approval.text).toContain(supporterUrl("/es"));
  nu.keepEmails([confirmation, approval]);
  const approved = await campaignEtag(page.request);
  expect(approved).not.toBe(before);

  await page.goto(supporterUrl("/es"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("María Núñez");
  await expect(page.getByTestId("campaign-raised")).toHaveText("$0 recaudados de una meta de $500");
  await expectAccessible(page, browser);
  nu.keep("supporter-es", await page.content());

  // A gift through her page credits her and the campaign, and moves the campaign's validator.
  await giveFrom(
    page,
    {
      url: supporterUrl(),
      link: en.page.give("María Núñez"),
      giving: en.givingThrough("Laptops for Lupe", "María Núñez"),
    },
    { name: "Rosa Díaz", email: "rosa@supporters.test", listed: false },
  );
  const opened = stripe!.calls
    .filter((call) => call.method === "POST" && call.path === "/v1/checkout/sessions")
    .at(-1)!;
  expect(opened.body["metadata[supporter_id]"]).toMatch(/^SP-/);
  expect(opened.body["metadata[campaign_id]"]).toMatch(/^C-/);
  await expectDonors(page, supporterUrl(), "1 donor");
  await expect(page.getByTestId("campaign-raised")).toHaveText("$50 raised of a $500 goal");
  await expect(page.getByRole("progressbar")).toHaveAttribute("value", "10");
  nu.keep("supporter", await page.content());
  const giveThroughHer = await page.getByRole("link", { name: en.page.give("María Núñez") }).getAttribute("href");
  const given = await campaignEtag(page.request);
  expect(given).not.toBe(approved);
  const held = await page.request.get(campaignUrl(), { headers: { "If-None-Match": given } });
  expect(held.status()).toBe(304);
  await page.goto(campaignUrl());
  await expect(page.getByTestId("campaign-donors")).toHaveText("1 donor");
  await expect(page.getByTestId("campaign-supporters")).toHaveText("María Núñez: $50 raised, 1 donor");
  await expectAccessible(page, browser);
  nu.keep("campaign-ranked", await page.content());

  // Paused: the page says so instead, and leaves the ranking.
  await page.goto(`${suite.server.url}/staff/campaigns/laptops-for-lupe`);
  await page.getByRole("button", { name: "Pause María Núñez" }).click();
  await expect(page.getByText("María Núñez's page is paused")).toBeVisible();
  expect(await campaignEtag(page.request)).not.toBe(given);
  await page.goto(supporterUrl("/es"));
  await expect(page.getByTestId("supporter-paused")).toHaveText(es.page.paused("Portátiles para Lupe"));
  await expect(page.getByTestId("campaign-raised")).toHaveCount(0);
  nu.keep("supporter-paused-es", await page.content());
  await page.goto(campaignUrl());
  await expect(page.getByText(en.ranking.none)).toBeVisible();
  // Its give link, kept from before, now makes a gift to the campaign alone.
  await page.goto(`${suite.server.url}${giveThroughHer}`);
  await expect(page.getByTestId("giving-campaign")).toHaveText("Your gift goes to the campaign “Laptops for Lupe”.");
});

test("every page passes the Nu checker", async () => {
  expect(await nuErrors(nu.files)).toEqual([]);
});
