import { expect, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import * as en from "~/partners/content/en/requests";
import * as es from "~/partners/content/es/requests";
import { composeStatusEmail } from "~/kits/records/statusEmail.server";
import { expectNoAxeViolations } from "../support/axe";
import { nuErrors } from "../support/nuChecker";
import { nuCollector } from "../support/pageChecks";
import { signInPartner } from "../support/partnerFlow";
import { readPdf } from "../support/pdfReading";
import { people } from "../support/portalFixtures";
import { portalSuite } from "../support/portalSuite";
import { attachmentText } from "../support/smtpCapture";
import { signInStaff, staffColleagues } from "../support/staffFlow";
import { test } from "../support/test";

/**
 * A partner's request for devices by programme (issue 50 §1), with JavaScript off at a phone's width, against the
 * built server, the fixture records and a real SMTP server: Hoboken's intake caseworker asks for 3 laptops for a
 * class cohort covering two approved applicants; the caseworker and the partner's contact get the confirmation;
 * one member of staff starts it and another sees who; fulfilling with a device already given elsewhere is refused
 * by its id; the collection's calendar goes to the caseworker; the handover sheet lists the three devices and is
 * signed; both applicants are delivered and told; another partner gets 404; an announcement reaches the dashboard.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 800 } });
test.describe.configure({ mode: "serial" });

const caseworker = "intake@partner.test"; // Hoboken Family Center (P-1), listed after its contact
const contact = "rosa@partner.test"; // the first address Hoboken lists: its contact
const staff = staffColleagues("requests");
const suite = portalSuite("device-requests", { env: { STAFF_EMAILS: staff.staffEmails } });
const nu = nuCollector("device-requests");
const keepForNu = async (page: Page, file: string) => nu.keep(file, await page.content());
const programme = "Spring 2027 computer class";
let requestPath = "";

test.beforeAll(() => {
  const db = new Database(path.join(suite.server.dataDir, "portal.sqlite"));
  try {
    // Two of Hoboken's applicants approved and waiting (membership is by the id kept, decision 083), and three
    // refurbished laptops ready to give; I-1, a laptop, was given to another applicant.
    db.prepare(
      `UPDATE "Contacts" SET "Status" = 'Approved Applicants', partner_id = 'P-1' WHERE id IN ('A-4', 'A-6')`,
    ).run();
    const item = db.prepare(`INSERT INTO "Computer_Inventory" (id, "Model", "Status", "Computer_Type")
      VALUES (?, ?, 'Refurbished', 'Laptop')`);
    for (const id of ["L-1", "L-2", "L-3"]) item.run(id, `Latitude 5490 ${id}`);
  } finally {
    db.close();
  }
});

const statusLine = (name: string) =>
  composeStatusEmail(suite.server.url, { Full_Name: name, Status: "Client" }, "en")!.text.split("\n")[2]!;

test("a caseworker asks for 3 laptops for a class cohort covering two applicants; both addresses are told", async ({
  page,
}) => {
  await signInPartner(suite, page, caseworker);
  await page.getByRole("link", { name: en.list.requestsLink }).click();
  await page.getByRole("link", { name: en.list.ask }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.form.title);

  // Nothing chosen: a sentence beside each field to correct and a 400, what was typed kept.
  await page.getByLabel(en.form.programmeName).fill(programme);
  const refused = page.waitForResponse((answer) => answer.request().method() === "POST");
  await page.getByRole("button", { name: en.form.submit }).click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByText(en.form.errors.programmeKind).first()).toBeVisible();
  await expect(page.getByLabel(en.form.programmeName)).toHaveValue(programme);
  await keepForNu(page, "ask-errors");

  await page.getByRole("radio", { name: en.kinds.cohort }).check();
  await page.getByLabel(en.form.county).fill("Hudson");
  await page.getByLabel(en.devices.laptops).fill("3");
  await page.getByLabel(en.form.served).fill("2");
  await page.getByRole("radio", { name: en.form.servedKinds.people }).check();
  const neededBy = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel(en.form.neededBy).fill(neededBy);
  await page.getByLabel("Al Approved").check();
  await page.getByLabel("Dan Denied").check();
  const before = { caseworker: suite.smtp.countTo(caseworker), contact: suite.smtp.countTo(contact) };
  await page.getByRole("button", { name: en.form.submit }).click();
  await expect(page.getByRole("status")).toHaveText(en.detail.sent);
  requestPath = new URL(page.url()).pathname;
  expect(requestPath).toMatch(/^\/partners\/requests\/DR-[0-9A-F]{12}$/);
  await expect(page.getByText(en.states.new)).toBeVisible();
  await expect(page.getByText("Al Approved, Dan Denied")).toBeVisible();
  await keepForNu(page, "request-new");
  for (const [address, after] of [
    [caseworker, before.caseworker],
    [contact, before.contact],
  ] as const) {
    const mail = await suite.smtp.waitFor(address, { after });
    expect(mail.text).toContain(`Hoboken Family Center asked for 3 laptops for the programme "${programme}"`);
  }
  await page.goto(`${suite.server.url}/es/partners/requests`);
  await expect(page.getByRole("link", { name: `${es.kinds.cohort}: ${programme}` })).toBeVisible();
  await expect(page.getByText(es.states.new)).toBeVisible();
  await keepForNu(page, "requests-es");
});

test("one member of staff starts it, another sees who; a device given elsewhere is refused by its id", async ({
  page,
}) => {
  await staff.signInNext(page, suite);
  await page.getByRole("link", { name: "Device requests" }).first().click();
  await page.getByRole("link", { name: programme }).click();
  await page.getByRole("button", { name: "Start this request" }).click();
  await expect(page.getByRole("status")).toContainText("You started the request");
  await page.context().clearCookies();

  await staff.signInNext(page, suite);
  await page.goto(`${suite.server.url}${requestPath.replace("/partners/", "/staff/")}`);
  await expect(page.getByTestId("request-state")).toHaveText("State: Started, started by requests1@org.test");
  await expect(page.getByRole("button", { name: "Fulfil and book the collection" })).toBeVisible();
  // The second colleague's fulfilment is refused with who took it.
  await page.getByLabel("Inventory ids, one a line").fill("L-1");
  await page.getByRole("button", { name: "Fulfil and book the collection" }).click();
  await expect(page.getByRole("alert")).toHaveText("requests1@org.test started this request; they are preparing it.");
  await page.context().clearCookies();

  // The one who took it fulfils it.
  await signInStaff(page, suite.server.url, suite.smtp, "requests1@org.test");
  await page.goto(`${suite.server.url}${requestPath.replace("/partners/", "/staff/")}`);
  await page.getByLabel("Inventory ids, one a line").fill("L-1\nI-1");
  const refused = page.waitForResponse((answer) => answer.request().method() === "POST");
  await page.getByRole("button", { name: "Fulfil and book the collection" }).click();
  expect((await refused).status()).toBe(409);
  await expect(page.getByRole("alert")).toHaveText("Item I-1 was already given elsewhere.");
  await expect(page.getByLabel("Inventory ids, one a line")).toHaveValue("L-1\nI-1");
  await keepForNu(page, "staff-request-refused");

  await page.getByLabel("Inventory ids, one a line").fill("L-1\nL-2\nL-3");
  const day = await page.getByLabel("Collection day").inputValue();
  const before = suite.smtp.countTo(caseworker);
  await page.getByRole("button", { name: "Fulfil and book the collection" }).click();
  await expect(page.getByRole("status")).toContainText("The 3 devices are set aside for Hoboken Family Center");
  const mail = await suite.smtp.waitFor(caseworker, { after: before });
  expect(mail.text).toContain(`Your devices are ready to collect: ${programme}`);
  const calendar = attachmentText(mail, "collection.ics");
  expect(calendar).toContain(`DTSTART:${day.replace(/-/g, "")}T`);
  expect(calendar).toContain(`SUMMARY:Your devices are ready to collect: ${programme}`);

  await page.goto(`${suite.server.url}/staff/donations/run-sheet?date=${day}`);
  await expect(page.getByRole("heading", { name: "Collections by partners: 1" })).toBeVisible();
  await expect(
    page.getByRole("heading", { name: `Morning (9 a.m. to noon): Hoboken Family Center, ${programme}` }),
  ).toBeVisible();

  // An announcement for every partner, until tomorrow.
  await page.goto(`${suite.server.url}/staff/requests`);
  await page.getByLabel("Announcement (at most 500 characters)").fill("Collections close at 3 PM on Fridays.");
  await page.getByLabel("Link").fill("https://example.org/collections");
  await page.getByLabel("Last day it shows").fill(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10));
  await page.getByRole("button", { name: "Post the announcement" }).click();
  await expect(page.getByRole("status")).toHaveText("The announcement shows on every partner's dashboard.");
  await keepForNu(page, "staff-requests");
});

test("the caseworker signs the handover sheet; both applicants become delivered and are told", async ({ page }) => {
  await signInPartner(suite, page, caseworker);
  await expect(page.getByRole("region", { name: en.announcements.heading })).toContainText(
    "Collections close at 3 PM on Fridays.",
  );
  await keepForNu(page, "dashboard");
  await page.goto(`${suite.server.url}${requestPath}`);
  await expect(page.getByText(en.states.fulfilled)).toBeVisible();
  await expect(page.getByTestId("request-devices").getByRole("listitem")).toHaveText(
    ["L-1", "L-2", "L-3"].map((id) => en.detail.device(`Latitude 5490 ${id}`, id)),
  );
  await keepForNu(page, "request-fulfilled");
  const sheet = async () => {
    const answer = await page.request.get(`${suite.server.url}${requestPath}/handover.pdf`);
    expect(answer.headers()["content-type"]).toBe("application/pdf");
    return readPdf(await answer.body()).text.replace(/\s+/g, " ");
  };
  const unsigned = await sheet();
  for (const id of ["L-1", "L-2", "L-3"]) expect(unsigned).toContain(`Inventory id ${id} Latitude 5490 ${id}`);
  expect(unsigned).toContain(en.sheet.notSigned);

  const before = { al: suite.smtp.countTo(people.approved), dan: suite.smtp.countTo(people.denied) };
  await page.getByLabel(en.detail.sign.name).fill("Ines Intake");
  await page.getByRole("button", { name: en.detail.sign.submit }).click();
  await expect(page.getByRole("status")).toHaveText(en.detail.collected(2));
  await expect(page.getByText(/^Collected and signed for by Ines Intake on /)).toBeVisible();
  await keepForNu(page, "request-collected");
  expect((await suite.smtp.waitFor(people.approved, { after: before.al })).text).toContain(statusLine("Al Approved"));
  expect((await suite.smtp.waitFor(people.denied, { after: before.dan })).text).toContain(statusLine("Dan Denied"));
  expect(await sheet()).toContain("Signed for by Ines Intake");
  const csv = await page.request.get(`${suite.server.url}/partners/requests.csv`);
  expect(await csv.text()).toContain("Total for the county,,Hudson,,3,0,0,3");
});

test("another partner's caseworker gets 404 at every address of the request and sees none of it", async ({ page }) => {
  await signInPartner(suite, page, "sam@partner.test");
  for (const address of [requestPath, `/es${requestPath}`, `${requestPath}/handover.pdf`]) {
    const answer = await page.request.get(`${suite.server.url}${address}`);
    expect(answer.status(), address).toBe(404);
  }
  await page.goto(`${suite.server.url}/partners/requests`);
  await expect(page.getByText(en.list.none)).toBeVisible();
});

test.describe("checks", () => {
  test.use({ javaScriptEnabled: true });
  test("the pages pass the Nu checker and axe", async ({ page }) => {
    test.setTimeout(120_000);
    await signInPartner(suite, page, caseworker);
    for (const address of ["/partners/requests/new", "/es/partners/requests/new", requestPath, "/partners"]) {
      await page.goto(`${suite.server.url}${address}`);
      await expectNoAxeViolations(page, address);
    }
    await page.context().clearCookies();
    await staff.signInNext(page, suite);
    for (const address of ["/staff/requests", requestPath.replace("/partners/", "/staff/")]) {
      await page.goto(`${suite.server.url}${address}`);
      await expectNoAxeViolations(page, address);
    }
    nu.keepEmails(suite.smtp.messages.filter((mail) => mail.to.includes(caseworker)).slice(-2));
    expect(nu.files).toHaveLength(10);
    expect(await nuErrors(nu.files)).toEqual([]);
  });
});
