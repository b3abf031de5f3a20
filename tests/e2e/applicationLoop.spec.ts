import { expect, type Page } from "@playwright/test";
import { test } from "../support/test";
import Database from "better-sqlite3";
import path from "node:path";
import { staffPages } from "~/config/routes";
import * as en from "~/applications/content/en/words";
import * as es from "~/applications/content/es/words";
import * as esHelp from "~/applications/content/es/help";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { expectNoAxeViolations } from "../support/axe";
import { applyOnline, type Applicant } from "../support/applicationFlow";
import { nuErrors } from "../support/nuChecker";
import { storeRows } from "../support/operatorProbes";
import { hiddenFormFields, signInAs } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";
import { linkIn, type CapturedMail } from "../support/smtpCapture";
import { signInStaff } from "../support/staffFlow";
import { approveAndDeliver, recommend } from "../support/deliveryFlow";

/**
 * The application's loop after it is sent, with JavaScript off, against the built server and a real SMTP server,
 * the delays set short: the recommender's reminders (and none once the letter is in), the applicant asking again or
 * naming someone else from the tracker, and after staff's delivery the one follow-up, answered once and read by staff.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const colleagues = ["loop1@org.test", "loop2@org.test"];
const suite = portalSuite("application-loop", {
  env: { RECOMMENDATION_REMINDERS: "2s,4s", FOLLOW_UP_AFTER: "2s", STAFF_EMAILS: colleagues.join(",") },
});

const nuFolder = mkdtempSync(path.join(tmpdir(), "application-loop-nu-"));
const nuFiles: string[] = [];
/** Keeps the page as it is now for the Nu checker, and checks it with axe (JavaScript on, same cookies, 360 px). */
async function checkPage(page: Page, name: string) {
  const file = path.join(nuFolder, `${name}.html`);
  writeFileSync(file, await page.content());
  nuFiles.push(file);
  const context = await page
    .context()
    .browser()!
    .newContext({
      javaScriptEnabled: true,
      viewport: { width: 360, height: 740 },
    });
  await context.addCookies(await page.context().cookies());
  const checked = await context.newPage();
  await checked.goto(page.url());
  await expectNoAxeViolations(checked, name);
  await context.close();
}

const someone = (n: number, more: Partial<Applicant> = {}): Applicant => ({
  fullName: `Loop Applicant${n}`,
  email: `loop${n}@applying.test`,
  devices: { desktop: 1 },
  recommender: { firstName: "Rosa", lastName: "Reyes", email: `loop-recommender${n}@partner.test` },
  ...more,
});

const recommendLink = (mail: CapturedMail) => linkIn(mail, /https?:\/\/\S+\/recommend\/[\w-]{43}/);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The messages to an address whose text holds `words`. */
const mailsTo = (address: string, words: string) =>
  suite.smtp.messages.filter((mail) => mail.to.includes(address) && mail.text.includes(words));

