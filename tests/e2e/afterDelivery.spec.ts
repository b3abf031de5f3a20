import { expect, type Page } from "@playwright/test";
import * as words from "~/applications/content/en/words";
import * as helpEn from "~/applications/content/en/help";
import * as welcomeEn from "~/content/welcome";
import * as welcomeEs from "~/content/es/welcome";
import { welcomeLinks } from "~/config/welcomeLinks";
import { storyWords } from "~/kits/stories/content/en/words";
import { textsIn } from "~/sms/textWords";
import { test } from "../support/test";
import { applicationReview } from "../support/applicationReview";
import { approveAndDeliver, press, recommend } from "../support/deliveryFlow";
import { nuErrors } from "../support/nuChecker";
import { expectAccessible, nuCollector } from "../support/pageChecks";
import { signInAs } from "../support/portalFlow";
import { signInStaff } from "../support/staffFlow";
import { people } from "../support/portalFixtures";
import { portalSuite } from "../support/portalSuite";
import { linkIn } from "../support/smtpCapture";
import { TOKEN } from "../support/crmPushSuite";
import { inboundText, startTwilioStandIn } from "../support/twilioStandIn";

/**
 * After the computer arrives (issue 50 §2), with JavaScript off at 360 px, against the built server, real SMTP and
 * the Twilio stand-in: a delivered applicant who chose texts answers the follow-up "No" by text and staff see the
 * device with the request, answer it by text and close it; another asks for help from the tracker and answers the
 * follow-up by its link agreeing to share; the consented story is on the donor's donation page and the unconsented
 * one nowhere; /welcome in both languages. Pages pass axe and the Nu checker.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
test.describe.configure({ mode: "serial" });

let standIn: Awaited<ReturnType<typeof startTwilioStandIn>>;
test.beforeAll(async () => {
  standIn = await startTwilioStandIn();
});
test.afterAll(async () => standIn?.stop());

const suite = portalSuite("after-delivery", {
  env: () => ({
    ...standIn.settings,
    FOLLOW_UP_AFTER: "1s",
    CRM_PUSH_TOKEN: TOKEN,
    STAFF_EMAILS: "help1@org.test,help2@org.test,help3@org.test",
  }),
});
const review = applicationReview(suite);
const nu = nuCollector("after-delivery");
const serverErrors: string[] = [];
test.beforeEach(({ page }) => {
  page.on("response", (response) => {
    if (response.status() >= 500) serverErrors.push(`${response.status()} ${response.url()}`);
  });
});

/** Keeps the page for the Nu checker, checks it with axe, and that nothing is wider than the phone. */
async function check(page: Page) {
  nu.keep(new URL(page.url()).pathname, await page.content());
  await expectAccessible(page, page.context().browser()!);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), page.url()).toBeLessThanOrEqual(360);
}

/**
 * Applies, has the letter sent, and is delivered by staff signed in as `colleague` (after `before`, what the CRM
 * records of the applicant first): the record and its device, by model and id as staff's list names it.
 */
async function delivered(
  page: Page,
  fullName: string,
  colleague: string,
  before?: (contactId: string) => Promise<void>,
) {
  const person = review.someone(fullName);
  const { contactId } = await review.apply(page, person);
  await before?.(contactId);
  const letter = await suite.smtp.waitFor(person.recommender.email);
  await recommend(page, linkIn(letter, /https?:\/\/\S+\/recommend\/[\w-]{43}/));
  await signInStaff(page, suite.server.url, suite.smtp, colleague);
  const device = await approveAndDeliver(page, suite.server.url, contactId);
  const [, model, id] = /^(.*) \((.+)\)$/.exec(device)!;
  return { person, contactId, device, model: model!, id: id! };
}

/** The first email to `address` whose text holds `words`, once it has arrived. */
async function mailSaying(address: string, words: string) {
  const find = () => suite.smtp.messages.find((mail) => mail.to.includes(address) && mail.text.includes(words));
  await expect.poll(() => find() !== undefined, { timeout: 30_000 }).toBe(true);
  return find()!;
}

