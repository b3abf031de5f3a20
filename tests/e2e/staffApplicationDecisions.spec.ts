import { expect, type Page } from "@playwright/test";
import { test } from "../support/test";
import { staffPages } from "~/config/routes";
import * as spanish from "~/applications/content/es/words";
import { APPROVED_STATUS, possibleDenialReasons, REVIEW_STATUS } from "~/kits/records/applicantStatus";
import { composeStatusEmail } from "~/kits/records/statusEmail.server";
import { reviewMessages } from "~/applications/staff/words";
import { people } from "../support/portalFixtures";
import { asNewClient, hiddenFormFields, signInAs } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";
import { applicantPath, applicationReview, reviewSuiteEnv } from "../support/applicationReview";

/**
 * The staff console's decisions on applications, with JavaScript off, against the built server, the fixture's CRM
 * applicants, applications sent through the site's own pages, and a real SMTP server: the decisions and the emails
 * they send, two colleagues at once, giving devices and the delivery.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const suite = portalSuite("staff-application-decisions", { env: reviewSuiteEnv });
const { signInColleague, store, contact, someone, apply, press, statusLine, notice, startReview, today } =
  applicationReview(suite);

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
      expect(suite.mailsWritten(cora.email)).toBe(3);
      expect(suite.mailsWritten(cora.recommender.email)).toBe(2);
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
