import { expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as english from "~/applications/content/en/words";
import * as spanish from "~/applications/content/es/words";
import { textSignIn } from "~/kits/signIn/content/en/words";
import { applicantPage } from "~/portal/content/en/words";
import { fitsInSegments } from "~/sms/segments";
import { test } from "../support/test";
import { FIXTURE_ORGANIZATION } from "../support/applicationFlow";
import { nuErrors } from "../support/nuChecker";
import { nuCollector } from "../support/pageChecks";
import { loadPortalFixtures } from "../support/portalFixtures";
import { asNewClient } from "../support/portalFlow";
import { startServer, type RunningServer } from "../support/server";
import { startSmtpCapture, type SmtpCapture } from "../support/smtpCapture";
import { signInStaff } from "../support/staffFlow";
import { inboundText, newMessageSid, startTwilioStandIn } from "../support/twilioStandIn";

/**
 * Texts (issue 38, decision 092), with JavaScript off, against the built server pointed at a loopback stand-in of
 * Twilio's API: an applicant with only a mobile number applies and is texted the number, signs in with a texted
 * code (a wrong one opens nothing); a Spanish applicant is texted in Spanish, as staff start the review; a signed
 * STOP stops the approval's text and staff see it, and a signed START posted again after it changes nothing; an
 * unsigned inbound text is refused. No answer is a 5xx.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const STAFF = "texts-reviewer@org.test";
let server: RunningServer;
let smtp: SmtpCapture;
let standIn: Awaited<ReturnType<typeof startTwilioStandIn>>;
const nu = nuCollector("text-messages");
const serverErrors: string[] = [];

test.beforeAll(async () => {
  standIn = await startTwilioStandIn();
  smtp = await startSmtpCapture();
  const dataDir = mkdtempSync(path.join(tmpdir(), "text-messages-"));
  await loadPortalFixtures(dataDir);
  server = await startServer({
    dataDir,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, TRUST_PROXY: "1", STAFF_EMAILS: STAFF, ...standIn.settings },
  });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await standIn?.stop();
});
test.beforeEach(async ({ context, page }) => {
  await asNewClient(context);
  page.on("response", (response) => {
    if (response.status() >= 500) serverErrors.push(`${response.status()} ${response.url()}`);
  });
});

const keep = async (page: Page) => nu.keep(new URL(page.url()).pathname, await page.content());

/** Applies as a person with a mobile number and no email, choosing texts, on the pages of `locale`. */
async function applyWithPhone(
  page: Page,
  locale: "en" | "es",
  person: { fullName: string; phone: string; e164: string },
) {
  const words = locale === "es" ? spanish : english;
  await page.goto(`${server.url}${locale === "es" ? "/es" : ""}/application`);
  await page.getByLabel(words.screener.zip).fill("07030");
  await page.getByLabel(words.screener.householdSize).fill("2");
  await page.getByRole("group", { name: words.screener.programme }).getByLabel(words.pages.yes).check();
  await page.getByRole("button", { name: words.pages.continue }).click();

  // Neither a number nor an email: refused with a sentence, and the name typed is kept.
  await page.getByLabel(words.about.fullName).fill(person.fullName);
  await page.getByRole("button", { name: words.pages.continue }).click();
  await expect(page.locator("#phone-error")).toHaveText(words.errors.emailOrPhone);
  await expect(page.getByLabel(words.about.fullName)).toHaveValue(person.fullName);
  await keep(page);

  await page.getByLabel(words.about.phone).fill(person.phone);
  await page.getByRole("group", { name: words.about.contactBy }).getByLabel(words.about.contactByChoices.text).check();
  await page.getByRole("group", { name: words.about.language }).getByLabel(words.about.languages[locale]).check();
  await page.getByRole("button", { name: words.pages.continue }).click();
  await page.getByLabel(words.devices.laptop).selectOption("1");
  await page.getByRole("button", { name: words.pages.continue }).click();
  await page.getByLabel(words.recommender.organization).selectOption(FIXTURE_ORGANIZATION);
  await page.getByLabel(words.recommender.firstName).fill("Rosa");
  await page.getByLabel(words.recommender.lastName).fill("Reyes");
  await page.getByLabel(words.recommender.email).fill(`rosa.${locale}@partner.test`);
  await page.getByRole("button", { name: words.pages.continue }).click();
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: words.check.send }).click();
  // The confirmation names what was sent and to what: a text to the number ending in its last two digits, never an
  // email she did not give (issue 45), and how to sign in with a texted code.
  const masked = `…${person.e164.slice(-2)}`;
  await expect(page.getByRole("heading", { level: 1, name: words.sent.titleText })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(words.sent.texted(masked));
  await expect(page.getByText(words.sent.trackByCode(masked))).toBeVisible();
  await expect(page.getByRole("link", { name: words.sent.signInByCode })).toHaveAttribute(
    "href",
    locale === "es" ? "/es/auth" : "/auth",
  );
  expect(await page.locator("main").innerText()).not.toMatch(/email|correo/i);
  await keep(page);
}

