import { expect } from "@playwright/test";
import { staffPages } from "~/config/routes";
import * as en from "~/shield/content/en/account";
import * as es from "~/shield/content/es/account";
import { fulfilmentWords as words, subscriptionStatusLabels } from "~/shield/staff/words";
import { nuErrors } from "../support/nuChecker";
import { expectAccessible } from "../support/pageChecks";
import { pdfWords, readPdfFile } from "../support/pdfReading";
import { portalSuite } from "../support/portalSuite";
import { pushSubscriptions, SHIELD_CRM_TOKEN, signInSubscriber } from "../support/shieldFlow";
import { signInStaff } from "../support/staffFlow";
import { shieldSpec } from "../support/shieldSpec";
import { test } from "../support/test";
import { readCsvFile } from "../support/csvFiles";

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
const GOOD = "8901260882310000002";
const WRONG_CHECK = "8901260882310000003";
const UPS = "1Z999AA10123456784";
const { people, nu, keepForNu, serverErrors } = shieldSpec(suite, "ful", "shield-fulfilment");

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
  const activation = readCsvFile(await csv.body());
  expect(activation.problems).toEqual([]);
  expect(activation.rows.some((row) => row.join(",").includes(`${GOOD},${people.awaiting.id}`))).toBe(true);

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
  const shipped = readCsvFile(await shipments.body());
  expect(shipped.problems).toEqual([]);
  expect(
    shipped.rows.some((row) =>
      row.join(",").includes(`${people.awaiting.id},,${people.awaiting.Name},SIM only,${UPS},${GOOD}`),
    ),
  ).toBe(true);
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
  await expect(page.getByRole("status")).toHaveText(en.cancel.requested("January 20, 2030", people.awaiting.Email));
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

test("staff print shipping labels: ten a sheet, the eleventh on the next; an order without an address is named; staff only", async ({
  page,
  browser,
  request,
}) => {
  const number = (n: number) => `LAB-${String(n).padStart(3, "0")}`;
  const order = (n: number) => ({
    ...people.awaiting,
    id: `SH-lab-${n}`,
    Subscription_ID: `ZB-lab-${n}`,
    Subscription_Number: number(n),
    Email: `label${n}.ful@subscriber.test`,
    Name: `Label Person${n}`,
    Shipping_Address: `${n} Hudson St, Hoboken, NJ 07030`,
  });
  await pushSubscriptions(request, suite.server.url, [
    { ...order(0), Name: "Nadia Noaddress", Shipping_Address: null },
    ...Array.from({ length: 11 }, (_, i) => order(i + 1)),
  ]);
  await signInStaff(page, suite.server.url, suite.smtp, colleague);
  await page.goto(`${suite.server.url}${staffPages.shield.path}?device=SIM+only`);
  const orders = page.getByRole("region", { name: "Orders table" });
  await expect(orders.getByRole("row", { name: /LAB-000/ })).toContainText(words.labelProblems.noAddress);
  await expect(page.locator("main")).toContainText(words.labelsLeftOut(1));
  await keepForNu(page, "labels");
  await expectAccessible(page, browser);

  const [all] = await Promise.all([page.waitForEvent("download"), page.getByText(words.labelsAll(11)).click()]);
  const sheets = readPdfFile(await all.path());
  expect(sheets.info["Pages"]).toBe("2");
  expect(sheets.info["Tagged"]).toBe("yes");
  const placed = pdfWords(sheets.file);
  const at = (n: number) => placed.find((word) => word.word === number(n))!;
  // Avery 5163: the first label's top left half an inch down and 5/32 inch in; the second 4 3/16 inches to its right.
  expect(at(1)).toMatchObject({ page: 1 });
  expect(at(1).xMin).toBeGreaterThan(11.25);
  expect(at(1).xMax).toBeLessThan(11.25 + 288);
  expect(at(1).yMin).toBeGreaterThan(36);
  expect(at(2).xMin).toBeGreaterThan(312.75);
  expect(at(10).yMax).toBeLessThan(756);
  expect(at(10).yMin).toBeGreaterThan(612);
  expect(at(11)).toMatchObject({ page: 2 });
  expect(at(11).xMin).toBeCloseTo(at(1).xMin, 1);
  expect(at(11).yMin).toBeCloseTo(at(1).yMin, 1);
  expect(sheets.text).not.toContain("Nadia");

  // The chosen orders only; none chosen is said on the page.
  await page.getByRole("button", { name: words.labels }).click();
  await expect(page.getByRole("alert")).toHaveText(words.nothingForLabels);
  await orders.getByRole("checkbox", { name: words.selectForLabels(number(3)) }).check();
  const [chosen] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: words.labels }).click(),
  ]);
  const chosenText = readPdfFile(await chosen.path()).text;
  expect(chosenText).toContain("Label Person3");
  expect(chosenText).not.toContain("Label Person4");

  // A subscriber's session is no staff session: sent to the staff sign-in, no labels.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const subscriber = await context.newPage();
  await signInSubscriber(subscriber, suite.server.url, suite.smtp, people.awaiting.Email);
  const refused = await subscriber.request.get(`${suite.server.url}/staff/shield/labels.pdf?all=1`, {
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(302);
  expect(refused.headers()["location"]).toBe(staffPages.signIn.path);
  await context.close();
});

test("a subscriber who asks to cancel before shipping: the queue and the order say so, with the day", async ({
  page,
  browser,
}) => {
  const subscriber = await browser.newPage({ javaScriptEnabled: false });
  await signInSubscriber(subscriber, suite.server.url, suite.smtp, people.spanish.Email);
  await subscriber.getByRole("link", { name: new RegExp(en.list.open) }).click();
  await subscriber.getByRole("radio", { name: en.cancel.reasons.coverage }).check();
  await subscriber.getByRole("checkbox", { name: en.cancel.confirm }).check();
  await subscriber.getByRole("button", { name: en.cancel.submit }).click();
  await expect(subscriber.getByRole("status")).toBeVisible();
  await subscriber.close();
  const today = new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", dateStyle: "medium" }).format(
    Date.now(),
  );

  await signInStaff(page, suite.server.url, suite.smtp, colleague);
  await page.goto(`${suite.server.url}${staffPages.shield.path}`);
  const orders = page.getByRole("region", { name: "Orders table" });
  const row = orders.getByRole("row", { name: new RegExp(people.spanish.Name!) });
  await expect(row).toContainText(`${subscriptionStatusLabels.non_renewing}. ${words.askedToCancel(today)}`);
  // An order nobody asked to cancel says its status alone.
  await expect(orders.getByRole("row", { name: /LAB-003/ })).toContainText(subscriptionStatusLabels.live);
  await expect(orders.getByRole("row", { name: /LAB-003/ })).not.toContainText(words.askedToCancel(""));
  await keepForNu(page, "queue-cancelling");
  await row.getByRole("link").click();
  await expect(page.getByRole("alert")).toHaveText(
    words.askedToCancelNotice(today, subscriptionStatusLabels.non_renewing),
  );
  await expect(page.locator("main")).toContainText(words.askedToCancel(today));
  await keepForNu(page, "order-cancelling");
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
  expect(serverErrors()).toEqual([]);
});
