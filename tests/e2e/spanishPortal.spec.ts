import { expect, type Page } from "@playwright/test";
import { test } from "../support/test";
import * as esSignIn from "~/kits/signIn/content/es/words";
import * as esStatus from "~/kits/records/content/es/status";
import * as esGuidance from "~/portal/content/es/guidance";
import * as es from "~/portal/content/es/words";
import * as enSignIn from "~/kits/signIn/content/en/words";
import * as enStatus from "~/kits/records/content/en/status";
import * as enGuidance from "~/portal/content/en/guidance";
import * as enPortal from "~/portal/content/en/words";
import { possibleDenialReasons } from "~/kits/records/applicantStatus";
import { expectNoAxeViolations } from "../support/axe";
import { people } from "../support/portalFixtures";
import { hiddenFormFields, requestLink } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";
import { signInLinkFrom, type CapturedMail } from "../support/smtpCapture";

/**
 * The portal in Spanish: a sign-in from /es/auth whose email is Spanish and whose link continues, in Spanish, to
 * the tracker at each status and to the donor's page; its error sentences; the status-change email in the language
 * the person last used; axe on the Spanish portal. The English words a Spanish page must not show are every word
 * of the portal's English records (pages, guidance), read from those records.
 */
test.describe.configure({ mode: "default" });
test.use({ javaScriptEnabled: false });

const CRM_TOKEN = "spanish-portal-push-token-0123456789abcdef";
const suite = portalSuite("spanish-portal", { env: { CRM_PUSH_TOKEN: CRM_TOKEN } });

/** Every string of a words record; a function is read with an empty argument (its fixed words are what matter). */
function wordsOf(value: unknown): string[] {
  if (typeof value === "string") return [value.trim()];
  if (typeof value === "function") return wordsOf((value as (arg: string) => unknown)(""));
  if (Array.isArray(value)) return value.flatMap(wordsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(wordsOf);
  return [];
}

function onlyEnglish(english: unknown, spanish: unknown): string[] {
  const same = new Set(wordsOf(spanish));
  return [...new Set(wordsOf(english))].filter((text) => text.length > 3 && !text.startsWith("/") && !same.has(text));
}

const englishPortalWords = onlyEnglish({ ...enPortal, ...enGuidance }, { ...es, ...esGuidance });
const englishEmailWords = onlyEnglish(
  { signInEmail: enSignIn.signInEmail, statusEmail: enStatus.statusEmail },
  { signInEmail: esSignIn.signInEmail, statusEmail: esStatus.statusEmail },
);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const leftoversIn = (text: string, english: string[]) =>
  english.filter((words) => new RegExp(`(^|[^\\p{L}])${escapeRegExp(words)}($|[^\\p{L}])`, "u").test(text));

/**
 * The English portal words on the page. Text marked English on purpose and the record's own values (names, models,
 * the CRM's statuses: table cells, field values, a card's model line) are not interface words and are not read.
 */
async function englishOnPage(page: Page): Promise<string[]> {
  const text = await page.locator("body").evaluate((body) => {
    const copy = body.cloneNode(true) as HTMLElement;
    copy
      .querySelectorAll('[lang="en"], script, style, template, dd, td, li > p.break-words')
      .forEach((el) => el.remove());
    return copy.textContent ?? "";
  });
  return leftoversIn(text, englishPortalWords);
}

/** The Subject header as a person reads it (RFC 2047 encoded words decoded). */
function subjectOf(mail: CapturedMail): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(mail.raw)?.[1] ?? "";
  return header
    .replace(/\r?\n[ \t]/g, " ")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : Buffer.from(
            data
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            "latin1",
          ).toString("utf8"),
    )
    .trim();
}

/** The message after its headers (the From name is the MAIL_FROM setting, one for every language). */
const bodyOf = (mail: CapturedMail) => mail.text.slice(mail.text.search(/\r?\n\r?\n/));