/** The first message to an address whose text holds `words`, once it has arrived. */
async function mailTo(address: string, words: string, timeoutMs = 30_000): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailsTo(address, words)[0];
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No email to ${address} saying "${words}"`);
    await pause(100);
  }
}

let markers = 100;
/**
 * Resolves once the application-mail timer has made a check `reminders` delays after now: a request made now gets
 * that reminder from it, and the same check goes over every earlier request and follow-up. So what has not been
 * written by then was not due, which a test shows without pausing for a guessed time.
 */
async function timerChecksAfter(page: Page, reminders: 1 | 2) {
  const marker = someone(++markers);
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  await applyOnline(await context.newPage(), suite.server.url, marker, suite.smtp);
  await context.close();
  await suite.smtp.waitFor(marker.recommender.email, { after: reminders });
}

/** How many reminders the store says were written to a recommender. */
function remindersWritten(recommenderEmail: string): number {
  const sql = "SELECT reminders_sent AS n FROM recommendations WHERE email = ?";
  return storeRows<{ n: number }>(suite.server, sql, recommenderEmail)[0]!.n;
}

test("the recommender gets the same link again after each delay, no more than the delays, and none once the letter is in", async ({
  page,
}) => {
  // Answered first, so that the requests made after it are checked after its last delay.
  const answered = someone(2);
  await applyOnline(page, suite.server.url, answered, suite.smtp);
  await recommend(page, recommendLink(await suite.smtp.waitFor(answered.recommender.email)));
  // The first delay is 2 s: on a busy machine a reminder may be written before the letter is in, never after it.
  const remindersBeforeLetter = remindersWritten(answered.recommender.email);

  const waiting = someone(1);
  await applyOnline(page, suite.server.url, waiting, suite.smtp);
  const first = await suite.smtp.waitFor(waiting.recommender.email);
  const second = await suite.smtp.waitFor(waiting.recommender.email, { after: 1 });
  const third = await suite.smtp.waitFor(waiting.recommender.email, { after: 2 });
  expect(recommendLink(second)).toBe(recommendLink(first));
  expect(recommendLink(third)).toBe(recommendLink(first));
  expect(second.text).toContain(en.emails.recommend.reminderSubject("Loop A."));

  // A check past both requests' last delays: the first recommender had exactly two reminders, and the one who
  // answered none after the letter.
  await timerChecksAfter(page, 2);
  expect(suite.smtp.countTo(waiting.recommender.email)).toBe(3);
  expect(remindersWritten(answered.recommender.email)).toBe(remindersBeforeLetter);
  expect(suite.smtp.countTo(answered.recommender.email)).toBe(1 + remindersBeforeLetter);
});

test("from the tracker the applicant sees whom the letter was asked of, may not resend within a day, and names someone else", async ({
  page,
}) => {
  const base = suite.server.url;
  const applicant = someone(3, { language: "es" });
  const { number } = await applyOnline(page, base, applicant, suite.smtp);
  const oldLink = recommendLink(await suite.smtp.waitFor(applicant.recommender.email));
  await page.context().clearCookies();
  await signInAs(page, base, suite.smtp, applicant.email);
  await page.goto(`${base}/es/portal`);
  await expect(page.getByText(es.tracker.number(number), { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: es.tracker.heading })).toBeVisible();
  await expect(page.getByText(`Se la pedimos a Rosa Reyes (${applicant.recommender.email}) el `)).toBeVisible();
  await page.getByRole("link", { name: es.tracker.manage }).click();
  await expect(page).toHaveURL(/\/es\/portal\/recommendation$/);
  await expect(page.getByRole("button", { name: es.tracker.resend })).toBeDisabled();
  await expect(page.getByText(es.tracker.tooSoon)).toBeVisible();
  await checkPage(page, "portal-recommendation");

  // Sent anyway (an old page, a script): refused with the sentence, and no second request goes (reminders may).
  const fields = hiddenFormFields(await page.content());
  const resent = await page.request.post(`${base}/es/portal/recommendation`, { form: { ...fields, intent: "resend" } });
  expect(resent.status()).toBe(429);
  expect(await resent.text()).toContain(es.tracker.tooSoon);
  expect(mailsTo(applicant.recommender.email, `<title>${es.emails.recommend.subject("Loop A.")}</title>`)).toHaveLength(
    1,
  );

  await page.getByLabel(es.recommender.firstName).fill("Ana");
  await page.getByLabel(es.recommender.lastName).fill("Ruiz");
  await page.getByLabel(es.recommender.email).fill(applicant.email.toUpperCase());
  await page.getByRole("button", { name: es.tracker.change }).click();
  await expect(page.locator("#email-error")).toHaveText(es.errors.recommenderIsApplicant);
  await expect(page.getByLabel(es.recommender.firstName)).toHaveValue("Ana");
  await page.getByLabel(es.recommender.email).fill("ana.ruiz@tenants.example");
  await page.getByRole("button", { name: es.tracker.change }).click();
  await expect(page.getByRole("status")).toHaveText(es.tracker.changed("ana.ruiz@tenants.example"));

  const newRequest = await suite.smtp.waitFor("ana.ruiz@tenants.example");
  expect(newRequest.text).toContain(es.emails.recommend.body("Loop A.", "Hoboken Family Center"));
  expect(recommendLink(newRequest)).not.toBe(oldLink);
  // A reminder written just before the change may still arrive; none is written after it.
  const writtenBeforeChange = suite.mailsWritten(applicant.recommender.email);
  const response = await page.goto(oldLink);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.recommend.replacedTitle);
  await timerChecksAfter(page, 2);
  expect(suite.mailsWritten(applicant.recommender.email)).toBe(writtenBeforeChange);
  expect(suite.smtp.countTo(applicant.recommender.email)).toBe(writtenBeforeChange);

  const db = new Database(path.join(suite.server.dataDir, "portal.sqlite"));
  expect(
    db
      .prepare(`SELECT "Recommenders_Name", "Recommenders_Email" FROM "Contacts" WHERE email_key = ?`)
      .get(applicant.email),
  ).toEqual({ Recommenders_Name: "Ana", Recommenders_Email: "ana.ruiz@tenants.example" });
  db.close();
});

test("after the delivery one follow-up goes, its three questions are answered once, and staff read the answers", async ({
  page,
}) => {
  const base = suite.server.url;
  const applicant = someone(4, { language: "es" });
  const { contactId } = await applyOnline(page, base, applicant, suite.smtp);
  await recommend(
    page,
    recommendLink(await suite.smtp.waitFor(applicant.recommender.email)),
    es as unknown as typeof en,
  );

  await signInStaff(page, base, suite.smtp, colleagues[0]!);
  await approveAndDeliver(page, base, contactId);

  const followUp = await mailTo(applicant.email, es.emails.followUp.body);
  const link = linkIn(followUp, /https?:\/\/\S+\/es\/follow-up\/[\w-]{43}/);

  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.followUp.title);
  await checkPage(page, "follow-up");
  await page.getByRole("button", { name: es.followUp.send }).click();
  await expect(page.locator("#usingIt-error")).toHaveText(es.followUp.errors.usingIt);
  await expect(page.locator("#workingWell-error")).toHaveText(es.followUp.errors.workingWell);
  // Whether the answer may be shared is asked too (issue 50 §2).
  await expect(page.locator("#share-error")).toHaveText(esHelp.followUpMore.errors.share);
  await page.getByLabel(es.followUp.usingIt).fill("Tareas <b>escolares</b> y búsqueda de empleo");
  await page.getByRole("group", { name: es.followUp.workingWell }).getByLabel("Sí").check();
  await page.getByLabel(`${es.followUp.anythingElse} ${es.pages.optional}`).fill("=1+1 la batería dura poco");
  await page
    .getByRole("group", { name: esHelp.followUpMore.share })
    .getByLabel(esHelp.followUpMore.shareChoices.none)
    .check();
  await page.getByRole("button", { name: es.followUp.send }).click();
  await expect(page.getByRole("status")).toHaveText(es.followUp.thanks);
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.followUp.answeredTitle);
  await checkPage(page, "follow-up-answered");

  // One follow-up, however long after: none more from a later check.
  await timerChecksAfter(page, 1);
  expect(mailsTo(applicant.email, es.emails.followUp.body)).toHaveLength(1);

  await signInStaff(page, base, suite.smtp, colleagues[1]!);
  await page.goto(`${base}${staffPages.applications.path}/${contactId}`);
  await expect(page.getByText("Tareas <b>escolares</b> y búsqueda de empleo")).toBeVisible();
  await expect(page.getByText("=1+1 la batería dura poco")).toBeVisible();
});

test("the tracker's recommendation page and the follow-up pages pass the W3C Nu HTML checker", async () => {
  expect(nuFiles).toHaveLength(3);
  expect(await nuErrors(nuFiles)).toEqual([]);
});