/** Staff's card of a person's request for help about that device. */
const helpCard = (page: Page, name: string, device: string) =>
  page.getByRole("article", { name: `${name}: ${device}` });

const mobile = "+12015550142";
const texts = textsIn("en", "http://127.0.0.1");
const sms = async (Body: string) => {
  const inbound = inboundText(suite.server.url, { From: mobile, Body });
  const answer = await fetch(inbound.url, { method: "POST", headers: inbound.headers, body: inbound.body });
  expect(answer.status).toBe(200);
  return answer.text();
};

test("a follow-up's No by text reaches staff with the device; staff answer by text and close it", async ({
  page,
  request,
}) => {
  // The CRM records that he wants texts, at his mobile number.
  const { device } = await delivered(page, "Luis Ortega", "help1@org.test", async (contactId) => {
    const pushed = await request.post(`${suite.server.url}/api/crm/records`, {
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${TOKEN}` },
      data: Buffer.from(
        JSON.stringify({ module: "Contacts", records: [{ id: contactId, Phone: mobile, Contact_By: "Text" }] }),
      ),
    });
    expect(pushed.status()).toBe(200);
  });

  const deliveredText = await standIn.waitFor(mobile, (body) => body.includes("/welcome"));
  expect(deliveredText.body).toContain("your computer was delivered");
  await standIn.waitFor(mobile, (body) => body.includes("reply NO"));
  expect(await sms("NO")).toContain(texts.askProblem());
  expect(await sms("The battery does not charge")).toContain(texts.helpReceived());

  await page.goto(`${suite.server.url}/staff/help`);
  const card = helpCard(page, "Luis Ortega", device);
  await expect(card).toContainText("The battery does not charge");
  await expect(card).toContainText("from a text reply");
  await expect(card).toContainText("Within warranty, until");
  await check(page);
  await card.getByLabel("Answer (the person reads it)").fill("Try another outlet; we will call if it still fails.");
  await press(page, card.getByRole("button", { name: "Send the answer" }));
  await expect(page.getByText("Answered by text: it is on its way.")).toBeVisible();
  const answer = await standIn.waitFor(mobile, (body) => body.includes("about your request for help"));
  expect(answer.body).toContain("Try another outlet");
  await card.getByLabel("How it ended").selectOption("fixed-remotely");
  await press(page, card.getByRole("button", { name: "Close the request" }));
  await expect(card.getByTestId("help-state")).toHaveText("Closed: Fixed remotely");
  await expect(card.getByRole("button", { name: "Send the answer" })).toHaveCount(0);

  // He answers the rest by the texted link, and does not agree to share.
  const link = (await standIn.waitFor(mobile, (body) => body.includes("/follow-up/"))).body.match(
    /\S+\/follow-up\/[\w-]{43}/,
  )![0];
  await page.context().clearCookies();
  await page.goto(link.startsWith("http") ? link : `http://${link}`);
  await page.getByLabel(words.followUp.usingIt).fill("Job search every morning");
  await page.getByRole("group", { name: words.followUp.workingWell }).getByLabel(words.pages.yes).check();
  await page
    .getByRole("group", { name: helpEn.followUpMore.share })
    .getByLabel(helpEn.followUpMore.shareChoices.none)
    .check();
  await page.getByRole("button", { name: words.followUp.send }).click();
  await expect(page.getByRole("status")).toHaveText(words.followUp.thanks);
});

test("a delivered applicant asks for help from the tracker and shares a story that reaches the donor of the device", async ({
  page,
}) => {
  const { person, contactId, device, model, id } = await delivered(page, "Jo Rivera", "help2@org.test");
  const deliveryMail = await mailSaying(person.email, "/welcome");
  expect(deliveryMail.text).toContain(`${suite.server.url}/welcome`);
  expect(deliveryMail.text).toContain("12-month warranty");
  // The follow-up first, so the sign-in link is the next email.
  const followUp = await mailSaying(person.email, "/follow-up/");

  await page.context().clearCookies();
  await signInAs(page, suite.server.url, suite.smtp, person.email);
  await page.getByRole("link", { name: helpEn.help.trackerLink }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(helpEn.help.title);
  await expect(page.getByTestId("warranty")).toContainText("12-month warranty, until");
  await page.getByRole("button", { name: helpEn.help.send }).click();
  await expect(page.locator("#problem-error")).toHaveText(helpEn.help.errors.problem);
  await page.getByLabel(helpEn.help.problem).fill("The screen stays black");
  await page.getByRole("button", { name: helpEn.help.send }).click();
  await expect(page.getByRole("status")).toHaveText(helpEn.help.sent);
  await expect(page.getByRole("region", { name: helpEn.help.yours })).toContainText("The screen stays black");
  await check(page);

  await page.context().clearCookies();
  await page.goto(linkIn(followUp, /https?:\/\/\S+\/follow-up\/[\w-]{43}/));
  await check(page);
  await page.getByLabel(words.followUp.usingIt).fill("My daughter does her homework on it");
  await page.getByRole("group", { name: words.followUp.workingWell }).getByLabel(words.pages.yes).check();
  await page
    .getByRole("group", { name: helpEn.followUpMore.share })
    .getByLabel(helpEn.followUpMore.shareChoices["first-name"])
    .check();
  await page.getByRole("button", { name: words.followUp.send }).click();
  await expect(page.getByRole("status")).toHaveText(words.followUp.thanks);

  await signInStaff(page, suite.server.url, suite.smtp, "help3@org.test");
  await page.goto(`${suite.server.url}/staff/applications/${contactId}`);
  await expect(review.fact(page, "May be shared")).toHaveText("Yes, with the first name");
  await page.goto(`${suite.server.url}/staff/help`);
  await expect(helpCard(page, "Jo Rivera", device)).toContainText("from the tracker");
  await page.goto(`${suite.server.url}/staff/stories`);
  await expect(page.getByRole("region", { name: "Stories table" })).toContainText(
    "My daughter does her homework on it",
  );
  await expect(page.locator("main")).not.toContainText("Job search every morning");
  await check(page);
  await press(page, page.getByRole("button", { name: "Show on /impact" }));
  await expect(page.getByRole("button", { name: "Take off /impact" })).toBeVisible();

  await page.context().clearCookies();
  await signInAs(page, suite.server.url, suite.smtp, people.donor);
  await page.goto(`${suite.server.url}/portal/donations/D-1`);
  const stories = page.getByRole("region", { name: storyWords.donationHeading });
  await expect(stories).toContainText("My daughter does her homework on it");
  await expect(stories).toContainText(`Jo, ${storyWords.device(model, id)}`);
  await expect(page.locator("main")).not.toContainText("Job search every morning");
  await check(page);
  // The story staff chose is on /impact (its first rendering on this server); the unconsented one is not.
  await page.goto(`${suite.server.url}/impact`);
  await expect(page.locator("#stories")).toContainText("My daughter does her homework on it");
  await expect(page.locator("main")).not.toContainText("Job search every morning");
});

test("/welcome is the new owner's page in English and Spanish", async ({ page }) => {
  for (const [path, content] of [
    ["/welcome", welcomeEn],
    ["/es/welcome", welcomeEs],
  ] as const) {
    await page.goto(`${suite.server.url}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.welcomeIntro.heading);
    for (const section of Object.values(content.welcomeSections))
      await expect(page.getByRole("heading", { level: 2, name: section.heading })).toBeVisible();
    await check(page);
  }
  // On the Spanish page, this site's pages in Spanish, and another site's Spanish address where it has one.
  const { shield, lifeline } = welcomeEs.welcomeSections.online.links;
  await expect(page.getByRole("link", { name: shield })).toHaveAttribute("href", "/es/shield");
  await expect(page.getByRole("link", { name: lifeline })).toHaveAttribute("href", welcomeLinks.online[1].href.es);
});

test("no answer was a 5xx, and the pages pass the Nu HTML checker", async () => {
  expect(serverErrors).toEqual([]);
  expect(await nuErrors(nu.files)).toEqual([]);
});
