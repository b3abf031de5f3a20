import { expect, type Locator, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import { staffPages } from "~/config/routes";
import { applyOnline, type Applicant } from "./applicationFlow";
import type { RunningServer } from "./server";
import type { SmtpCapture } from "./smtpCapture";
import { signInStaff } from "./staffFlow";

/** A mailbox gets at most three sign-in links in 15 minutes, so each sign-in has an address of its own. */
export const colleagues = Array.from({ length: 20 }, (_, i) => `reviewer${i + 1}@org.test`);
export const listPath = staffPages.applications.path;
export const applicantPath = (id: string) => `${listPath}/${encodeURIComponent(id)}`;
export const ORG_TIME_ZONE = "America/New_York";
/** The settings a staff-applications spec starts its portal suite with: its colleagues and the organisation's zone. */
export const reviewSuiteEnv = { STAFF_EMAILS: colleagues.join(","), ORG_TIME_ZONE };

/**
 * What a spec of the staff console's review of applications does against its own portal suite: sign in a colleague,
 * apply as a new applicant, press a decision, read the store. The counters live per spec file, as each has its own
 * server and store.
 */
export function applicationReview(suite: { readonly server: RunningServer; readonly smtp: SmtpCapture }) {
  let colleaguesUsed = 0;

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

  return {
    signInColleague,
    store,
    contact,
    someone,
    apply,
    press,
    fact,
    statusLine,
    notice,
    startReview,
    LETTER,
    addRecommenderAnswersAndFollowUp,
    today,
  };
}