/** Asks for a link on the Spanish sign-in page, as a person would, and returns the email that arrives. */
async function spanishSignInEmail(page: Page, email: string): Promise<CapturedMail> {
  const before = suite.smtp.countTo(email);
  await page.goto(`${suite.server.url}/es/auth`);
  await page.getByPlaceholder(es.signInPage.emailPlaceholder).fill(email);
  await page.getByRole("button", { name: es.signInPage.unlock }).click();
  await expect(page.getByText(es.messages.signInSent, { exact: true })).toBeVisible();
  return suite.smtp.waitFor(email, { after: before });
}

/** Follows the emailed link to the Spanish Continue step and presses Continuar. */
async function continueInSpanish(page: Page, link: string) {
  await page.goto(link);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.getByRole("button", { name: es.portalPage.continue }).click();
  await expect(page).toHaveURL(/\/es\/portal$/);
}

async function signInInSpanish(page: Page, email: string) {
  await continueInSpanish(page, signInLinkFrom(await spanishSignInEmail(page, email)));
}

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
    expect(leftoversIn(bodyOf(mail), [...englishEmailWords, ...englishPortalWords])).toEqual([]);
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

test.describe("the tracker in Spanish at each status", () => {
  const cases = [
    { email: people.submitted, step: 0, reached: 1 },
    { email: people.recommended, step: 1, reached: 2 },
    { email: people.pending, step: 2, reached: 3 },
    { email: people.denied, step: 3, reached: 4 },
    { email: people.approved, step: 4, reached: 4 },
    { email: people.client, step: 5, reached: 5 },
  ];
  for (const item of cases) {
    const status = es.statuses[item.step]!;
    test(`'${status.label}': the bar, its message and every panel in Spanish`, async ({ page }) => {
      await signInInSpanish(page, item.email);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.applicantPage.heading);
      const bar = page.getByRole("list", { name: es.applicantPage.progress });
      await expect(bar.locator('[aria-current="step"]')).toContainText(status.label);
      await expect(bar.locator('[aria-current="step"]')).toContainText(esGuidance.trackerWords.state.current);
      await expect(bar.locator('li[data-reached="true"]')).toHaveCount(item.reached);
      const message = page.getByTestId("status-message");
      await expect(message.getByRole("heading")).toHaveText(status.label);
      await expect(message).toContainText(status.message({ Nominating_Organization: "Newark Seniors, Inc." }).text);
      await expect(page.getByRole("region", { name: es.applicantPage.applicantInformation })).toBeVisible();
      await expect(page.getByRole("region", { name: es.applicantPage.requestDetails })).toBeVisible();
      expect(await englishOnPage(page)).toEqual([]);
    });
  }

  test("a denial gives its reason, the possible reasons and the next steps in Spanish, with Spanish links", async ({
    page,
  }) => {
    await signInInSpanish(page, people.denied);
    const message = page.getByTestId("status-message");
    await expect(message).toContainText(`${es.applicantPage.reason} Lives outside NJ`);
    await expect(message.locator("li")).toHaveText(es.applicantPage.possibleReasons);
    const next = page.getByRole("region", { name: esGuidance.nextStepsHeading });
    await expect(next.getByRole("link", { name: "Solicite una computadora" })).toHaveAttribute("href", "/es/apply");
    await expect(next.getByRole("link", { name: "Contáctenos" })).toHaveAttribute("href", "/es/contact");
  });

  test("a denial without a reason says so in Spanish; an empty field reads 'No disponible'", async ({ page }) => {
    await signInInSpanish(page, people.deniedNoReason);
    await expect(page.getByTestId("status-message")).toContainText(`${es.applicantPage.reason} No se especificó`);
    await page.getByRole("button", { name: es.portalPage.backToSearch }).click();
    await signInInSpanish(page, people.pending);
    const info = page.getByRole("region", { name: es.applicantPage.applicantInformation });
    await expect(info.locator("dt", { hasText: es.applicantPage.phone }).locator("+ dd")).toHaveText(es.notAvailable);
  });

  test("a delivered applicant's assigned computer is listed under Spanish labels", async ({ page }) => {
    await signInInSpanish(page, people.client);
    const assigned = page.getByRole("region", { name: es.applicantPage.assigned });
    await expect(assigned.locator("dt", { hasText: es.applicantPage.model }).first()).toBeVisible();
    await expect(assigned).toContainText("ThinkPad");
    // The CRM's English values ("Donated", "Laptop") are read in Spanish too, not only the labels beside them.
    const value = (label: string) => assigned.locator("dt", { hasText: label }).first().locator("+ dd");
    await expect(value(es.applicantPage.status)).toHaveText(es.recordValues.deviceStatus.donated!);
    await expect(value(es.applicantPage.computerType)).toHaveText(es.recordValues.computerType.laptop!);
  });
});

