import { expect, type Page } from "@playwright/test";
import { test } from "../support/test";
import { nuErrors } from "../support/nuChecker";
import { expectAccessible, nuCollector } from "../support/pageChecks";
import { storeRows } from "../support/operatorProbes";
import { portalSuite } from "../support/portalSuite";
import { staffColleagues } from "../support/staffFlow";
import { startStripeStandIn, type StripeStandIn } from "../support/stripeStandIn";

/**
 * The festival's tickets (issue 48 §4, decision 124), JavaScript off at 360 px, against the built server pointed at
 * the loopback Stripe stand-in: staff make an event at /staff/events; /pepper shows it with the fair-market value
 * and the deductible part; a buyer under /es pays a contestant ticket on the stand-in's hosted page and comes back
 * thanked; the ticket's email gives its number, what was paid, the fair-market value and the deductible
 * rest; it checks in once at the door, and the second time says when it already did. Pages pass axe and
 * the Nu checker. Holds at once and their expiry are the store's unit test (tests/unit/ticketHolds.test.ts).
 */
test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
test.describe.configure({ mode: "serial" });

const colleagues = staffColleagues("tickets");
let stripe: StripeStandIn | undefined;
test.beforeAll(async () => void (stripe = await startStripeStandIn()));
test.afterAll(async () => stripe?.stop());
const suite = portalSuite("tickets", { env: () => ({ ...stripe!.settings, STAFF_EMAILS: colleagues.staffEmails }) });
test.beforeAll(() => stripe!.deliverTo(`${suite.server.url}/api/payments/events`));
const nu = nuCollector("tickets");

async function makeEvent(page: Page) {
  await page.goto(`${suite.server.url}/staff/events`);
  await page.getByLabel("Name in English").fill("Pepper Fest 2099");
  await page.getByLabel("Name in Spanish").fill("Festival del Chile 2099");
  await page.getByLabel("Day").fill("2099-10-03");
  await page.getByLabel("Starts at").fill("13:00");
  await page.getByLabel("Place").fill("Pier A Park, Hoboken, NJ");
  const kind = (legend: string) => page.getByRole("group", { name: legend });
  await kind("Attendee tickets").getByLabel("Price in dollars").fill("25");
  await kind("Attendee tickets").getByLabel("How many").fill("300");
  await kind("Attendee tickets").getByLabel("Fair-market value in dollars").fill("15");
  await kind("Contestant tickets").getByLabel("Price in dollars").fill("60");
  // A value above the price is refused, keeping what was typed.
  await kind("Contestant tickets").getByLabel("Fair-market value in dollars").fill("70");
  await page.getByRole("button", { name: "Make the event" }).click();
  await expect(page.getByText("Enter the contestant ticket's fair-market value").first()).toBeVisible();
  await expect(page.getByLabel("Name in Spanish")).toHaveValue("Festival del Chile 2099");
  await page.getByRole("group", { name: "Contestant tickets" }).getByLabel("Fair-market value in dollars").fill("20");
  await page.getByRole("button", { name: "Make the event" }).click();
  await expect(page.getByText("The event is made.")).toBeVisible();
  nu.keep("staff-events", await page.content());
}

test("staff make an event; a ticket bought under /es is paid on the hosted page and checks in once", async ({
  page,
  browser,
}) => {
  await colleagues.signInNext(page, suite);
  await makeEvent(page);
  await expectAccessible(page, browser);

  const buyer = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  await buyer.goto(`${suite.server.url}/pepper`);
  await expect(buyer.getByRole("heading", { name: "Pepper Fest 2099" })).toBeVisible();
  await expect(buyer.getByText("30 tickets left")).toBeVisible();
  nu.keep("pepper", await buyer.content());
  await expectAccessible(buyer, browser);
  await buyer.goto(`${suite.server.url}/es/Pepper-Fest`);
  await expect(buyer.getByRole("heading", { name: "Festival del Chile 2099" })).toBeVisible();
  const contestant = buyer.getByRole("region", { name: "Concursante" });
  await expect(contestant).toContainText("Valor justo de mercado (comida y bebida)");
  await expect(contestant).toContainText("Parte deducible de impuestos");
  await expect(contestant).toContainText("40");
  await buyer.getByRole("radio", { name: /^Concursante,/ }).check();
  await buyer.getByLabel("Su nombre").fill("Lucía Picante");
  await buyer.getByLabel("Correo electrónico para su entrada y recibo").fill("lucia@tickets.test");
  await buyer.getByRole("button", { name: "Continuar al pago" }).click();
  await expect(buyer).toHaveURL(/\/pay\/cs_/);
  await buyer.getByRole("button", { name: /Pay|Pagar/ }).click();
  await expect(buyer.getByText("Gracias. Su entrada y su recibo van camino")).toBeVisible();
  nu.keep("pepper-es-bought", await buyer.content());
  await expect(buyer.getByRole("region", { name: "Concursante" })).toContainText("Quedan 29 entradas");

  const [ticket] = storeRows<{ number: string }>(suite.server, "SELECT number FROM tickets");
  expect(ticket?.number).toMatch(/^PF-\d{8}$/);
  // The ticket by email: its number, what was paid, the fair-market value and the deductible rest (IRS wording).
  const mail = await suite.smtp.waitFor("lucia@tickets.test");
  const text = mail.text.replace(/\s+/g, " ");
  expect(text).toContain(`número ${ticket!.number}`);
  expect(text).toContain("Pagó $60.");
  expect(text).toContain(
    "bienes o servicios por un valor estimado de $20 (comida y bebida en el festival); la cantidad que puede deducir es $40.",
  );
  expect(nu.keepEmails([mail])).toBe(1);
  const [event] = storeRows<{ id: string }>(suite.server, "SELECT id FROM events");
  await page.goto(`${suite.server.url}/staff/events/${event!.id}/check-in`);
  await expect(page.getByRole("heading", { name: "Not arrived (1)" })).toBeVisible();
  await page.getByLabel("Ticket number").fill(ticket!.number.toLowerCase());
  await page.getByRole("button", { name: "Check in" }).click();
  await expect(page.getByText("Checked in: Lucía Picante.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Arrived (1)" })).toBeVisible();
  await page.getByLabel("Ticket number").fill(ticket!.number);
  await page.getByRole("button", { name: "Check in" }).click();
  await expect(page.getByText(/^Already checked in at .+: Lucía Picante\.$/)).toBeVisible();
  nu.keep("check-in", await page.content());
  await expectAccessible(page, browser);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test.afterAll(async () => {
  expect(await nuErrors(nu.files)).toEqual([]);
});