const ANA = { fullName: "Ana Lucía Marquez", phone: "(201) 555-0142", e164: "+12015550142" };
const LUIS = { fullName: "Luis Ortega Ruiz", phone: "201.555.0177", e164: "+12015550177" };

test("an applicant with only a mobile number is texted the number, and signs in with a texted code", async ({
  page,
}) => {
  await applyWithPhone(page, "en", ANA);
  const received = await standIn.waitFor(ANA.e164, (body) => body.includes("device application, number"));
  const number = /number ([A-Z0-9]{4}-[A-Z0-9]{4})\./.exec(received.body)?.[1];
  expect(number).toBeTruthy();
  expect(received.body).toMatch(/^Tech Access: /);
  for (const name of ANA.fullName.split(" ")) expect(received.body).not.toContain(name);
  expect(fitsInSegments(received.body)).toBe(true);

  await page.goto(`${server.url}/auth`);
  await page.getByLabel(textSignIn.phoneLabel).fill(ANA.phone);
  await page.getByRole("button", { name: textSignIn.send }).click();
  await expect(page.getByRole("heading", { level: 1, name: textSignIn.codeTitle })).toBeVisible();
  await expect(page.getByText(textSignIn.sentTo("…42"))).toBeVisible();
  await keep(page);
  const texted = await standIn.waitFor(ANA.e164, (body) => body.includes("sign-in code"));
  const code = /code is (\d{6})\./.exec(texted.body)![1]!;

  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  await page.getByLabel(textSignIn.codeLabel).fill(wrong);
  const refused = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: textSignIn.open }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByText(textSignIn.wrongCode)).toBeVisible();
  await expect(page.getByRole("heading", { name: applicantPage.heading })).toHaveCount(0);
  await keep(page);

  await page.getByLabel(textSignIn.codeLabel).fill(code);
  await page.getByRole("button", { name: textSignIn.open }).click();
  await expect(page.getByRole("heading", { name: applicantPage.heading })).toBeVisible();
  await expect(page.getByText(`WEB-${number}`).or(page.getByText("Application Submitted")).first()).toBeVisible();
});

test("a Spanish applicant is texted in Spanish as staff start the review; a signed STOP stops the approval's text", async ({
  page,
}) => {
  await applyWithPhone(page, "es", LUIS);
  const received = await standIn.waitFor(LUIS.e164, (body) => body.includes("recibimos su solicitud"));
  const number = /número ([A-Z0-9]{4}-[A-Z0-9]{4})\./.exec(received.body)![1]!;

  await signInStaff(page, server.url, smtp, STAFF);
  await page.goto(`${server.url}/staff/applications/WEB-${number}`);
  await page.getByRole("button", { name: "Start review" }).click();
  await expect(page.getByTestId("applicant-status")).toContainText("Pending Review");
  const reviewText = await standIn.waitFor(LUIS.e164, (body) => body.includes("nuevo estado"));
  expect(reviewText.body).toContain("En revisión");

  const post = async (sign: "signed" | "unsigned", Body = "STOP", MessageSid?: string) => {
    const inbound = inboundText(server.url, { From: LUIS.e164, Body, MessageSid }, sign);
    return fetch(inbound.url, { method: "POST", headers: inbound.headers, body: inbound.body });
  };
  expect((await post("unsigned")).status).toBe(403);
  const start = newMessageSid();
  expect(await (await post("signed", "START", start)).text()).toContain("<Message>");
  const stopped = await post("signed");
  expect(stopped.status).toBe(200);
  expect(await stopped.text()).toContain("<Message>Tech Access: no recibirá más textos");
  // The START posted again, signed as it was: seen before, so it changes nothing and says nothing.
  const replayed = await post("signed", "START", start);
  expect(replayed.status).toBe(200);
  expect(await replayed.text()).not.toContain("<Message>");

  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByTestId("applicant-status")).toContainText("Application Approved");
  const db = new Database(path.join(server.dataDir, "portal.sqlite"), { readonly: true });
  const texts = db
    .prepare("SELECT state, last_error FROM sms_outbox WHERE recipient = ? AND kind = 'status' ORDER BY id")
    .all(LUIS.e164) as { state: string; last_error: string | null }[];
  db.close();
  expect(texts.map((text) => text.state)).toEqual(["sent", "stopped"]);
  expect(standIn.texts.filter((text) => text.to === LUIS.e164)).toHaveLength(2);
  await page.reload();
  await expect(page.getByText("Texts stopped: the number sent STOP")).toBeVisible();
  await page.goto(`${server.url}/staff/mail`);
  await expect(page.getByRole("table", { name: "Texts set aside" })).toContainText("Not sent: texts stopped");
  await keep(page);
});

test("no answer was a 5xx, and the new pages pass the Nu HTML checker", async () => {
  expect(serverErrors).toEqual([]);
  expect(await nuErrors(nu.files)).toEqual([]);
});