test.describe("the donor's page in Spanish", () => {
  test("details, totals, impact, documents and the device table speak Spanish; the pages stay Spanish", async ({
    page,
  }) => {
    await signInInSpanish(page, people.donor);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(es.donorPage.heading);
    await expect(page.getByRole("region", { name: es.donorPage.donorInformation })).toContainText("Dora Donor");
    await expect(page.getByText(es.donorPage.totalCount)).toBeVisible();
    await expect(page.getByTestId("total-weight")).toHaveText("1,580.25 libras");
    await expect(page.getByRole("heading", { name: es.donorPage.sections.impact })).toBeVisible();
    await expect(page.getByText(es.donorPage.sections.landfillDefinition)).toBeVisible();
    const documents = page.getByRole("region", { name: es.donorPage.sections.documents });
    for (const text of [
      es.donorPage.downloadCsv,
      es.donorPage.links.assetReport,
      es.donorPage.links.allCertificates,
      es.donorPage.links.receipt,
    ]) {
      await expect(documents.getByRole("link", { name: text })).toBeVisible();
    }
    const table = page.getByRole("region", { name: es.donorPage.inventoryTable });
    await expect(table.getByRole("columnheader", { name: es.donorPage.dateAdded })).toBeVisible();
    await expect(table.getByRole("link", { name: es.donorPage.devices.certificate }).first()).toBeVisible();
    await expect(table.getByText(es.donorPage.devices.inProgress).first()).toBeVisible();
    // Each device's type is in Spanish ("Desktop", "Laptop" as the CRM records them are not).
    await expect(table.getByText(es.recordValues.computerType.desktop!, { exact: true }).first()).toBeVisible();
    await expect(table.getByText(/^(Desktop|Laptop)$/)).toHaveCount(0);
    const pages = page.getByRole("navigation", { name: es.donorPage.pages });
    await expect(pages).toContainText(es.donorPage.pageOf("1", "3"));
    expect(await englishOnPage(page)).toEqual([]);
    await pages.getByRole("link", { name: es.donorPage.nextPage }).click();
    await expect(page).toHaveURL(/\/es\/portal\?page=2$/);
    await expect(pages).toContainText(es.donorPage.pageOf("2", "3"));
    expect(await englishOnPage(page)).toEqual([]);
  });

  test("a donor with nothing recorded is told so in Spanish", async ({ page }) => {
    await signInInSpanish(page, people.emptyDonor);
    await expect(page.getByRole("region", { name: esGuidance.donorWithoutDevices.heading })).toContainText(
      esGuidance.donorWithoutDevices.text,
    );
    expect(await englishOnPage(page)).toEqual([]);
  });
});

