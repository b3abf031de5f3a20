import { expect } from "@playwright/test";
import { test } from "../support/test";
import * as esSignIn from "~/kits/signIn/content/es/words";
import * as esStatus from "~/kits/records/content/es/status";
import * as esGuidance from "~/portal/content/es/guidance";
import * as es from "~/portal/content/es/words";
import { people } from "../support/portalFixtures";
import { requestLink } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";
import { signInLinkFrom } from "../support/smtpCapture";
import { CRM_TOKEN, englishInEmail, englishOnPage, spanishSignIn, subjectOf } from "../support/spanishPortal";

/**
 * The portal in Spanish, signing in: a sign-in from /es/auth whose email is Spanish and whose link continues in
 * Spanish, and the status-change email in the language the person last used. The English words a Spanish page must not
 * show are every word of the portal's English records (pages, guidance), read from those records.
 */
test.describe.configure({ mode: "default" });
test.use({ javaScriptEnabled: false });

const suite = portalSuite("spanish-sign-in", { env: { CRM_PUSH_TOKEN: CRM_TOKEN } });
const { spanishSignInEmail, signInInSpanish } = spanishSignIn(suite);

test.describe("a sign-in from /es/auth, without JavaScript", () => {
  test("the page, the email, the Continue step and the tracker are Spanish", async ({ page }) => {
    await page.goto(`${suite.server.url}/es/auth`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.signInPage.heading);
    await expect(page.getByText(es.signInPage.welcome)).toBeVisible();
    await expect(page.getByLabel(esGuidance.signInWords.emailLabel)).toHaveAttribute("type", "email");
    expect(await englishOnPage(page)).toEqual([]);

    const mail = await spanishSignInEmail(page, people.submitted);
    await expect(page.getByText(esGuidance.signInWords.sentTo(people.submitted))).toBeVisible();
    await expect(page.getByText(esGuidance.signInWords.linkRules(15))).toBeVisible();
    expect(await englishOnPage(page)).toEqual([]);

    expect(subjectOf(mail)).toBe(esSignIn.signInEmail.subject);
    expect(mail.raw).toContain("Content-Type: text/plain");
    expect(mail.raw).toContain("Content-Type: text/html");
    expect(mail.text).toContain(esSignIn.signInEmail.greeting("Sam Submitted"));
    expect(mail.text).toContain(esSignIn.signInEmail.useLink);
    expect(mail.text).toContain(esSignIn.signInEmail.ignore);
    expect(mail.text).toContain('<html lang="es">');
    expect(englishInEmail(mail)).toEqual([]);
    const link = signInLinkFrom(mail);
    expect(link.startsWith(`${suite.server.url}/es/portal?recordId=C-1&jwt=`)).toBe(true);

    await page.goto(link);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.portalPage.heading);
    await expect(page.getByText(es.portalPage.pressContinue)).toBeVisible();
    expect(await englishOnPage(page)).toEqual([]);
    await page.getByRole("button", { name: es.portalPage.continue }).click();
    await expect(page).toHaveURL(/\/es\/portal$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.applicantPage.heading);

    // The link works once: opened again, it says so in Spanish and offers a new one on the Spanish sign-in page.
    await page.goto(link);
    await expect(page.getByRole("alert")).toHaveText(es.messages.tokenFailed);
    await expect(page.getByText(esGuidance.signedOutWords.linkUnusable(15))).toBeVisible();
    await expect(page.getByRole("link", { name: esGuidance.signedOutWords.newLink.text })).toHaveAttribute(
      "href",
      "/es/auth",
    );
  });

  test("Volver a la búsqueda ends the session and returns to the Spanish sign-in page", async ({ page }) => {
    await signInInSpanish(page, people.recommended);
    await page.getByRole("button", { name: es.portalPage.backToSearch }).click();
    await expect(page).toHaveURL(/\/es\/auth$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.signInPage.heading);
    await page.goto(`${suite.server.url}/es/portal`);
    await expect(page.getByRole("alert")).toHaveText(es.messages.noRecordId);
    await expect(page.getByRole("link", { name: esGuidance.signedOutWords.signIn.text })).toHaveAttribute(
      "href",
      "/es/auth",
    );
    expect(await englishOnPage(page)).toEqual([]);
  });
});

test.describe("the status-change email goes out in the language the person last used", () => {
  const push = (records: unknown[]) =>
    fetch(`${suite.server.url}/api/crm/records`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Authorization: `Bearer ${CRM_TOKEN}`,
        "X-Forwarded-For": "10.99.0.1",
      },
      body: JSON.stringify({ module: "Contacts", records }),
    });

  test("Spanish for someone who signed in at /es/auth, English for someone who used /auth or went back to English", async ({
    page,
  }) => {
    const base = suite.server.url;
    await spanishSignInEmail(page, people.pending);
    await requestLink(page, base, people.recommended);
    // Signed in in Spanish, then opened the English portal: English is now the last language used.
    await signInInSpanish(page, people.submitted);
    await page.goto(`${base}/portal`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applicant Tracker");

    const counts = [people.pending, people.recommended, people.submitted].map((email) => suite.smtp.countTo(email));
    const pushed = await push([
      { id: "A-3", Status: "Approved Applicants" },
      { id: "A-2", Status: "Client" },
      { id: "A-1", Status: "Denied Applicant", Denial_Reason: "Fuera del área" },
    ]);
    expect(pushed.status).toBe(200);

    const spanish = await suite.smtp.waitFor(people.pending, { after: counts[0] });
    const approved = es.statuses[4]!;
    expect(subjectOf(spanish)).toBe(esStatus.statusEmail.subject(approved.label));
    expect(spanish.text).toContain(esStatus.statusEmail.greeting("Pat Pending"));
    expect(spanish.text).toContain(`${esStatus.statusEmail.statusNow} ${approved.label}.`);
    expect(spanish.text).toContain(approved.message({}).text);
    expect(spanish.text).toContain(`${base}/es/auth`);
    expect(spanish.text).toContain('<html lang="es">');
    expect(englishInEmail(spanish)).toEqual([]);

    const english = await suite.smtp.waitFor(people.recommended, { after: counts[1] });
    expect(subjectOf(english)).toBe("Your application status: Delivered");
    expect(english.text).toContain("The status of your computer application is now: Delivered.");
    expect(english.text).toContain(`${base}/auth`);
    expect(english.text).not.toContain("/es/auth");

    const switched = await suite.smtp.waitFor(people.submitted, { after: counts[2] });
    expect(subjectOf(switched)).toBe("Your application status: Application Denied");
    expect(switched.text).toContain("Reason: Fuera del área");
  });
});
