import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "../support/test";
import Database from "better-sqlite3";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { staffPages } from "~/config/routes";
import * as spanish from "~/applications/content/es/words";
import { APPROVED_STATUS, CLIENT_STATUS, possibleDenialReasons, REVIEW_STATUS } from "~/kits/records/applicantStatus";
import { composeStatusEmail } from "~/kits/records/statusEmail.server";
import { basisWords, reviewMessages } from "~/applications/staff/words";
import { expectNoAxeViolations } from "../support/axe";
import { applyOnline, type Applicant } from "../support/applicationFlow";
import { nuErrors } from "../support/nuChecker";
import { people } from "../support/portalFixtures";
import { asNewClient, hiddenFormFields, signInAs } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";
import { signInStaff } from "../support/staffFlow";

/**
 * The staff console's review of applications, with JavaScript off, against the built server, the fixture's CRM
 * applicants, applications sent through the site's own pages, and a real SMTP server: the list by status, an
 * applicant's page, the decisions and the emails they send, two colleagues at once, giving devices and the
 * delivery, and who may download a recommender's letter.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

/** A mailbox gets at most three sign-in links in 15 minutes, so each sign-in has an address of its own. */
const colleagues = Array.from({ length: 20 }, (_, i) => `reviewer${i + 1}@org.test`);
let colleaguesUsed = 0;
const ORG_TIME_ZONE = "America/New_York";
const suite = portalSuite("staff-applications", { env: { STAFF_EMAILS: colleagues.join(","), ORG_TIME_ZONE } });

const listPath = staffPages.applications.path;
const applicantPath = (id: string) => `${listPath}/${encodeURIComponent(id)}`;

async function signInColleague(page: Page): Promise<string> {
  const colleague = colleagues[colleaguesUsed++]!;
  await signInStaff(page, suite.server.url, suite.smtp, colleague);
  return colleague;
}

function store() {
  return new Database(path.join(suite.server.dataDir, "portal.sqlite"));
}

function contact(id: string) {
  const db = store();
  try {
    return db.prepare('SELECT "Status", "Denial_Reason" FROM Contacts WHERE id = ?').get(id) as {
      Status: string | null;
      Denial_Reason: string | null;
    };
  } finally {
    db.close();
  }
}

let applicants = 0;
/** A new applicant on the site, with a recommender of their own. */
function someone(fullName: string, more: Partial<Applicant> = {}): Applicant {
  applicants += 1;
  return {
    fullName,
    email: `applicant${applicants}@applying.test`,
    devices: { desktop: 1 },
    recommender: { firstName: "Rosa", lastName: "Reyes", email: `recommender${applicants}@partner.test` },
    ...more,
  };
}

/** Applies on the site and waits for both emails the application sends, so later counts start after them. */
async function apply(page: Page, applicant: Applicant) {
  const sent = await applyOnline(page, suite.server.url, applicant, suite.smtp);
  await suite.smtp.waitFor(applicant.email);
  await suite.smtp.waitFor(applicant.recommender.email);
  return sent;
}

/** Presses a button whose form posts, and returns the answer's response once the page has it. */
async function press(page: Page, button: Locator) {
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.request().method() === "POST"),
    button.click(),
  ]);
  await page.waitForLoadState("domcontentloaded");
  return response;
}