test.describe("error sentences in Spanish", () => {
  test("an address the server cannot accept: the Spanish sentence, what was typed kept", async ({ page }) => {
    await page.goto(`${suite.server.url}/es/auth`);
    // The browser's own check lets "a@b" through; the server wants a full address.
    await page.getByPlaceholder(es.signInPage.emailPlaceholder).fill("a@b");
    await page.getByRole("button", { name: es.signInPage.unlock }).click();
    await expect(page.getByText(es.messages.invalidEmail)).toBeVisible();
    await expect(page.getByPlaceholder(es.signInPage.emailPlaceholder)).toHaveValue("a@b");
    expect(await englishOnPage(page)).toEqual([]);
  });

  test("a form sent without its protection, and a link that is not one", async ({ page, request }) => {
    const base = suite.server.url;
    const refused = await request.post(`${base}/es/auth`, { form: { email: people.submitted } });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).toContain(es.messages.formExpired);
    await page.goto(`${base}/es/portal?recordId=C-1&jwt=not-a-token`);
    await expect(page.getByRole("alert")).toHaveText(es.messages.tokenFailed);
    await expect(page.getByRole("link", { name: esGuidance.signedOutWords.newLink.text })).toHaveAttribute(
      "href",
      "/es/auth",
    );
    expect(await englishOnPage(page)).toEqual([]);
  });

  test("an unknown intent posted to /es/portal is answered in Spanish", async ({ request }) => {
    const base = suite.server.url;
    const fields = hiddenFormFields(await (await request.get(`${base}/es/auth`)).text());
    const answer = await request.post(`${base}/es/portal`, { form: { ...fields, intent: "other" } });
    expect(answer.status()).toBe(400);
    const html = await answer.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain(es.messages.formOnly);
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
    expect(leftoversIn(bodyOf(spanish), [...englishEmailWords, ...englishPortalWords])).toEqual([]);

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

test.describe("a standard denial reason in Spanish", () => {
  test("the status email and the tracker give the CRM's English reason in Spanish words", async ({ page }) => {
    await signInInSpanish(page, people.approved);
    const before = suite.smtp.countTo(people.approved);
    const pushed = await fetch(`${suite.server.url}/api/crm/records`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Authorization: `Bearer ${CRM_TOKEN}`,
        "X-Forwarded-For": "10.99.0.2",
      },
      body: JSON.stringify({
        module: "Contacts",
        records: [{ id: "A-6", Status: "Denied Applicant", Denial_Reason: possibleDenialReasons[1] }],
      }),
    });
    expect(pushed.status).toBe(200);
    const reason = `${esStatus.statusEmail.reason} ${es.applicantPage.possibleReasons[1]}`;

    const mail = await suite.smtp.waitFor(people.approved, { after: before });
    expect(mail.text).toContain(reason);
    expect(leftoversIn(bodyOf(mail), [...englishEmailWords, ...englishPortalWords])).toEqual([]);

    await page.reload();
    await expect(page.getByTestId("status-message")).toContainText(
      `${es.applicantPage.reason} ${es.applicantPage.possibleReasons[1]}`,
    );
    expect(await englishOnPage(page)).toEqual([]);
  });
});

test.describe("axe on the Spanish portal at 360 px", () => {
  test.use({ javaScriptEnabled: true, viewport: { width: 360, height: 800 }, reducedMotion: "reduce" });
  test.describe.configure({ timeout: 180_000 });

  test("/es/auth, the signed-out /es/portal, a denied tracker and the donor's page have no violations", async ({
    page,
  }) => {
    const base = suite.server.url;
    await page.goto(`${base}/es/auth`);
    await expectNoAxeViolations(page, "/es/auth");
    await page.goto(`${base}/es/portal`);
    await expectNoAxeViolations(page, "/es/portal signed out");
    await signInInSpanish(page, people.denied);
    await expectNoAxeViolations(page, "/es/portal, a denied applicant");
    await page.getByRole("button", { name: es.portalPage.backToSearch }).click();
    await expect(page).toHaveURL(/\/es\/auth$/);
    await signInInSpanish(page, people.donor);
    await expectNoAxeViolations(page, "/es/portal, a donor");
  });
});
