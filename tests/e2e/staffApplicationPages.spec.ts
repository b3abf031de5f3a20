import { expect } from "@playwright/test";
import { test } from "../support/test";
import { staffPages } from "~/config/routes";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { APPROVED_STATUS, CLIENT_STATUS, REVIEW_STATUS } from "~/kits/records/applicantStatus";
import { basisWords } from "~/applications/staff/words";
import { expectNoAxeViolations } from "../support/axe";
import { nuErrors } from "../support/nuChecker";
import { people } from "../support/portalFixtures";
import { hiddenFormFields, signInAs } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";
import { applicantPath, applicationReview, listPath, reviewSuiteEnv } from "../support/applicationReview";

/**
 * The staff console's pages for reviewing applications, with JavaScript off, against the built server, the fixture's
 * CRM applicants and applications sent through the site's own pages: the list by status, an applicant's page, who
 * may download a recommender's letter, and every page checked by axe and the Nu checker.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const suite = portalSuite("staff-application-pages", { env: reviewSuiteEnv });
const { signInColleague, store, someone, apply, fact, statusLine, LETTER, addRecommenderAnswersAndFollowUp } =
  applicationReview(suite);

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
