import { expect } from "@playwright/test";
import * as en from "~/partners/content/en/application";
import * as es from "~/partners/content/es/application";
import { partnerCycle } from "~/partners/partnerCycle";
import { test } from "../support/test";
import { fillPartnerApplication, ORG_TIME_ZONE, partnerSuite, spanishOrg } from "../support/partnerApplications";
import { hiddenFormFields } from "../support/portalFlow";

/**
 * A partner organisation's application, with JavaScript off, against the built server, the fixture's partners and a
 * real SMTP server: the partner page stays public and leads to its own form (in both languages), its mistakes
 * refused field by field, sent in Spanish (the confirmation and the email name the cycle; sending twice makes one),
 * an active partner's name refused, and its limits (a robot's honeypot, a few applications an hour). The cycle's
 * February 15th boundary is the unit tests' (`partnerCycle`); here the application is sent at today's date, and the
 * page must name the cycle that date joins. The pages pass axe, and they and the email the W3C Nu HTML checker.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const { suite, query, keepForNu, forAxe, checkPagesAndEmails } = partnerSuite("partner-application");

test("the partner page stays public and leads to its own form, in English and in Spanish", async ({ page }) => {
  const base = suite.server.url;
  const marketing = await page.goto(`${base}/partner`);
  expect(marketing?.headers()["cache-control"]).not.toContain("no-store");
  await page.getByRole("link", { name: "Start your partner application" }).click();
  await expect(page).toHaveURL(`${base}/partner/apply`);
  await expect(page.getByRole("heading", { level: 1, name: en.page.title })).toBeVisible();
  const form = await page.request.get(`${base}/partner/apply`);
  expect(form.headers()["cache-control"]).toContain("no-store");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const cycle = String(partnerCycle(Date.now(), ORG_TIME_ZONE));
  await expect(page.getByText(en.page.cycleNow(cycle))).toBeVisible();
  keepForNu("form-en", await page.content());
  forAxe.push(page.url());

  await page.goto(`${base}/es/partner`);
  await page.getByRole("link", { name: "Comience su solicitud de socio" }).click();
  await expect(page).toHaveURL(`${base}/es/partner/apply`);
  await expect(page.getByRole("heading", { level: 1, name: es.page.title })).toBeVisible();
  await expect(page.getByText(es.page.cycleNow(cycle))).toBeVisible();
  keepForNu("form-es", await page.content());
  forAxe.push(page.url());
});

test("a mistaken application is refused field by field, and what was typed is kept", async ({ page }) => {
  await page.goto(`${suite.server.url}/partner/apply`);
  await fillPartnerApplication(
    page,
    en,
    { ...spanishOrg, organization: "Mistakes Inc.", ein: "12-34567", website: "union.partner.test", email: "nope" },
    false,
  );
  await page.getByRole("button", { name: en.page.send }).click();
  const summary = page.getByRole("alert").filter({ hasText: en.page.errorSummary });
  for (const field of ["ein", "website", "email", "confirmMission", "confirmDistribution"] as const) {
    await expect(page.locator(`#${field}-error`)).toHaveText(en.errors[field]);
    await expect(summary.getByRole("link", { name: en.errors[field] })).toHaveAttribute("href", `#${field}`);
  }
  await expect(page.locator("#organization-error")).toHaveCount(0);
  await expect(page.getByLabel(en.fields.organization)).toHaveValue("Mistakes Inc.");
  await expect(page.getByLabel(en.fields.ein, { exact: true })).toHaveValue("12-34567");
  await expect(page.getByLabel(en.fields.services)).toHaveValue(spanishOrg.services);
  await expect(page.getByLabel(en.fields.region)).toHaveValue("NYC");
  keepForNu("form-errors", await page.content());
  expect(query(`SELECT id FROM "Partners" WHERE "Organization_Name" = ?`, "Mistakes Inc.")).toEqual([]);

  // A post that did not come whole from the page (no submission id) is asked again, and makes nothing.
  const noId = await page.request.post(`${suite.server.url}/partner/apply`, {
    form: {
      ...hiddenFormFields(await page.content()),
      ...spanishOrg,
      organization: "No Id Org",
      confirmMission: "yes",
      confirmDistribution: "yes",
    },
  });
  expect(noId.status()).toBe(400);
  expect(await noId.text()).toContain(en.page.resend);
  expect(query(`SELECT id FROM "Partners" WHERE "Organization_Name" = 'No Id Org'`)).toEqual([]);
});

test("sent in Spanish: the confirmation and the email name the cycle; sending twice makes one partner", async ({
  page,
}) => {
  const base = suite.server.url;
  const cycle = String(partnerCycle(Date.now(), ORG_TIME_ZONE));
  await page.goto(`${base}/es/partner/apply`);
  await fillPartnerApplication(page, es as unknown as typeof en, { ...spanishOrg, ein: "12-3456789" });
  // The form as the browser posts it, to send it again afterwards (a double click, or Back and send).
  const html = await page.content();
  const again: Record<string, string> = {
    ...hiddenFormFields(html),
    ...spanishOrg,
    confirmMission: "yes",
    confirmDistribution: "yes",
    submission: /name="submission" value="([^"]+)"/.exec(html)![1]!,
  };
  await page.getByRole("button", { name: es.page.send }).click();
  await expect(page.getByRole("heading", { level: 1, name: es.sent.heading })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(es.sent.body(spanishOrg.organization, cycle));
  await expect(page.getByText(es.sent.next(spanishOrg.email))).toBeVisible();
  keepForNu("sent-es", await page.content());

  const resent = await page.request.post(`${base}/es/partner/apply`, { form: again });
  expect(resent.status()).toBe(200);
  expect(await resent.text()).toContain(es.sent.heading);
  const partners = query<{ id: string; Status: string; Emails: string; Region: string; Cycle: string }>(
    `SELECT id, "Status", "Emails", "Region", "Cycle" FROM "Partners" WHERE "Organization_Name" = ?`,
    spanishOrg.organization,
  );
  expect(partners).toEqual([
    {
      id: expect.stringMatching(/^WEBP-/),
      Status: "Applied",
      Emails: JSON.stringify([spanishOrg.email]),
      Region: "NYC",
      Cycle: cycle,
    },
  ]);
  expect(query(`SELECT locale, ein FROM partner_applications WHERE partner_id = ?`, partners[0]!.id)).toEqual([
    { locale: "es", ein: "123456789" },
  ]);

  const mail = await suite.smtp.waitFor(spanishOrg.email);
  expect(mail.text).toContain(es.emails.received.subject);
  expect(mail.text).toContain(es.emails.received.body(spanishOrg.organization, cycle));
  expect(mail.text).toContain("EIN: 12-3456789");
  expect(suite.mailsWritten(spanishOrg.email)).toBe(1);
  expect(suite.smtp.countTo(spanishOrg.email)).toBe(1);
});

test("an application under an active partner's name, in another case and spacing, is refused with a sentence", async ({
  page,
}) => {
  for (const [prefix, words] of [
    ["", en],
    ["/es", es as unknown as typeof en],
  ] as const) {
    await page.goto(`${suite.server.url}${prefix}/partner/apply`);
    await fillPartnerApplication(page, words, {
      ...spanishOrg,
      organization: "hoboken  FAMILY center",
      ein: "12-3456789",
    });
    const refused = page.waitForResponse((answer) => answer.request().method() === "POST");
    await page.getByRole("button", { name: words.page.send }).click();
    expect((await refused).status()).toBe(409);
    await expect(page.locator("#organization-error")).toHaveText(words.page.nameTaken);
    await expect(page.getByLabel(words.fields.organization)).toHaveValue("hoboken  FAMILY center");
  }
  keepForNu("form-name-taken", await page.content());
  expect(query(`SELECT id FROM "Partners" WHERE LOWER("Organization_Name") LIKE 'hoboken%'`)).toEqual([{ id: "P-1" }]);
});

test("a look-alike of a partner's name is refused, and so is one that mixes alphabets; an accented Spanish name is sent", async ({
  page,
}) => {
  // "Hоboken" with a Cyrillic "о", and "Farnily" with "rn" for "m": each reads as "Hoboken Family Center" (P-1).
  const refusals = [
    ["Hоboken Family Center", 400, "organizationScripts"],
    ["Hoboken Farnily Center", 409, "nameTaken"],
  ] as const;
  for (const [prefix, words] of [
    ["", en],
    ["/es", es as unknown as typeof en],
  ] as const) {
    for (const [organization, status, sentence] of refusals) {
      await page.goto(`${suite.server.url}${prefix}/partner/apply`);
      await fillPartnerApplication(page, words, { ...spanishOrg, organization, ein: "12-3456789" });
      const refused = page.waitForResponse((answer) => answer.request().method() === "POST");
      await page.getByRole("button", { name: words.page.send }).click();
      expect((await refused).status(), organization).toBe(status);
      await expect(page.locator("#organization-error")).toHaveText(
        sentence === "nameTaken" ? words.page.nameTaken : words.errors.organizationScripts,
      );
      await expect(page.getByLabel(words.fields.organization)).toHaveValue(organization);
      await expect(page.getByLabel(words.fields.services)).toHaveValue(spanishOrg.services);
    }
  }
  keepForNu("form-look-alike", await page.content());
  expect(query(`SELECT id FROM "Partners" WHERE "Organization_Name" LIKE 'H%boken%'`)).toEqual([{ id: "P-1" }]);

  const pena = { ...spanishOrg, organization: "Centro Familiar Peña", email: "pena@familiar.partner.test" };
  await page.goto(`${suite.server.url}/es/partner/apply`);
  await fillPartnerApplication(page, es as unknown as typeof en, { ...pena, ein: "98-7654321" });
  await page.getByRole("button", { name: es.page.send }).click();
  await expect(page.getByRole("heading", { level: 1, name: es.sent.heading })).toBeVisible();
  expect(query(`SELECT "Status" FROM "Partners" WHERE "Organization_Name" = ?`, pena.organization)).toEqual([
    { Status: "Applied" },
  ]);
});

test("a robot's honeypot is ignored, and a client is limited to a few applications an hour", async ({ page }) => {
  const base = suite.server.url;
  await page.goto(`${base}/partner/apply`);
  const hidden = hiddenFormFields(await page.content());
  const robot = await page.request.post(`${base}/partner/apply`, {
    form: { ...hidden, ...spanishOrg, organization: "Robot Org", name__confirm: "filled", confirmMission: "yes" },
    maxRedirects: 0,
  });
  expect(robot.status()).toBe(302);
  expect(robot.headers().location).toBe("/partner/apply");
  expect(query(`SELECT id FROM "Partners" WHERE "Organization_Name" = 'Robot Org'`)).toEqual([]);

  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const answer = await page.request.post(`${base}/partner/apply`, { form: { ...hidden, organization: "Flood" } });
    statuses.push(answer.status());
    if (answer.status() === 429) expect(await answer.text()).toContain(en.page.tooMany);
  }
  expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
});

test("the application pages pass axe, and they and the email pass the W3C Nu HTML checker", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Five pages (the form in each language, its mistakes, the name taken, sent) and the email that it arrived.
  await checkPagesAndEmails(page, browser, 6);
});
