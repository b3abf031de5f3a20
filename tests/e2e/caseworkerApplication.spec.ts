import { expect, type Browser, type Page } from "@playwright/test";
import * as applicationWords from "~/applications/content/en/words";
import * as esApplication from "~/applications/content/es/words";
import * as en from "~/partners/content/en/portal";
import * as es from "~/partners/content/es/portal";
import { expectAccessible, nuCollector } from "../support/pageChecks";
import { nuErrors } from "../support/nuChecker";
import { asNewClient } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";
import { signInPartner } from "../support/partnerFlow";
import { test } from "../support/test";

/**
 * Issue 38, section 3 (decision 093), with JavaScript off against the built server and a real SMTP server: a
 * caseworker fills in an application with a client in the partner portal; the client is emailed its number and is on
 * the partner's list, already recommended; the box saying the client agreed is required, and refusing it keeps what
 * was typed; the draft and its result open for nobody else (another partner's caseworker, or a colleague); no 5xx.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const suite = portalSuite("caseworker-application");
const rosa = "rosa@partner.test"; // Hoboken Family Center (P-1)
const intake = "intake@partner.test"; // Hoboken Family Center too: a colleague of Rosa's
const sam = "sam@partner.test"; // Library (P-2)
const client = { name: "Cora Client", email: "cora.client@example.test" };
const nu = nuCollector("caseworker-application");
const statuses: number[] = [];
/** The sent draft's address and the one started and left, for the tests that try to open them as someone else. */
const drafts = { sent: "", unsent: "" };

test.beforeEach(({ page }) => {
  page.on("response", (response) => statuses.push(response.status()));
});

async function checked(page: Page, browser: Browser, name: string) {
  nu.keep(name, await page.content());
  await expectAccessible(page, browser);
}

async function screener(page: Page) {
  const words = applicationWords;
  await page.getByLabel(words.screener.zip).fill("07030");
  await page.getByLabel(words.screener.householdSize).fill("3");
  await page.getByRole("group", { name: words.screener.programme }).getByLabel(words.pages.yes).check();
  await page.getByRole("button", { name: words.pages.continue }).click();
  await expect(page).toHaveURL(/\/partners\/clients\/[\w-]{24}\/about$/);
  return new URL(page.url()).pathname.replace(/\/about$/, "");
}

test("a caseworker starts an application for a client, who is emailed the number and is on the list as recommended", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const words = applicationWords;
  await signInPartner(suite, page, rosa);
  await page.getByRole("link", { name: en.client.start }).click();
  await expect(page).toHaveURL(/\/partners\/clients\/new$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.steps.screener);
  await checked(page, browser, "screener");
  drafts.sent = await screener(page);

  // A step that cannot be used keeps what was typed, with its sentence and a 400.
  await page.getByLabel(words.about.fullName).fill(client.name);
  await page.getByLabel(words.about.email, { exact: true }).fill("not an address");
  const refusedAbout = page.waitForResponse((answer) => answer.request().method() === "POST");
  await page.getByRole("button", { name: words.pages.continue }).click();
  expect((await refusedAbout).status()).toBe(400);
  await expect(page.getByLabel(words.about.fullName)).toHaveValue(client.name);
  await expect(page.getByText(words.errors.email).first()).toBeVisible();
  await checked(page, browser, "about-refused");
  await page.getByLabel(words.about.email, { exact: true }).fill(client.email);
  await page.getByRole("group", { name: words.about.language }).getByLabel(words.about.languages.en).check();
  await page.getByRole("button", { name: words.pages.continue }).click();

  await page.getByLabel(words.devices.laptop).selectOption("1");
  await page.getByRole("button", { name: words.pages.continue }).click();

  await expect(page).toHaveURL(/\/recommender$/);
  await expect(page.getByText(en.client.recommendIntro("Hoboken Family Center"))).toBeVisible();
  await checked(page, browser, "recommender");
  // The names on this step are the caseworker's own: their sentences say so (issue 45).
  await page.getByRole("button", { name: words.pages.continue }).click();
  await expect(page.locator("#firstName-error")).toHaveText(en.client.errors.firstName);
  await expect(page.locator("#lastName-error")).toHaveText(en.client.errors.lastName);
  await expect(page.getByText(words.errors.recommenderFirst)).toHaveCount(0);
  await page.getByLabel(en.client.firstName).fill("Rosa");
  await page.getByLabel(en.client.lastName).fill("Diaz");
  await page.getByLabel(words.recommend.howKnown).fill("She comes to our computer class");
  await page.getByLabel(words.recommend.howLong).fill("Two years");
  await page.getByLabel(words.recommend.howHelp).fill("Homework and applying for jobs");
  await page.getByRole("button", { name: words.pages.continue }).click();

  // Check and send: the box saying the client agreed is required; refused, the answers are all still there.
  await expect(page).toHaveURL(/\/check$/);
  await expect(page.getByText(client.email)).toBeVisible();
  await checked(page, browser, "check");
  const refused = page.waitForResponse((answer) => answer.request().method() === "POST");
  await page.getByRole("button", { name: en.client.send }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByText(en.client.errors.agreed).first()).toBeVisible();
  await expect(page.getByText(client.name)).toBeVisible();
  await expect(page.getByText("Homework and applying for jobs")).toBeVisible();
  nu.keep("check-refused", await page.content());

  const before = suite.smtp.countTo(client.email);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: en.client.send }).click();
  await expect(page).toHaveURL(new RegExp(`${drafts.sent}/sent$`));
  // The caseworker sees the application's number, and what the client was sent, to what (issue 45).
  await expect(page.getByRole("status")).toHaveText(/^Application number: [2-9A-Z]{4}-[2-9A-Z]{4}$/);
  await expect(page.getByText(en.client.emailed(client.email))).toBeVisible();
  await checked(page, browser, "sent");

  // The client gets the application's own confirmation, with its number, saying the partner recommended them.
  const mail = await suite.smtp.waitFor(client.email, { after: before });
  const number = /Its number is ([A-Z0-9-]+)\./.exec(mail.text)?.[1];
  expect(number).toBeTruthy();
  expect(mail.text).toContain(words.emails.received.recommended("Hoboken Family Center"));
  await expect(page.getByRole("status")).toHaveText(en.client.number(number!));

  // On the partner's list, recommended; the applicant page says the organization wrote the recommendation.
  await page.goto(`${suite.server.url}/partners`);
  const row = page.getByRole("row", { name: new RegExp(client.name) });
  await expect(row).toContainText("Recommendation Received");
  await expect(row).toContainText(en.list.letterIn);
  await expect(row.getByRole("cell", { name: number! })).toBeVisible();
  // At 360 px the list is one card per applicant, each line named by its column: nothing cut, no sideways scroll.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  // The last column's cell, read out with its column's name, lies within the screen's width.
  const letter = row.getByRole("cell", { name: `${en.list.letter} ${en.list.letterIn}`, exact: true });
  const box = (await letter.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  expect(await letter.evaluate((cell) => getComputedStyle(cell, "::before").content)).toBe(`"${en.list.letter}"`);
  await expect(page.getByRole("region", { name: en.list.tableLabel })).toBeVisible();
  await checked(page, browser, "list-360");
  await page.setViewportSize({ width: 1280, height: 720 });
  await row.getByRole("link", { name: client.name }).click();
  await expect(page).toHaveURL(new RegExp(`/partners/applicants/WEB-${number}$`));
  await expect(page.getByText(/^Recommendation written by your organization on /)).toBeVisible();
  // Going back to the sent draft's steps finds the sent page: nothing is sent twice.
  await page.goto(`${suite.server.url}${drafts.sent}/check`);
  await expect(page).toHaveURL(new RegExp(`${drafts.sent}/sent$`));
});

