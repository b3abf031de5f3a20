import { expect, type Browser, type Page } from "@playwright/test";
import { staffPages } from "~/config/routes";
import { test } from "../support/test";
import { expectAccessibleAtBothWidths } from "../support/pageChecks";
import { nuCollector } from "../support/pageChecks";
import { nuErrors } from "../support/nuChecker";
import { portalSuite } from "../support/portalSuite";
import { subjectOf } from "../support/spanishPortal";
import { headerValues, linkIn } from "../support/smtpCapture";
import { staffColleagues } from "../support/staffFlow";
import { startZohoCampaignsStandIn } from "../support/zohoCampaignsStandIn";

/**
 * The organisation's inbox and newsletter on the site (issue 49 §2-3, decision 120), JavaScript off at 360 px,
 * against the built server, a real SMTP server and a loopback stand-in of Zoho's APIs: the donate page's "Host a
 * Computer Drive" opens the contact form with its topic chosen; the message reaches /staff/inbox, where staff
 * assign it, answer it (the reply arrives from the organisation's address, threaded to the acknowledgement of the
 * person's message) and close it; a board application in Spanish arrives with its CV, which staff download byte for
 * byte; the footer's newsletter form (no third-party frame on the home page) sends a confirmation link, the
 * confirmed address reaches the stand-in, and the unsubscribe link takes it off at once, there too. Every page
 * passes axe and the Nu checker.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
test.describe.configure({ mode: "serial" });

const colleagues = staffColleagues("inbox");
const colleague = "inbox1@org.test";
let zoho: Awaited<ReturnType<typeof startZohoCampaignsStandIn>> | undefined;
test.beforeAll(async () => {
  zoho = await startZohoCampaignsStandIn();
});
test.afterAll(async () => {
  await zoho?.stop();
});
const suite = portalSuite("inbox", {
  env: () => ({
    STAFF_EMAILS: colleagues.staffEmails,
    INBOX_REPLY_FROM: '"Tech Access" <hello@org.test>',
    ...zoho!.settings,
  }),
});
const nu = nuCollector("inbox");

async function checked(page: Page, browser: Browser) {
  await expectAccessibleAtBothWidths(page, browser);
  nu.keep(new URL(page.url()).pathname, await page.content());
}

test("a contact message reaches the staff inbox, and the staff reply arrives by email in its thread", async ({
  page,
  browser,
}) => {
  const person = "drive.host@example.test";
  await page.goto(`${suite.server.url}/donate`);
  await page.getByRole("link", { name: "Host a Computer Drive" }).click();
  await expect(page).toHaveURL(/\/contact\?topic=computer-drive$/);
  await expect(page.getByLabel("What is your message about?")).toHaveValue("computer-drive");
  await expect(page.locator("iframe")).toHaveCount(0);
  await checked(page, browser);
  await page.getByLabel("Your name").fill("Dana Host");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Give an email address or a mobile number, so we can answer you.").first()).toBeVisible();
  await expect(page.getByLabel("Your name")).toHaveValue("Dana Host");
  await page.getByLabel("Your email address").fill(person);
  await page.getByLabel("Your message", { exact: true }).fill("Our office can host a drive in May.\nWhat do we need?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByTestId("form-sent")).toContainText(`We sent a confirmation to ${person}.`);
  const acknowledgement = await suite.smtp.waitFor(person);
  expect(subjectOf(acknowledgement)).toBe("Your message to us: Hosting a computer drive");
  expect(acknowledgement.text).toContain("> Our office can host a drive in May.");
  const [threadId] = headerValues(acknowledgement, "Message-ID");
  expect(threadId).toMatch(/^<inbox-[\w-]{16}@/);

  await colleagues.signInNext(page, suite);
  await page.goto(`${suite.server.url}${staffPages.inbox.path}`);
  await page.getByRole("link").filter({ hasText: /\d/ }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Dana Host" })).toBeVisible();
  await expect(page.getByText("What do we need?")).toBeVisible();
  await page.getByLabel("Assign to").selectOption(colleague);
  await page.getByRole("button", { name: "Assign" }).click();
  await expect(page.getByText("Assigned.")).toBeVisible();
  await checked(page, browser);
  await page.getByLabel("Reply by email").fill("Thank you! We bring the boxes; you bring the computers.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Reply sent.")).toBeVisible();
  const reply = await suite.smtp.waitFor(person, { after: 1 });
  expect(headerValues(reply, "From")).toEqual(["Tech Access <hello@org.test>"]);
  expect(subjectOf(reply)).toBe("Re: Your message to us: Hosting a computer drive");
  expect(headerValues(reply, "In-Reply-To")).toEqual([threadId]);
  expect(headerValues(reply, "References")).toEqual([threadId]);
  expect(reply.text).toContain("We bring the boxes");
  expect(reply.text).toContain("> What do we need?");
  await page.getByRole("button", { name: "Close" }).click();
  await expect(page.getByText("Closed.")).toBeVisible();
  await page.goto(`${suite.server.url}${staffPages.inbox.path}`);
  await expect(page.getByRole("heading", { name: "Open (0)" })).toBeVisible();
  nu.keepEmails([acknowledgement, reply]);
});

test("a board application in Spanish arrives with its CV, which staff download as it was sent", async ({
  page,
  browser,
}) => {
  const person = "junta@example.test";
  const cv = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.from("currículum de prueba\n%%EOF\n")]);
  await page.goto(`${suite.server.url}/es/boardapplication`);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.locator("iframe")).toHaveCount(0);
  await checked(page, browser);
  await page.getByLabel("Su nombre").fill("Rosa Junta");
  await page.getByLabel("Su correo electrónico").fill(person);
  await page.getByLabel("¿Por qué quiere formar parte de nuestra junta?").fill("Quiero ayudar a mi comunidad.");
  await page.getByLabel("¿Qué habilidades y experiencia aportaría?").fill("Contabilidad");
  await page
    .getByLabel("Su currículum")
    .setInputFiles({ name: "cv.txt", mimeType: "text/plain", buffer: Buffer.from("hola") });
  await page.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(page.getByText("Su currículum debe ser un archivo PDF, JPEG o PNG.").first()).toBeVisible();
  await expect(page.getByLabel("¿Qué habilidades y experiencia aportaría?")).toHaveValue("Contabilidad");
  await page.getByLabel("Su currículum").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: cv });
  await page.getByRole("button", { name: "Enviar solicitud" }).click();
  await expect(page.getByTestId("form-sent")).toContainText(`Enviamos una confirmación a ${person}.`);
  const acknowledgement = await suite.smtp.waitFor(person);
  expect(subjectOf(acknowledgement)).toBe("Su solicitud para nuestra junta");

  await colleagues.signInNext(page, suite);
  await page.goto(`${suite.server.url}${staffPages.board.path}`);
  await page.getByRole("link").filter({ hasText: /\d/ }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Rosa Junta" })).toBeVisible();
  await expect(page.getByText("Quiero ayudar a mi comunidad.")).toBeVisible();
  await checked(page, browser);
  const href = await page.getByRole("link", { name: /Download the CV/ }).getAttribute("href");
  const download = await page.request.get(`${suite.server.url}${href}`);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(download.headers()["content-disposition"]).toMatch(
    /^attachment; filename="board-application-cv-[\w-]+\.pdf"$/,
  );
  expect(Buffer.from(await download.body()).equals(cv)).toBe(true);
  const stranger = await browser.newContext();
  expect((await stranger.request.get(`${suite.server.url}${href}`, { maxRedirects: 0 })).status()).toBe(302);
  await stranger.close();
  nu.keepEmails([acknowledgement]);
});

test("the footer's newsletter form asks for a confirmation; the confirmed address reaches the provider, and unsubscribing works at once", async ({
  page,
  browser,
}) => {
  const person = "lector@example.test";
  await page.goto(`${suite.server.url}/es`);
  await expect(page.locator("iframe")).toHaveCount(0);
  const footer = page.getByTestId("footer-newsletter");
  await footer.getByLabel("E-mail para el boletín").fill(person);
  await footer.getByRole("button", { name: "Suscribirme" }).click();
  await expect(page).toHaveURL(/\/es\/newsletter$/);
  await expect(page.getByTestId("newsletter-answer")).toContainText(`Enviamos un enlace a ${person}.`);
  const confirmation = await suite.smtp.waitFor(person);
  // A post that filled the honeypot (a bot's) is refused and sends nothing.
  const bot = "bot@example.test";
  const refused = await page.request.post(`${suite.server.url}/newsletter`, {
    form: { email: bot, name__confirm: "x" },
  });
  expect(refused.status()).toBe(400);
  expect(suite.mailsWritten(bot)).toBe(0);
  expect(subjectOf(confirmation)).toBe("Confirme su suscripción al boletín");
  expect(zoho!.calls).toEqual([]);
  await page.goto(linkIn(confirmation, /https?:\/\/\S+\/es\/newsletter\/confirm\/[\w-]{43}/));
  await checked(page, browser);
  await page.getByRole("button", { name: "Confirmar mi correo" }).click();
  await expect(page.getByTestId("newsletter-answer")).toContainText("Nuestro boletín llegará a su correo");
  expect((await zoho!.waitFor("listsubscribe", person)).listKey).toBe(zoho!.settings.ZOHO_CAMPAIGNS_LIST_KEY);
  const welcome = await suite.smtp.waitFor(person, { after: 1 });

  await colleagues.signInNext(page, suite);
  await page.goto(`${suite.server.url}${staffPages.newsletter.path}`);
  await expect(page.getByText("Zoho Campaigns is set: 0 change(s) waiting to reach it.")).toBeVisible();
  const csv = await page.request.get(`${suite.server.url}${staffPages.newsletter.path}/confirmed.csv`);
  expect(await csv.text()).toContain(`${person},es,`);

  await page.goto(linkIn(welcome, /https?:\/\/\S+\/es\/newsletter\/unsubscribe\/[\w-]{43}/));
  await checked(page, browser);
  await page.getByRole("button", { name: "Darme de baja" }).click();
  await expect(page.getByTestId("newsletter-answer")).toContainText("Ya no le enviaremos nuestro boletín.");
  await zoho!.waitFor("listunsubscribe", person);
  const csvAfter = await page.request.get(`${suite.server.url}${staffPages.newsletter.path}/confirmed.csv`);
  expect(await csvAfter.text()).not.toContain(person);
  nu.keepEmails([confirmation, welcome]);
});

test("every page and email of these journeys passes the Nu HTML checker", async () => {
  expect(nu.files.length).toBeGreaterThan(8);
  expect(await nuErrors(nu.files)).toEqual([]);
});
