import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { nuErrors } from "../support/nuChecker";
import { nuCollector } from "../support/pageChecks";
import { readPdf } from "../support/pdfReading";
import { storeRows } from "../support/operatorProbes";
import { signInAs } from "../support/portalFlow";
import { people } from "../support/portalFixtures";
import { giftLinkIn, giftSuite } from "../support/giftSuite";

/**
 * Money gifts from end to end (issue 47), JavaScript off at 360 px, against the built server, a real SMTP server and
 * the loopback stand-in of Stripe's API (which signs its webhooks as Stripe does): a one-time $50 gift with the fee
 * covered, after leaving the hosted page once, is paid there and gives the thank-you page, the receipt email, a
 * tagged PDF with the IRS sentence and a number that verifies, and the tribute notice without the amount; a monthly
 * $15 gift's failed renewal emails a card-update link, and the gift is paused and cancelled from the receipt's link
 * in another browser; a forged webhook is refused and a replayed one changes nothing; the donor signs in and sees
 * the gift beside their device donation; and a Spanish gift under /es, declined once. Every page passes axe and the
 * Nu checker.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
test.describe.configure({ mode: "serial" });

const world = giftSuite("gifts");
const suite = world.suite;
const nu = nuCollector("gifts");
const monthlyDonor = "monthly@gifts.test";
const spanishDonor = "lucia@gifts.test";
const friend = "friend@gifts.test";

async function expectAccessible(page: Page, browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: { width: 360, height: 740 } });
  await context.addCookies(await page.context().cookies());
  const checked = await context.newPage();
  await checked.goto(page.url());
  await expectNoAxeViolations(checked, page.url());
  expect(await checked.evaluate(() => document.documentElement.scrollWidth), page.url()).toBeLessThanOrEqual(360);
  await context.close();
  nu.keep(new URL(page.url()).pathname, await page.content());
}

const sessionOf = (page: Page) => /\/pay\/(cs_[\w]+)/.exec(page.url())?.[1] ?? "";

async function fillGift(
  page: Page,
  gift: { name: string; email: string; other?: string; monthly?: boolean },
  es = false,
) {
  if (gift.other) {
    await page.getByLabel(es ? "Otra cantidad" : "Another amount", { exact: true }).check();
    await page.getByLabel(es ? "Otra cantidad, en dólares" : "Another amount, in dollars").fill(gift.other);
  }
  if (gift.monthly) await page.getByLabel(es ? "Cada mes" : "Every month").check();
  await page.getByLabel(es ? "Su nombre" : "Your name", { exact: true }).fill(gift.name);
  await page.getByLabel(es ? "Correo electrónico" : "Email", { exact: true }).fill(gift.email);
}

test("a one-time $50 gift with the fee covered: the thank-you page, the receipt, its PDF and number, the notice", async ({
  page,
  browser,
}) => {
  await page.goto(`${suite.server.url}/support`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Fund\s*Digital Access/);
  await expectAccessible(page, browser);
  // A wrong answer keeps what was typed and says what to change.
  await fillGift(page, { name: "Dora Donor", email: "dora@example" });
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page.getByRole("alert").first()).toContainText("Type an email address for your receipt");
  await expect(page.getByLabel("Your name", { exact: true })).toHaveValue("Dora Donor");
  await expectAccessible(page, browser);
  await page.getByLabel("Email", { exact: true }).fill(people.donor);
  await page.getByLabel(/^Add \$1\.44 so all of your \$50 reaches the mission/).check();
  await page.getByLabel("In honour of").check();
  await page.getByLabel("Their name").fill("Grandpa Joe");
  await page.getByLabel("Tell someone of your gift by email (optional)").fill(friend);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  // Leaving the hosted page charges nothing and brings back what was typed.
  await expect(page).toHaveURL(/\/pay\/cs_/);
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page.getByText("You left the payment page before paying: nothing was charged.")).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(people.donor);
  await expect(page.getByLabel("Their name")).toHaveValue("Grandpa Joe");
  const before = suite.smtp.countTo(people.donor);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  const session = world.stripe.object(sessionOf(page)) as unknown as { amount_total: number };
  expect(session.amount_total).toBe(5144);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByTestId("gift-answer")).toHaveText("Thank you, Dora Donor. Your gift of $51.44 is received.");
  await expect(page.getByText(`We are emailing a notice of your gift in Grandpa Joe's name now`)).toBeVisible();
  await expectAccessible(page, browser);

  const receipt = await suite.smtp.waitFor(people.donor, { after: before });
  expect(receipt.raw).toMatch(/^Subject: Your receipt for your gift of \$51\.44/m);
  const pdfResponse = await page.request.get(giftLinkIn(receipt, "receipt"));
  expect(pdfResponse.headers()["content-type"]).toBe("application/pdf");
  const pdf = readPdf(await pdfResponse.body());
  const text = pdf.text.replace(/\s+/g, " ");
  expect(pdf.info.Tagged).toBe("yes");
  expect(pdf.lang).toBe("en-US");
  expect(text).toContain("No goods or services were provided in exchange for this contribution.");
  expect(text).toContain("Visa card ending in 4242");
  expect(text).toContain("$51.44");
  const number = /TAR(?:-[0-9A-Z]{4}){4}/.exec(text)?.[0];
  expect(number).toBeTruthy();
  await page.goto(`${suite.server.url}/verify?number=${number!.toLowerCase().replace(/-/g, " ")}`);
  await expect(page).toHaveURL(new RegExp(`/verify/${number}$`));
  await expect(page.getByText("This document is genuine: it matches our records.")).toBeVisible();
  await expect(page.getByText("Dora Donor")).toHaveCount(0);

  const notice = await suite.smtp.waitFor(friend);
  expect(notice.text).toContain("Dora Donor made a gift to");
  expect(notice.text).toContain("in honour of Grandpa Joe");
  expect(notice.text).not.toMatch(/\$\s?\d/);
  nu.keepEmails([receipt, notice]);
});

test("a monthly $15 gift: a failed month emails a card link; paused and cancelled from the receipt's link elsewhere", async ({
  page,
  browser,
}) => {
  await page.goto(`${suite.server.url}/financialdonation`);
  await fillGift(page, { name: "Max Monthly", email: monthlyDonor, other: "15", monthly: true });
  await page.getByRole("button", { name: "Continue to payment" }).click();
  const sessionId = sessionOf(page);
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page.getByTestId("gift-answer")).toHaveText(
    "Thank you, Max Monthly. Your monthly gift of $15 has started; the first month is paid.",
  );
  const receipt = await suite.smtp.waitFor(monthlyDonor);
  const manage = giftLinkIn(receipt, "manage");
  const subscriptionId = (world.stripe.object(sessionId) as unknown as { subscription: string }).subscription;
  const subscription = (id: string) =>
    world.stripe.object(id) as unknown as { status: string; pause_collection: unknown };
  expect(subscription(subscriptionId).status).toBe("active");

  await world.stripe.renew(subscriptionId, "failed");
  const failed = await suite.smtp.waitFor(monthlyDonor, { after: 1 });
  expect(failed.raw).toMatch(/^Subject: Your monthly gift's payment did not go through/m);

  // Another browser, never signed in: the receipt's link.
  const elsewhere = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  const other = await elsewhere.newPage();
  await other.goto(giftLinkIn(failed, "card"));
  await expect(other).toHaveURL(/\/billing\//);
  await other.goto(manage);
  await expect(other.getByTestId("gift-state")).toHaveText(
    "Your monthly gift of $15 is waiting for a card that works.",
  );
  await other.getByLabel("Pause for").selectOption("3");
  await other.getByRole("button", { name: "Pause my gift" }).click();
  await expect(other.getByTestId("gift-answer")).toContainText("Done: your gift is paused until");
  expect(subscription(subscriptionId).pause_collection).toMatchObject({ behavior: "void" });
  const paused = await suite.smtp.waitFor(monthlyDonor, { after: 2 });
  expect(paused.text).toMatch(/Your monthly gift is paused until/);
  nu.keep("manage-paused", await other.content());
  await other.getByRole("button", { name: "Cancel my monthly gift" }).click();
  await expect(other.getByTestId("gift-answer")).toHaveText(
    "Done: your monthly gift is cancelled. We have emailed you to confirm.",
  );
  expect(subscription(subscriptionId).status).toBe("canceled");
  const cancelled = await suite.smtp.waitFor(monthlyDonor, { after: 3 });
  expect(cancelled.text).toContain("Your monthly gift is cancelled.");
  await elsewhere.close();
  nu.keepEmails([receipt, failed, paused, cancelled]);
  await page.goto(manage);
  await expectAccessible(page, browser);
});

test("a forged webhook is refused and a replayed one changes nothing", async () => {
  const paid = world.stripe.events.find((event) => event.type === "checkout.session.completed" && !event.forged)!;
  const forged = await world.stripe.forge("checkout.session.completed", paid.event.data.object);
  expect(forged.status).toBe(400);
  const mails = suite.mailsWritten(people.donor);
  const replayed = await world.stripe.replay(paid.id);
  expect(replayed.status).toBe(200);
  // The site answers a delivery once it has kept (or, for a known id, not kept) the event: by then a replay has
  // changed all it ever will, and it is still the one event, applied once.
  expect(suite.mailsWritten(people.donor)).toBe(mails);
  const kept = storeRows<{ n: number }>(
    suite.server,
    "SELECT COUNT(*) AS n FROM gift_events WHERE event_id = ?",
    paid.id,
  );
  expect(kept[0]!.n).toBe(1);
  expect(world.stripe.events.filter((event) => !event.forged).every((event) => event.status === 200)).toBe(true);
  // Every call that made or changed something at the provider carried an idempotency key.
  const writes = world.stripe.calls.filter((call) => call.method !== "GET");
  expect(writes.length).toBeGreaterThan(3);
  expect(writes.filter((call) => !call.idempotencyKey)).toEqual([]);
});

test("the donor signs in and sees the gift beside their device donation", async ({ page, browser }) => {
  await signInAs(page, suite.server.url, suite.smtp, people.donor);
  await expect(page.getByRole("heading", { name: "Your gifts of money" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "$51.44" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Receipt TAR-/ })).toBeVisible();
  await expect(page.getByText("Acme", { exact: false }).first()).toBeVisible();
  await expectAccessible(page, browser);
});

test("a money donor with no device donation signs in the same way and sees their gifts", async ({ page }) => {
  await signInAs(page, suite.server.url, suite.smtp, monthlyDonor);
  await expect(page.getByRole("heading", { name: "Your gifts of money" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "$15" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  nu.keep("portal-money-donor", await page.content());
});

test("a Spanish gift under /es: declined once, then paid, thanked and receipted in Spanish", async ({
  page,
  browser,
}) => {
  await page.goto(`${suite.server.url}/es/support`);
  await fillGift(page, { name: "Lucía Pérez", email: spanishDonor }, true);
  await page.getByRole("radio", { name: "$25", exact: true }).check();
  await page.getByRole("button", { name: "Continuar al pago" }).click();
  await page.getByRole("button", { name: "Rechazar" }).click();
  await expect(page.getByRole("alert")).toHaveText("Su tarjeta fue rechazada.");
  await page.getByRole("button", { name: "Pagar" }).click();
  await expect(page).toHaveURL(/\/es\/support\/thanks\?session_id=/);
  await expect(page.getByTestId("gift-answer")).toHaveText("Gracias, Lucía Pérez. Recibimos su donación de $25.");
  await expectAccessible(page, browser);
  const receipt = await suite.smtp.waitFor(spanishDonor);
  expect(receipt.text).toContain("Gracias por su donación de $25");
  const pdf = readPdf(await (await page.request.get(giftLinkIn(receipt, "receipt"))).body());
  expect(pdf.lang).toBe("es-US");
  expect(pdf.text.replace(/\s+/g, " ")).toContain(
    "No se entregaron bienes ni servicios a cambio de esta contribución.",
  );
  nu.keepEmails([receipt]);
});

test("every page and email passes the Nu checker", async () => {
  expect(await nuErrors(nu.files)).toEqual([]);
});
