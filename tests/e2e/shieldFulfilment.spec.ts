import { expect, type Page } from "@playwright/test";
import { staffPages } from "~/config/routes";
import * as en from "~/shield/content/en/account";
import * as es from "~/shield/content/es/account";
import { fulfilmentWords as words } from "~/shield/staff/words";
import { nuErrors } from "../support/nuChecker";
import { expectAccessible, nuCollector } from "../support/pageChecks";
import { portalSuite } from "../support/portalSuite";
import { pushSubscriptions, SHIELD_CRM_TOKEN, shieldSubscribers, signInSubscriber } from "../support/shieldFlow";
import { signInStaff } from "../support/staffFlow";
import { test } from "../support/test";

/**
 * The staff's Shield fulfilment (issue 37) with JavaScript off, against the built server and a real SMTP server:
 * subscriptions pushed by the CRM; staff find the order, a wrong check digit is refused, the right ICCID ships with a
 * UPS tracking number and the subscriber is emailed it; the same SIM on another order is refused; the activation
 * list and its CSV show the SIM and marking it active emails the subscriber; the subscriber sees it shipped (the SIM
 * not whole), asks to cancel with a reason, and staff see the reason.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const staff = "shield.staff@org.test";
// A mailbox gets at most three sign-in links in 15 minutes: the last test signs in as a colleague.
const colleague = "shield.colleague@org.test";
const suite = portalSuite("shield-fulfilment", {
  env: { CRM_PUSH_TOKEN: SHIELD_CRM_TOKEN, STAFF_EMAILS: `${staff},${colleague}` },
});
const people = shieldSubscribers("ful");
const GOOD = "8901260882310000002";
const WRONG_CHECK = "8901260882310000003";
const UPS = "1Z999AA10123456784";
const nu = nuCollector("shield-fulfilment");
const keepForNu = async (page: Page, name: string) => nu.keep(name, await page.content());
const statuses: number[] = [];

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  await pushSubscriptions(request, suite.server.url, Object.values(people));
  await request.dispose();
});

test.beforeEach(({ page }) => {
  page.on("response", (response) => statuses.push(response.status()));
});

test("staff find the order, a wrong check digit is refused, the right ICCID ships and the subscriber is emailed", async ({
  page,
  browser,
}) => {
  await signInStaff(page, suite.server.url, suite.smtp, staff);
  await page.goto(`${suite.server.url}${staffPages.shield.path}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.queueTitle);
  const orders = page.getByRole("region", { name: "Orders table" });
  await expect(orders.getByRole("row")).toHaveCount(3);
  await expect(orders).not.toContainText(people.shipped.Name);
  await keepForNu(page, "queue");
  await expectAccessible(page, browser);
  // By device: the SIM-only order alone.
  await page
    .getByRole("navigation", { name: "Devices" })
    .getByRole("link", { name: /^SIM only/ })
    .click();
  await expect(orders.getByRole("row")).toHaveCount(2);
  await orders.getByRole("link", { name: people.awaiting.id }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.orderTitle(people.awaiting.id));
  await keepForNu(page, "order");
  await expectAccessible(page, browser);

  await page.getByLabel(words.iccidsLabel).fill(WRONG_CHECK);
  await page.getByLabel(words.trackingLabel).fill(UPS);
  await page.getByRole("button", { name: words.ship }).click();
  await expect(page.getByRole("alert")).toHaveText(words.errors.check(WRONG_CHECK));
  await expect(page.getByLabel(words.trackingLabel)).toHaveValue(UPS);

  const before = suite.smtp.countTo(people.awaiting.Email);
  await page.getByLabel(words.iccidsLabel).fill(GOOD);
  await page.getByRole("button", { name: words.ship }).click();
  await expect(page.getByRole("status")).toHaveText(words.shipped(people.awaiting.id));
  await expect(page.getByRole("button", { name: words.ship })).toHaveCount(0);
  const mail = await suite.smtp.waitFor(people.awaiting.Email, { after: before });
  expect(mail.text).toContain(en.email.shipped.body(UPS));
  expect(mail.text).toContain(`https://www.ups.com/track?tracknum=${UPS}`);

  // The same SIM card on another order is refused, naming the subscription it is on.
  await page.goto(`${suite.server.url}/staff/shield/${people.spanish.id}`);
  await page.getByLabel(words.iccidsLabel).fill(GOOD);
  await page.getByLabel(words.trackingLabel).fill("123456789012");
  await page.getByRole("button", { name: words.ship }).click();
  await expect(page.getByRole("alert")).toHaveText(words.errors.taken(GOOD, people.awaiting.id));
});

test("the activation list and its CSV show the SIM; marking it active emails the subscriber", async ({
  page,
  browser,
}) => {
  await signInStaff(page, suite.server.url, suite.smtp, staff);
  await page.goto(`${suite.server.url}${staffPages.shieldActivation.path}`);
  const table = page.getByRole("region", { name: "SIM cards to activate table" });
  await expect(table).toContainText(GOOD);
  await keepForNu(page, "activation");
  await expectAccessible(page, browser);
  const csv = await page.request.get(`${suite.server.url}/staff/shield/activation.csv`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain(`${GOOD},${people.awaiting.id}`);

  const before = suite.smtp.countTo(people.awaiting.Email);
  await page.getByRole("button", { name: words.markActive }).click();
  await expect(page.getByRole("alert")).toHaveText(words.nothingChosen);
  await page.getByRole("checkbox", { name: words.selectForActive(people.awaiting.id) }).check();
  await page.getByRole("button", { name: words.markActive }).click();
  await expect(page.getByRole("status")).toHaveText(words.markedActive(1));
  await expect(page.locator("main")).not.toContainText(GOOD);
  const mail = await suite.smtp.waitFor(people.awaiting.Email, { after: before });
  expect(mail.text).toContain(en.email.active.body);

  await page.goto(`${suite.server.url}${staffPages.shieldShipments.path}`);
  await expect(page.locator("main")).toContainText(UPS);
  await keepForNu(page, "shipments");
  const shipments = await page.request.get(`${suite.server.url}/staff/shield/shipments.csv`);
  expect(await shipments.text()).toContain(`${people.awaiting.id},,${people.awaiting.Name},SIM only,${UPS},${GOOD}`);
});

test("the subscriber sees it shipped (the SIM not whole), asks to cancel with a reason; staff see the reason", async ({
  page,
}) => {
  await signInSubscriber(page, suite.server.url, suite.smtp, people.awaiting.Email);
  await page.getByRole("link", { name: new RegExp(en.list.open) }).click();
  const main = page.locator("main");
  await expect(main).toContainText(en.details.sim("0002"));
  await expect(main).not.toContainText(GOOD);
  await expect(page.getByRole("link", { name: UPS })).toHaveAttribute(
    "href",
    `https://www.ups.com/track?tracknum=${UPS}`,
  );
  await expect(main).toContainText(en.shipping.lineActive);
  const before = suite.smtp.countTo(people.awaiting.Email);
  await page.getByRole("radio", { name: en.cancel.reasons.coverage }).check();
  await page.getByLabel(en.cancel.otherLabel).fill("No signal in my building");
  await page.getByRole("checkbox", { name: en.cancel.confirm }).check();
  await page.getByRole("button", { name: en.cancel.submit }).click();
  await expect(page.getByRole("status")).toHaveText(en.cancel.requested("January 20, 2030"));
  expect((await suite.smtp.waitFor(people.awaiting.Email, { after: before })).text).toContain(
    en.email.cancelled.body("January 20, 2030"),
  );

  await signInStaff(page, suite.server.url, suite.smtp, staff);
  await page.goto(`${suite.server.url}${staffPages.shieldCancellations.path}`);
  const table = page.getByRole("region", { name: "Cancellations table" });
  await expect(table).toContainText("Coverage");
  await expect(table).toContainText("No signal in my building");
  await expect(table).toContainText(people.awaiting.id);
  await keepForNu(page, "cancellations");
});

test("the Spanish subscriber's shipment email is in Spanish; the pages pass the Nu checker; no 5xx", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInStaff(page, suite.server.url, suite.smtp, colleague);
  await page.goto(`${suite.server.url}/staff/shield/${people.spanish.id}`);
  await page.getByLabel(words.iccidsLabel).fill("8901260882310000010");
  await page.getByLabel(words.trackingLabel).fill("123456789012");
  const before = suite.smtp.countTo(people.spanish.Email);
  await page.getByRole("button", { name: words.ship }).click();
  await expect(page.getByRole("status")).toHaveText(words.shipped(people.spanish.id));
  const mail = await suite.smtp.waitFor(people.spanish.Email, { after: before });
  expect(mail.text).toContain(es.email.shipped.body("123456789012"));
  expect(mail.text).toContain("https://www.fedex.com/fedextrack/?trknbr=123456789012");
  expect(await nuErrors(nu.files)).toEqual([]);
  expect(statuses.filter((status) => status >= 500)).toEqual([]);
});