test("a draft left unsent is listed for its caseworker alone; nobody else opens it or the sent one (404)", async ({
  page,
  browser,
}) => {
  await signInPartner(suite, page, rosa);
  await page.goto(`${suite.server.url}/partners/clients/new`);
  drafts.unsent = await screener(page);
  await page.goto(`${suite.server.url}/partners`);
  const listed = page.getByRole("link", { name: en.client.unnamed });
  await expect(listed).toHaveAttribute("href", `${drafts.unsent}/about`);

  for (const other of [sam, intake]) {
    const context = await browser.newContext({ javaScriptEnabled: false });
    await asNewClient(context);
    const theirs = await context.newPage();
    theirs.on("response", (response) => statuses.push(response.status()));
    await signInPartner(suite, theirs, other);
    await expect(theirs.getByRole("link", { name: en.client.unnamed })).toHaveCount(0);
    for (const address of [`${drafts.unsent}/about`, `${drafts.unsent}/screener`, `${drafts.sent}/sent`]) {
      for (const prefix of ["", "/es"])
        expect((await theirs.goto(`${suite.server.url}${prefix}${address}`))?.status(), `${other} ${address}`).toBe(
          404,
        );
      const posted = await theirs.request.post(`${suite.server.url}${address}`, {
        form: { fullName: "Someone Else", email: "else@example.test", language: "en" },
        maxRedirects: 0,
      });
      expect(posted.status(), `${other} posts ${address}`).toBe(404);
    }
    await context.close();
  }
  // The draft is still Rosa's, untouched.
  await page.goto(`${suite.server.url}${drafts.unsent}/about`);
  await expect(page.getByLabel(applicationWords.about.fullName)).toHaveValue("");
});

test("in Spanish, the pages speak Spanish; every new page passes the W3C Nu checker; no 5xx", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInPartner(suite, page, intake);
  await page.goto(`${suite.server.url}/es/partners`);
  await page.getByRole("link", { name: es.client.start }).click();
  await expect(page).toHaveURL(/\/es\/partners\/clients\/new$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(esApplication.steps.screener);
  await checked(page, browser, "screener-es");
  await page.getByLabel(esApplication.screener.zip).fill("07030");
  await page.getByLabel(esApplication.screener.householdSize).fill("3");
  await page.getByRole("group", { name: esApplication.screener.programme }).getByLabel(esApplication.pages.yes).check();
  await page.getByRole("button", { name: esApplication.pages.continue }).click();
  await expect(page).toHaveURL(/\/es\/partners\/clients\/[\w-]{24}\/about$/);
  nu.keep("about-es", await page.content());

  expect(await nuErrors(nu.files)).toEqual([]);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
});
