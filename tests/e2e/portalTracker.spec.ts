import { expect } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import { org } from "~/config/org";
import { DATABASE_FILE_NAME } from "~/db/open.server";
import { test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { DONOR_ITEMS, people } from "../support/portalFixtures";
import { portalSuite } from "../support/portalSuite";
import { requestLink, signInAs } from "../support/portalFlow";
import { waitForLog } from "../support/server";
import { headerValues } from "../support/smtpCapture";
import { readCsvFile } from "../support/csvFiles";

test.describe.configure({ mode: "default" });
test.use({ javaScriptEnabled: false });

const suite = portalSuite("portal-e2e");

test.describe("the sign-in screen without JavaScript", () => {
  test("greets, asks for an email and sends a one-time link in text and HTML", async ({ page }) => {
    await page.goto(`${suite.server.url}/auth`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the digital portal");
    await expect(
      page.getByText("Enter your email and we send you a link that signs you in. No password needed."),
    ).toBeVisible();
    await expect(page.getByPlaceholder("Enter email")).toHaveAttribute("type", "email");
    await expect(page.locator('img[src="/images/portal-sign-in.svg"]')).toHaveAttribute("alt", "");
    await page.getByPlaceholder("Enter email").fill("  SUBMITTED@fixture.test ");
    await page.getByRole("button", { name: "Unlock" }).click();
    await expect(page.getByText("we have sent you an email to login")).toBeVisible();
    const mail = await suite.smtp.waitFor(people.submitted);
    expect(mail.raw).toContain("Content-Type: text/plain");
    expect(mail.raw).toContain("Content-Type: text/html");
    expect(mail.text).toContain(`${suite.server.url}/portal?recordId=C-1&jwt=`);
  });

  test("the email comes from the organisation with an id of its own, marked automatic; once sent, the store keeps no link", async ({
    page,
  }) => {
    const since = suite.server.logs().length;
    const before = suite.smtp.countTo(people.recommended);
    await requestLink(page, suite.server.url, people.recommended);
    const mail = await suite.smtp.waitFor(people.recommended, { after: before });
    const host = new URL(suite.server.url).hostname;
    expect(headerValues(mail, "From")).toEqual([`"${org.name}" <no-reply@${host}>`]);
    expect(headerValues(mail, "Auto-Submitted")).toEqual(["auto-generated"]);
    const [messageId] = headerValues(mail, "Message-ID");
    expect(messageId).toMatch(/^<[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}@[^>]+>$/);
    expect(messageId!.endsWith(`@${host}>`)).toBe(true);
    expect(mail.text).toMatch(/jwt=[\w.-]{20,}/);

    await waitForLog(suite.server, (entry) => entry.message === "mail sent", { since });
    const db = new Database(path.join(suite.server.dataDir, DATABASE_FILE_NAME), { readonly: true });
    try {
      const rows = db.prepare("SELECT * FROM mail_outbox WHERE kind = 'sign-in'").all() as {
        state: string;
        message_id: string;
      }[];
      expect(rows.find((row) => row.message_id === messageId)?.state).toBe("sent");
      for (const row of rows.filter((row) => row.state === "sent"))
        expect(JSON.stringify(row)).not.toMatch(/jwt|\/portal\?/);
    } finally {
      db.close();
    }
  });

  test("answers an unknown address the same way and sends it nothing", async ({ page }) => {
    const since = suite.server.logs().length;
    await requestLink(page, suite.server.url, "nobody@fixture.test");
    // The server's own account that it queued nothing for this address, rather than a pause long enough for a send.
    await waitForLog(
      suite.server,
      (entry) => entry.message === "sign-in for an unknown address" && entry.to === "n***@fixture.test",
      { since },
    );
    expect(suite.smtp.countTo("nobody@fixture.test")).toBe(0);
  });
});

test.describe("the applicant tracker", () => {
  const cases = [
    {
      email: people.submitted,
      current: "Application Submitted",
      reached: 1,
      message: /waiting for your recommender's letter/,
    },
    { email: people.recommended, current: "Recommendation Received", reached: 2, message: /letter has been received/ },
    { email: people.pending, current: "Pending Review", reached: 3, message: /committee is reviewing/ },
    // The decision is one step: 'Application Denied' is no longer drawn, so an approved applicant has
    // reached 4 steps, not 5, and a delivered one 5, not 6.
    { email: people.approved, current: "Application Approved", reached: 4, message: /contact your recommender/ },
    { email: people.client, current: "Delivered", reached: 5, message: /dropped off to Newark Seniors, Inc\./ },
  ];
  for (const item of cases) {
    test(`shows '${item.current}' on the bar with its message`, async ({ page }) => {
      await signInAs(page, suite.server.url, suite.smtp, item.email);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applicant Tracker");
      const bar = page.getByRole("list", { name: "Application progress" });
      await expect(bar.locator('[aria-current="step"]')).toHaveText(new RegExp(item.current));
      await expect(bar.locator('li[data-reached="true"]')).toHaveCount(item.reached);
      await expect(page.getByTestId("status-message")).toContainText(item.message);
    });
  }

  test("shows a denied application in red with its reason and the possible reasons", async ({ page }) => {
    await signInAs(page, suite.server.url, suite.smtp, people.denied);
    const current = page.locator('[aria-current="step"]');
    await expect(current).toContainText("Application Denied");
    expect(await current.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(185, 28, 28)");
    const message = page.getByTestId("status-message");
    await expect(message).toContainText("Lives outside NJ");
    await expect(message.locator("li")).toHaveCount(4);
  });

  test("says 'Not specified' when a denial has no reason", async ({ page }) => {
    await signInAs(page, suite.server.url, suite.smtp, people.deniedNoReason);
    await expect(page.getByTestId("status-message")).toContainText("Reason: Not specified");
  });

  test("shows applicant information with N/A for empty fields, and only the quantities requested", async ({ page }) => {
    await signInAs(page, suite.server.url, suite.smtp, people.pending);
    const info = page.getByRole("region", { name: "Applicant Information" });
    await expect(info).toContainText("Pat Pending");
    await expect(info.locator("dt", { hasText: "Phone" }).locator("+ dd")).toHaveText("N/A");
    await expect(info.locator("dt", { hasText: "Recommender Name" }).locator("+ dd")).toHaveText("N/A");
    const request = page.getByRole("region", { name: "Computer Request Details" });
    await expect(request).toContainText("Tablet Quantity");
    await expect(request).not.toContainText("Laptop");
    await expect(request).not.toContainText("Desktop");
    await expect(page.getByRole("region", { name: "Assigned Computer(s)" })).toHaveCount(0);
  });

  test("lists a delivered applicant's assigned computer, matched on the exact record id", async ({ page }) => {
    await signInAs(page, suite.server.url, suite.smtp, people.client);
    const info = page.getByRole("region", { name: "Applicant Information" });
    await expect(info.locator("dt", { hasText: "Recommender Name" }).locator("+ dd")).toHaveText("Max Roe");
    const assigned = page.getByRole("region", { name: "Assigned Computer(s)" });
    await expect(assigned.locator("li")).toHaveCount(1);
    await expect(assigned).toContainText('ThinkPad "T480", 14in');
    await expect(assigned).toContainText("Hoboken");
    await expect(assigned).not.toContainText("Not Mine");
  });

  test("says 'Invalid champion type' for a champion who is neither donor nor applicant", async ({ page }) => {
    await signInAs(page, suite.server.url, suite.smtp, people.volunteer);
    await expect(page.getByText("Invalid champion type")).toBeVisible();
  });
});

test.describe("the donor details", () => {
  test("show totals, a paginated table and a CSV that spreadsheets cannot run", async ({ page }) => {
    await signInAs(page, suite.server.url, suite.smtp, people.donor);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Donor Details");
    await expect(page.getByText('Acme, "Law" LLP')).toBeVisible();
    await expect(page.getByText("1 River St, Hoboken, NJ 07030")).toBeVisible();
    await expect(page.getByTestId("total-count")).toHaveText(String(DONOR_ITEMS));
    await expect(page.getByTestId("total-weight")).toHaveText("1,580.25 lbs");
    const table = page.getByRole("region", { name: "Donated Computers" });
    await expect(table.locator("thead th")).toHaveText([
      "Model",
      "Computer Type",
      "Date Added",
      "Date Donated",
      "Date Recycled",
      "Outcome",
      "Data destruction",
    ]);
    await expect(table.locator("tbody tr")).toHaveCount(25);
    await expect(table).toContainText("Page 1 of 3");
    await table.getByRole("link", { name: "Next page" }).click();
    await expect(table).toContainText("Page 2 of 3");
    await expect(table.locator("tbody tr").first()).toContainText("Model 25");

    const response = await page.request.get(
      `${suite.server.url}${await page.getByRole("link", { name: "Download CSV" }).getAttribute("href")}`,
    );
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^text\/csv/);
    expect(response.headers()["content-disposition"]).toContain('filename="donated_computers.csv"');
    expect(response.headers()["cache-control"]).toBe("no-store");
    const body = await response.body();
    expect(readCsvFile(body).problems).toEqual([]);
    // As the file holds it: the byte-order mark, then lines ending in CRLF.
    const lines = body
      .toString("utf8")
      .replace(/^\uFEFF/, "")
      .split("\r\n");
    expect(lines[0]).toBe("Model,Computer_Type,Date_Added,Date_Donated,Date_Recycled,Weight");
    expect(lines).toHaveLength(DONOR_ITEMS + 2);
    expect(lines.at(-1)).toBe("");
    expect(lines[1]).toBe(`"'=HYPERLINK(""http://evil.test"")",Laptop,2024-01-01,,,1000.25`);
    expect(lines[2]).toBe(`"ThinkPad ""T480"", 14in",Laptop,2024-01-02,2024-02-01,,`);
  });

  test("without inventory show no CSV button, and the CSV address explains there is nothing", async ({ page }) => {
    await signInAs(page, suite.server.url, suite.smtp, people.emptyDonor);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Donor Details");
    await expect(page.getByText("Empty Co")).toBeVisible();
    await expect(page.getByRole("link", { name: "Download CSV" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Donated Computers" })).toHaveCount(0);
    await page.goto(`${suite.server.url}/portal/donated_computers.csv`);
    await expect(page.getByText("No inventory data available to download.")).toBeVisible();
  });
});

test.describe("leaving the portal", () => {
  test("'Back to Search' ends the session: the record and the CSV are gone", async ({ page }) => {
    await signInAs(page, suite.server.url, suite.smtp, people.donor);
    await page.getByRole("button", { name: "Back to Search" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the digital portal");
    await page.goto(`${suite.server.url}/portal`);
    await expect(page.getByText("Please enter an ID.")).toBeVisible();
    await expect(page.getByText("Acme")).toHaveCount(0);
    const csv = await page.request.get(`${suite.server.url}/portal/donated_computers.csv`, { maxRedirects: 0 });
    expect(csv.status()).toBe(302);
    expect(await csv.text()).not.toContain("Model");
  });
});

test.describe("accessibility of the portal screens", () => {
  // axe-core runs inside the page, so these checks need JavaScript.
  test.use({ javaScriptEnabled: true });

  test("sign-in, a denied applicant, a delivered applicant and a donor pass axe's WCAG A/AA rules", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${suite.server.url}/auth`);
    await expectNoAxeViolations(page);
    for (const email of [people.denied, people.client, people.donor]) {
      await signInAs(page, suite.server.url, suite.smtp, email);
      await expect(page.getByRole("button", { name: "Back to Search" })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Back to Search" }).click();
      await expect(page).toHaveURL(/\/auth$/);
    }
  });
});
