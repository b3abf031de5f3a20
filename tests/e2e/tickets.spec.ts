import { expect, type Page } from "@playwright/test";
import { test } from "../support/test";
import { nuErrors } from "../support/nuChecker";
import { expectAccessible, nuCollector } from "../support/pageChecks";
import { storeRows } from "../support/operatorProbes";
import { portalSuite } from "../support/portalSuite";
import { staffColleagues } from "../support/staffFlow";
import { startStripeStandIn, type StripeStandIn } from "../support/stripeStandIn";
import { attachmentText, linkIn } from "../support/smtpCapture";
import { readPdf } from "../support/pdfReading";
import { pdfShowsQrOf } from "../support/pdfQr";
import { pdfUaProblems } from "../support/pdfUa";
import { hiddenFormFields } from "../support/portalFlow";

/**
 * The festival's tickets (issue 48 §4, decision 124), JavaScript off at 360 px, against the built server pointed at
 * the loopback Stripe stand-in: staff make an event at /staff/events; /pepper shows it with the fair-market value
 * and the deductible part; a buyer under /es pays a contestant ticket on the stand-in's hosted page and comes back
 * thanked; the ticket's email gives its number, what was paid, the fair-market value and the deductible
 * rest; it checks in once at the door, and the second time says when it already did. Pages pass axe and
 * the Nu checker. The ticket's PDF, by the email's link, reads back with its number, the fair-market value and a QR
 * code of its check-in address; the receipt's number verifies at /verify; the attached .ics holds the day. The
 * attendee kind (one place) sells out: the page offers a waitlist, and when the first buyer's checkout expires the
 * first waiting person is emailed an offer that opens the page with the place held for them; past the post limit
 * the page says so with 429, keeping what was typed. Holds at once, their expiry, the waitlist's rules and the
 * receipt's lines are the store's unit tests (tests/unit/ticketHolds.test.ts, tests/unit/ticketWaitlist.test.ts).
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
  // The console's home leads to the events.
  await page.goto(`${suite.server.url}/staff`);
  await page.getByRole("main").getByRole("link", { name: "Events", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
  await page.getByLabel("Name in English").fill("Pepper Fest 2099");
  await page.getByLabel("Name in Spanish").fill("Festival del Chile 2099");
  await page.getByLabel("Day").fill("2099-10-03");
  await page.getByLabel("Starts at").fill("13:00");
  await page.getByLabel("Place").fill("Pier A Park, Hoboken, NJ");
  const kind = (legend: string) => page.getByRole("group", { name: legend });
  await kind("Attendee tickets").getByLabel("Price in dollars").fill("25");
  await kind("Attendee tickets").getByLabel("How many").fill("1");
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

  // The ticket's PDF by the email's link: tagged, in Spanish, its number, the fair-market value, the QR of check-in.
  const pdfAnswer = await buyer.request.get(
    linkIn(mail, /http:\S+\/pepper\/tickets\/PF-\d{8}\/[\w-]{43}\/ticket\.pdf/),
  );
  expect(pdfAnswer.headers()["content-type"]).toBe("application/pdf");
  const bytes = await pdfAnswer.body();
  const pdf = readPdf(bytes);
  const receipt = /TAT(?:-[0-9A-Z]{4}){4}/.exec(text)![0];
  expect(pdf.text).toContain(ticket!.number);
  expect(pdf.text).toMatch(new RegExp(`Número de recibo\\s+${receipt}`));
  expect(pdf.text).toMatch(/Pagado\s+\$60\n/);
  // The label wraps in its column: "Valor justo de mercado (comida y   $20" then "bebida)".
  expect(pdf.text).toMatch(/Valor justo de mercado \(comida y\s+\$20\n\s*bebida\)/);
  expect(pdf.text).toMatch(/Parte deducible de impuestos\s+\$40\n/);
  const checkInAddress = `${suite.server.url}/staff/events/${event!.id}/check-in?number=${ticket!.number}`;
  const alt = `Código QR de la entrada ${ticket!.number}, que se escanea en la entrada para registrarla.`;
  expect(pdfUaProblems(pdf.file, { title: "Entrada: Festival del Chile 2099", lang: "es-US", figures: [alt] })).toEqual(
    [],
  );
  expect(pdfShowsQrOf(bytes, checkInAddress, 612 - 54 - 144, 144)).toBe(true);
  expect((await buyer.request.get(pdfAnswer.url().replace(/\/[\w-]{43}\//, `/${"x".repeat(43)}/`))).status()).toBe(404);
  // The festival's day, attached as a calendar file: 13:00 in New York on October 3 is 17:00 UTC.
  const ics = attachmentText(mail, "festival.ics")!.replace(/\r\n[ \t]/g, "");
  const field = (name: string) => new RegExp(`^${name}:(.*)$`, "m").exec(ics)?.[1]?.trim();
  expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect([field("DTSTART"), field("SUMMARY"), field("LOCATION")]).toEqual([
    "20991003T170000Z",
    "Festival del Chile 2099",
    "Pier A Park\\, Hoboken\\, NJ",
  ]);
  // The receipt's number, typed in lower case at /verify, says what was paid, the value and the deductible rest.
  await buyer.goto(`${suite.server.url}/verify`);
  await buyer.getByLabel(/number/i).fill(receipt.toLowerCase());
  await buyer.getByRole("button", { name: /check/i }).click();
  await expect(buyer).toHaveURL(new RegExp(`/verify/${receipt}$`));
  for (const line of [
    "Paid$60",
    "Fair-market value of what the tickets give (food and drink)$20",
    "Tax-deductible part$40",
  ])
    await expect(
      buyer
        .getByRole("definition")
        .filter({ hasText: line.replace(/^\D+/, "") })
        .first(),
    ).toBeVisible();
  await expect(buyer.locator("dl")).toContainText("1 × Contestant");
  nu.keep("verify-ticket-receipt", await buyer.content());
  // The QR code's address opens the door's page with the number filled in.
  await page.goto(checkInAddress);
  await expect(page.getByRole("heading", { name: "Not arrived (1)" })).toBeVisible();
  await expect(page.getByLabel("Ticket number")).toHaveValue(ticket!.number);
  await page.getByLabel("Ticket number").fill(ticket!.number.toLowerCase());
  await page.getByRole("button", { name: "Check in" }).click();
  await expect(page.getByText("Checked in: Lucía Picante.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Arrived (1)" })).toBeVisible();
  // A scanner that types the QR code's whole address into the field gives the same ticket.
  await page.getByLabel("Ticket number").fill(checkInAddress);
  await page.getByRole("button", { name: "Check in" }).click();
  await expect(page.getByText(/^Already checked in at .+: Lucía Picante\.$/)).toBeVisible();
  nu.keep("check-in", await page.content());
  await expectAccessible(page, browser);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test("the sold-out kind offers a waitlist; a freed place emails the first waiting; too many posts get 429", async ({
  page,
  browser,
}) => {
  const base = suite.server.url;
  // Ana opens the checkout for the one attendee ticket: it is held, and the kind is sold out.
  await page.goto(`${base}/pepper`);
  await page.getByRole("radio", { name: /^Attendee,/ }).check();
  await page.getByLabel("Your name").fill("Ana Ahead");
  await page.getByLabel("Email for your ticket and receipt").fill("ana@tickets.test");
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/pay\/cs_/);
  const waiter = await browser.newPage({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
  await waiter.goto(`${base}/pepper`);
  await expect(waiter.getByRole("region", { name: "Attendee" })).toContainText("Sold out.");
  const waitlist = waiter.getByRole("region", { name: "Join the waitlist" });
  await waitlist.getByLabel("Your name").fill("Beto Espera");
  await waitlist.getByLabel("Email for the offer").fill("beto@tickets.test");
  await waitlist.getByRole("radio", { name: "Español" }).check();
  await waitlist.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(waiter.getByText("You are on the waitlist, number 1.")).toBeVisible();
  nu.keep("pepper-waitlist", await waiter.content());
  await expectAccessible(waiter, browser);

  // Ana's checkout expires: the place is offered to Beto, in Spanish, until a deadline; the link holds it for him.
  const [hold] = storeRows<{ session_id: string }>(
    suite.server,
    "SELECT session_id FROM ticket_holds WHERE email = ?",
    "ana@tickets.test",
  );
  await stripe!.expire(hold!.session_id);
  const offer = await suite.smtp.waitFor("beto@tickets.test");
  expect(offer.text).toContain("Se ha liberado una entrada de asistente para Festival del Chile 2099");
  expect(nu.keepEmails([offer])).toBe(1);
  await waiter.goto(linkIn(offer, /http:\S+\/es\/pepper\?offer=\d+&key=[\w-]{43}/));
  await expect(waiter.getByText(/^Tiene reservada una entrada de asistente hasta .+\. Cómprela abajo/)).toBeVisible();
  await expect(waiter.getByLabel("Su nombre")).toHaveValue("Beto Espera");
  await expect(waiter.getByRole("radio", { name: /^Asistente,/ })).toBeChecked();
  nu.keep("pepper-offer", await waiter.content());
  // Everyone else still finds it sold out; staff see the place offered on the event's page, and add one.
  await page.goto(`${base}/pepper`);
  await expect(page.getByRole("region", { name: "Attendee" })).toContainText("Sold out.");
  await colleagues.signInNext(page, suite);
  await page.goto(`${base}/staff/events`);
  await page.getByRole("link", { name: "Pepper Fest 2099" }).click();
  const attendee = page.getByRole("region", { name: "Tickets table" }).getByRole("row").filter({ hasText: "Attendee" });
  await expect(attendee.locator("td")).toHaveText(["$25", "1", "0", "0", "1", "0", "0"]);
  nu.keep("staff-event", await page.content());
  await expectAccessible(page, browser);
  // A place staff add goes to the waitlist first; with nobody else waiting, it is on sale.
  await page.getByRole("radio", { name: "Attendee" }).check();
  await page.getByLabel("How many more places").fill("0");
  await page.getByRole("button", { name: "Add places" }).click();
  await expect(page.getByText("Enter how many places to add, a whole number from 1.")).toBeVisible();
  await page.getByLabel("How many more places").fill("1");
  await page.getByRole("button", { name: "Add places" }).click();
  await expect(page.getByText("The places are added; 0 were offered to the waitlist.")).toBeVisible();
  await expect(attendee.locator("td")).toHaveText(["$25", "2", "0", "0", "1", "0", "1"]);
  await page.goto(`${base}/pepper`);

  // Past the limit of posts an hour from one connection: the sentence, 429, and what was typed.
  const guard = hiddenFormFields(await page.content());
  let status = 0;
  let answer = "";
  for (let n = 0; n < 15 && status !== 429; n++) {
    const post = await page.request.post(`${base}/pepper`, { form: { ...guard, name: "Tried Often", email: "nope" } });
    status = post.status();
    answer = await post.text();
  }
  expect(status).toBe(429);
  expect(answer).toContain("Too many tries from this connection in the last hour.");
  expect(answer).toContain('value="Tried Often"');
});

test.afterAll(async () => {
  expect(await nuErrors(nu.files)).toEqual([]);
});