/** The value a term of the page's facts has. */
const fact = (page: Page, term: string) =>
  page
    .locator("dt", { hasText: new RegExp(`^${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) })
    .locator("xpath=following-sibling::dd[1]");

const statusLine = (page: Page) => page.getByTestId("applicant-status");
const notice = (page: Page) => page.getByRole("status").filter({ hasText: /./ });

/**
 * Starts the review and waits for its status email: a status email still waiting when the next status comes is
 * replaced by the newer one, so a test that counts emails lets each go out first.
 */
async function startReview(page: Page, applicant: Applicant) {
  const before = suite.smtp.countTo(applicant.email);
  await press(page, page.getByRole("button", { name: "Start review" }));
  await expect(statusLine(page)).toContainText("Pending Review");
  return suite.smtp.waitFor(applicant.email, { after: before });
}

/** What the recommender's and follow-up pages (built elsewhere) store: the answers, a letter, the follow-up. */
const LETTER = Buffer.from("%PDF-1.4\n% a recommendation letter\n%%EOF\n");
function addRecommenderAnswersAndFollowUp(contactId: string) {
  const db = store();
  const now = Date.now();
  try {
    db.prepare(
      `UPDATE recommendations SET received_at = ?, how_known = 'She volunteers with our food bank',
         how_long = 'Three years', how_help = 'Online classes and job search', serves_region = 1,
         written_by = 'Rosa Reyes, case manager' WHERE contact_id = ?`,
    ).run(now, contactId);
    const { id } = db.prepare("SELECT id FROM recommendations WHERE contact_id = ?").get(contactId) as { id: number };
    db.prepare(
      "INSERT INTO recommendation_letters (recommendation_id, content_type, size, content, uploaded_at) VALUES (?, ?, ?, ?, ?)",
    ).run(id, "application/pdf", LETTER.length, LETTER, now);
    db.prepare(
      `INSERT INTO follow_ups (contact_id, sent_at, answered_at, using_it, working_well, anything_else)
       VALUES (?, ?, ?, 'Every day', 'Yes, no problems', 'Thank you!')`,
    ).run(contactId, now - 60_000, now);
  } finally {
    db.close();
  }
}

/** Today in the organisation's time zone, as the CRM writes dates. */
function today(): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: ORG_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(Date.now());
}

test.describe("the list of applications", () => {
  test("counts each status at the top; oldest application first, applicants imported from the CRM after, by id", async ({
    page,
  }) => {
    await apply(page, someone("Olive Oldest"));
    await apply(page, someone("Nina Newer"));
    await signInColleague(page);
    await page.goto(`${suite.server.url}${listPath}`);

    const db = store();
    const counts = Object.fromEntries(
      (
        db.prepare(`SELECT COALESCE(TRIM("Status"), '') AS status, COUNT(*) AS n FROM Contacts GROUP BY 1`).all() as {
          status: string;
          n: number;
        }[]
      ).map((row) => [row.status, row.n]),
    );
    db.close();
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    await expect(page.getByRole("navigation", { name: "Statuses" }).getByRole("link")).toHaveText([
      `All ${total}`,
      `Application Submitted ${counts["Applicants No Recommendation"] ?? 0}`,
      `Recommendation Received ${counts["Recommendation Received"] ?? 0}`,
      `Pending Review ${counts[REVIEW_STATUS] ?? 0}`,
      `Application Denied ${counts["Denied Applicant"] ?? 0}`,
      `Application Approved ${counts[APPROVED_STATUS] ?? 0}`,
      `Delivered ${counts[CLIENT_STATUS] ?? 0}`,
      `No status ${counts[""] ?? 0}`,
    ]);
    const submitted = page.getByRole("table", { name: "Applicants at Application Submitted, oldest first" });
    await expect(submitted.locator("tbody th")).toHaveText(["Olive Oldest", "Nina Newer", "Sam Submitted"]);
    await expect(submitted.getByRole("row").filter({ hasText: "Sam Submitted" })).toContainText("From the CRM (A-1)");

    await page.getByRole("link", { name: /^Application Submitted \d+$/ }).click();
    await expect(page).toHaveURL(/\?status=Applicants%20No%20Recommendation$/);
    await expect(page.getByRole("heading", { level: 2 })).toHaveText([/^Application Submitted \(\d+\)$/]);
    await page.getByRole("link", { name: "Olive Oldest" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Olive Oldest");
    await expect(statusLine(page)).toHaveText(
      "Status: Application Submitted (‘Applicants No Recommendation’ in the CRM)",
    );
  });

  test("an unknown status or page of the list is a sentence and a 400, an unknown applicant the 404 page", async ({
    page,
  }) => {
    await signInColleague(page);
    const unknown = await page.goto(`${suite.server.url}${listPath}?status=Approved`);
    expect(unknown?.status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText("There is no such status. Choose one of the statuses above.");
    const pageTooFar = await page.goto(`${suite.server.url}${listPath}?status=Client&page=99`);
    expect(pageTooFar?.status()).toBe(400);
    const missing = await page.goto(`${suite.server.url}${applicantPath("NO-SUCH-ID")}`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });
});

test.describe("an applicant's page", () => {
  test("shows the answers, how they qualify (never an income figure), the recommendation with its letter and the follow-up", async ({
    page,
  }) => {
    const applicant = someone("Ivy Income", { income: 23456, devices: { laptop: 1, tablet: 2 } });
    const { number, contactId } = await apply(page, applicant);
    addRecommenderAnswersAndFollowUp(contactId);
    await signInColleague(page);
    const response = await page.goto(`${suite.server.url}${applicantPath(contactId)}`);
    const html = await response!.text();

    const shown: [string, string][] = [
      ["Name", "Ivy Income"],
      ["Email", applicant.email],
      ["Devices asked for", "1 laptop, 2 tablets"],
      ["Nominating organization", "Hoboken Family Center"],
      ["Application number", number],
      ["ZIP code", "07030"],
      ["Region", "New Jersey"],
      ["People in the household", "3"],
      ["How they qualify", basisWords.income!],
      ["Language", "English"],
      ["Recommender", "Rosa Reyes"],
      ["Recommender's email", applicant.recommender.email],
      ["How they know the applicant", "She volunteers with our food bank"],
      ["For how long", "Three years"],
      ["How a computer would help", "Online classes and job search"],
      ["Serves the applicant's region", "Yes"],
      ["Written by", "Rosa Reyes, case manager"],
      ["Using the computer", "Every day"],
      ["Working well", "Yes, no problems"],
      ["Anything else", "Thank you!"],
    ];
    for (const [term, value] of shown) await expect(fact(page, term), term).toHaveText(value);
    const text = await page.locator("body").innerText();
    for (const figure of ["23456", "23,456", "23.456"]) {
      expect(text, figure).not.toContain(figure);
      expect(html, figure).not.toContain(figure);
    }
    expect(text).not.toContain("$");

    const letterLink = page.getByRole("link", { name: /^Download the letter \(application\/pdf, 1 KB/ });
    const letter = await page.request.get(new URL((await letterLink.getAttribute("href"))!, suite.server.url).href);
    expect(letter.status()).toBe(200);
    expect(letter.headers()).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="recommendation-letter-${contactId}.pdf"`,
      "x-content-type-options": "nosniff",
      "cache-control": "no-store",
    });
    expect(Buffer.from(await letter.body()).equals(LETTER)).toBe(true);
  });

  test("a recommender's letter is refused to a portal session and to a visitor who is not signed in, as every staff page is", async ({
    page,
  }) => {
    const db = store();
    const now = Date.now();
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO recommendations (contact_id, token_hash, first_name, last_name, email, sent_at, last_sent_at)
         VALUES ('A-2', 'letter-test', 'Sam', 'Lee', 'sam@partner.test', ?, ?)`,
      )
      .run(now, now);
    db.prepare(
      "INSERT INTO recommendation_letters (recommendation_id, content_type, size, content, uploaded_at) VALUES (?, 'application/pdf', ?, ?, ?)",
    ).run(lastInsertRowid, LETTER.length, LETTER, now);
    db.close();
    const letter = `${suite.server.url}${applicantPath("A-2")}/letter`;
    const staffPage = `${suite.server.url}${listPath}`;

    const signedOut = await page.request.get(letter, { maxRedirects: 0 });
    const signedOutPage = await page.request.get(staffPage, { maxRedirects: 0 });
    expect(signedOut.status()).toBe(302);
    expect(signedOut.headers().location).toBe(staffPages.signIn.path);
    expect([signedOutPage.status(), signedOutPage.headers().location]).toEqual([302, staffPages.signIn.path]);

    await signInAs(page, suite.server.url, suite.smtp, people.recommended);
    const portal = await page.request.get(letter, { maxRedirects: 0 });
    expect(portal.status()).toBe(302);
    expect(portal.headers().location).toBe(staffPages.signIn.path);
    expect((await portal.body()).includes(LETTER)).toBe(false);

    await signInColleague(page);
    const staff = await page.request.get(letter);
    expect(staff.status()).toBe(200);
    expect(Buffer.from(await staff.body()).equals(LETTER)).toBe(true);
  });
});

test.describe("deciding", () => {
  test("start review, then approve: the applicant gets each status email in their language, the recommender one email that does not say which", async ({
    page,
  }) => {
    const applicant = someone("Lucía Sánchez", { language: "es" });
    const { contactId } = await apply(page, applicant);
    const colleague = await signInColleague(page);
    await page.goto(`${suite.server.url}${applicantPath(contactId)}`);
    await expect(statusLine(page)).toContainText("Application Submitted");

    const reviewEmail = await startReview(page, applicant);
    await expect(notice(page)).toHaveText(reviewMessages.reviewStarted("Lucía Sánchez", "emailed"));
    const statusLineIn = (Status: string) =>
      composeStatusEmail(suite.server.url, { Full_Name: applicant.fullName, Status }, "es")!.text.split("\n")[2]!;
    expect(reviewEmail.text).toContain(statusLineIn(REVIEW_STATUS));

    await press(page, page.getByRole("button", { name: "Approve" }));
    await expect(notice(page)).toHaveText(reviewMessages.approved("Lucía Sánchez", "emailed", true));
    await expect(statusLine(page)).toContainText("Application Approved");
    expect((await suite.smtp.waitFor(applicant.email, { after: 2 })).text).toContain(statusLineIn(APPROVED_STATUS));
    const toRecommender = await suite.smtp.waitFor(applicant.recommender.email, { after: 1 });
    expect(toRecommender.text).toContain(spanish.emails.decision.body("Lucía S."));
    expect(toRecommender.text).not.toMatch(/aprob|approv|deneg|denied/i);

    await page.goto(`${suite.server.url}${staffPages.activity.path}`);
    const rows = page.getByRole("table", { name: /Activity/ }).getByRole("row");
    await expect(rows.filter({ hasText: `Approved Lucía Sánchez (${contactId})` })).toContainText(colleague);
    await expect(rows.filter({ hasText: `Started the review of Lucía Sánchez (${contactId})` })).toContainText(
      "Application review",
    );
  });

  test("deny with one of the four reasons, and with a reason written by staff; the recommender never reads it", async ({
    page,
  }) => {
    await signInColleague(page);
    // An applicant imported from the CRM, under review.
    const before = suite.smtp.countTo(people.pending);
    await page.goto(`${suite.server.url}${applicantPath("A-3")}`);
    await page.getByLabel(possibleDenialReasons[0]).check();
    await press(page, page.getByRole("button", { name: "Deny" }));
    await expect(notice(page)).toHaveText(reviewMessages.denied("Pat Pending", "emailed", false));
    await expect(statusLine(page)).toContainText("Application Denied");
    await expect(page.getByText(`Reason given: ${possibleDenialReasons[0]}`)).toBeVisible();
    expect(contact("A-3")).toEqual({ Status: "Denied Applicant", Denial_Reason: possibleDenialReasons[0] });
    expect((await suite.smtp.waitFor(people.pending, { after: before })).text).toContain(
      `Reason: ${possibleDenialReasons[0]}`,
    );

    const applicant = someone("Walt Written");
    const { contactId } = await apply(page, applicant);
    const written = "We could not reach you at the phone number you gave.";
    await page.goto(`${suite.server.url}${applicantPath(contactId)}`);
    await startReview(page, applicant);
    await page.getByLabel("Another reason, written below").check();
    await page.getByLabel("The reason, in your words").fill(written);
    await press(page, page.getByRole("button", { name: "Deny" }));
    await expect(notice(page)).toHaveText(reviewMessages.denied("Walt Written", "emailed", true));
    expect(contact(contactId)).toEqual({ Status: "Denied Applicant", Denial_Reason: written });
    expect((await suite.smtp.waitFor(applicant.email, { after: 2 })).text).toContain(written);
    const toRecommender = await suite.smtp.waitFor(applicant.recommender.email, { after: 1 });
    expect(toRecommender.text).toContain("our committee has made its decision on their application");
    expect(toRecommender.text).not.toContain("phone number");
    expect(toRecommender.text).not.toMatch(/denied|approved/i);
  });

  test("a form that cannot be used is a sentence and a 4xx, and the log names no colleague's whole address", async ({
    page,
  }) => {
    const colleague = await signInColleague(page);
    const since = suite.server.logs().length;
    const address = `${suite.server.url}${applicantPath("A-6")}`;
    const fields = hiddenFormFields(await (await page.request.get(address)).text());
    const post = (form: Record<string, string>) => page.request.post(address, { form: { ...fields, ...form } });

    const noReason = await post({ action: "deny", seen: APPROVED_STATUS });
    expect(noReason.status()).toBe(400);
    expect(await noReason.text()).toContain(reviewMessages.chooseReason);
    const unknownAction = await post({ action: "delete", seen: APPROVED_STATUS });
    expect(unknownAction.status()).toBe(400);
    expect(await unknownAction.text()).toContain(reviewMessages.formOnly);
    const noDevice = await post({ action: "assign", seen: APPROVED_STATUS, item: "NO-SUCH-DEVICE" });
    expect(noDevice.status()).toBe(400);
    expect(await noDevice.text()).toContain(reviewMessages.chooseDevice);
    const noToken = await page.request.post(address, { form: { action: "approve", seen: APPROVED_STATUS } });
    expect(noToken.status()).toBe(403);
    expect(contact("A-6").Status).toBe(APPROVED_STATUS);
    expect(suite.server.logs().slice(since)).not.toContain(colleague);
  });
});

test.describe("two colleagues at once", () => {
  test("the second to decide is refused with the sentence, and nothing is overwritten; nor can both give the same device", async ({
    page,
    browser,
  }) => {
    const cora = someone("Cora Concurrent");
    const dana = someone("Dana Duel");
    const coraId = (await apply(page, cora)).contactId;
    const danaId = (await apply(page, dana)).contactId;
    await signInColleague(page);
    for (const [id, applicant] of [
      [danaId, dana],
      [coraId, cora],
    ] as const) {
      await page.goto(`${suite.server.url}${applicantPath(id)}`);
      await startReview(page, applicant);
    }

    const other = await browser.newContext({ javaScriptEnabled: false });
    await asNewClient(other);
    const otherPage = await other.newPage();
    try {
      await signInColleague(otherPage);
      await otherPage.goto(`${suite.server.url}${applicantPath(coraId)}`);
      await expect(statusLine(otherPage)).toContainText("Pending Review");

      await press(page, page.getByRole("button", { name: "Approve" }));
      await expect(notice(page)).toHaveText(reviewMessages.approved("Cora Concurrent", "emailed", true));

      await otherPage.getByLabel(possibleDenialReasons[2]).check();
      const refused = await press(otherPage, otherPage.getByRole("button", { name: "Deny" }));
      expect(refused.status()).toBe(409);
      await expect(otherPage.getByRole("alert")).toHaveText(
        "This application changed since you opened it: it is now 'Application Approved'. Nothing was changed; check it and try again.",
      );
      await expect(statusLine(otherPage)).toContainText("Application Approved");
      expect(contact(coraId)).toEqual({ Status: APPROVED_STATUS, Denial_Reason: null });
      // The approval's email arrives, and no denial follows it.
      expect((await suite.smtp.waitFor(cora.email, { after: 2 })).text).toContain("Application Approved");
      expect((await suite.smtp.waitFor(cora.recommender.email, { after: 1 })).text).toContain("decision");
      await page.waitForTimeout(1_000);
      expect(suite.smtp.countTo(cora.email)).toBe(3);
      expect(suite.smtp.countTo(cora.recommender.email)).toBe(2);

      // Dana approved too: both pages offer the same first device ready to give.
      await page.goto(`${suite.server.url}${applicantPath(danaId)}`);
      await press(page, page.getByRole("button", { name: "Approve" }));
      await otherPage.goto(`${suite.server.url}${applicantPath(coraId)}`);
      const ready = (target: Page) =>
        target
          .getByRole("table", { name: /^Devices ready to give/ })
          .locator("tbody th")
          .first();
      const device = (await ready(page).innerText()).trim();
      await expect(ready(otherPage)).toHaveText(device);

      await press(page, page.getByRole("button", { name: `Assign ${device}`, exact: true }));
      await expect(notice(page)).toHaveText(reviewMessages.assigned(device, "Dana Duel"));
      const taken = await press(otherPage, otherPage.getByRole("button", { name: `Assign ${device}`, exact: true }));
      expect(taken.status()).toBe(409);
      await expect(otherPage.getByRole("alert")).toHaveText(reviewMessages.takenMeanwhile(device));
      const db = store();
      const itemId = /\(([^)]+)\)$/.exec(device)![1];
      expect(db.prepare('SELECT "Recipient" FROM Computer_Inventory WHERE id = ?').pluck().get(itemId)).toBe(danaId);
      db.close();
    } finally {
      await other.close();
    }
  });
});

test.describe("giving devices", () => {
  test("assign a device and mark the delivery: the applicant is emailed, the device dated today, and their tracker shows it", async ({
    page,
  }) => {
    const applicant = someone("Della Delivered", { devices: { desktop: 1 } });
    const { contactId } = await apply(page, applicant);
    await signInColleague(page);
    await page.goto(`${suite.server.url}${applicantPath(contactId)}`);
    await startReview(page, applicant);
    await press(page, page.getByRole("button", { name: "Approve" }));
    expect((await suite.smtp.waitFor(applicant.email, { after: 2 })).text).toContain("Application Approved");
    await expect(page.getByRole("button", { name: "Mark delivered" })).toHaveCount(0);

    const first = page
      .getByRole("table", { name: /^Devices ready to give/ })
      .locator("tbody th")
      .first();
    const device = (await first.innerText()).trim();
    const [, model, itemId] = /^(.*) \(([^)]+)\)$/.exec(device)!;
    await press(page, page.getByRole("button", { name: `Assign ${device}`, exact: true }));
    await expect(notice(page)).toHaveText(reviewMessages.assigned(device, "Della Delivered"));
    await expect(page.getByRole("table", { name: /^Devices assigned to/ }).locator("tbody th")).toHaveText([device]);
    // One desktop was asked for: with it assigned, no more are offered.
    await expect(page.getByRole("table", { name: /^Devices ready to give/ })).toHaveCount(0);
    await expect(page.getByText("Every device Della Delivered asked for is assigned.")).toBeVisible();

    await press(page, page.getByRole("button", { name: "Mark delivered" }));
    await expect(notice(page)).toHaveText(reviewMessages.delivered("Della Delivered", today(), "emailed"));
    await expect(statusLine(page)).toContainText("Delivered");
    expect((await suite.smtp.waitFor(applicant.email, { after: 3 })).text).toContain("Delivered");
    const db = store();
    expect(db.prepare('SELECT "Date_Donated", "Recipient" FROM Computer_Inventory WHERE id = ?').get(itemId)).toEqual({
      Date_Donated: today(),
      Recipient: contactId,
    });
    expect(db.prepare("SELECT delivered_at FROM applications WHERE contact_id = ?").pluck().get(contactId)).toEqual(
      expect.any(Number),
    );
    db.close();

    await page.context().clearCookies();
    await signInAs(page, suite.server.url, suite.smtp, applicant.email);
    await expect(page.getByText("Assigned Computer(s)")).toBeVisible();
    await expect(page.getByText(model!, { exact: true })).toBeVisible();
  });
});

test.describe("every page checked", () => {
  // axe runs as a script in the page; the pages themselves ship no React either way.
  test.use({ javaScriptEnabled: true });

  test("the list and applicant pages have no WCAG 2.2 A/AA violation at 360 and 1280 px, are no wider than a phone, and the Nu checker finds no error", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { contactId } = await apply(page, someone("Vera Valid", { income: 20000 }));
    addRecommenderAnswersAndFollowUp(contactId);
    await signInColleague(page);
    const addresses = [
      listPath,
      `${listPath}?status=${encodeURIComponent(APPROVED_STATUS)}`,
      applicantPath(contactId),
      applicantPath("A-6"),
      applicantPath("A-7"),
      applicantPath("A-5"),
    ];
    const folder = mkdtempSync(path.join(tmpdir(), "staff-applications-nu-"));
    const documents: string[] = [];
    const save = (name: string, html: string) => {
      const file = path.join(folder, `${documents.length}-${name.replace(/[^\w-]+/g, "_")}.html`);
      writeFileSync(file, html);
      documents.push(file);
    };
    for (const address of addresses) {
      await page.goto(`${suite.server.url}${address}`);
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await expectNoAxeViolations(page, `${address} at ${width} px`);
        if (width === 360)
          expect(await page.evaluate(() => document.documentElement.scrollWidth), address).toBeLessThanOrEqual(360);
      }
      const response = await page.request.get(`${suite.server.url}${address}`);
      expect(response.status(), address).toBe(200);
      save(address, await response.text());
    }
    // The answers of a post: a refusal (the application changed meanwhile) and the 404 page.
    const fields = hiddenFormFields(
      await (await page.request.get(`${suite.server.url}${applicantPath("A-6")}`)).text(),
    );
    const stale = await page.request.post(`${suite.server.url}${applicantPath("A-6")}`, {
      form: { ...fields, action: "approve", seen: REVIEW_STATUS },
    });
    expect(stale.status()).toBe(409);
    save("answer-409", await stale.text());
    const missing = await page.request.get(`${suite.server.url}${applicantPath("NO-SUCH-ID")}`);
    expect(missing.status()).toBe(404);
    save("not-found", await missing.text());
    expect(await nuErrors(documents)).toEqual([]);
  });
});
