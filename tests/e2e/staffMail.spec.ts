import { expect } from "@playwright/test";
import { test } from "../support/test";
import { staffNav, staffPages } from "~/config/routes";
import { mailSearchWords } from "~/staff/mailWords";
import { staffTime } from "~/kits/console/staffTime";
import { portalSuite } from "../support/portalSuite";
import { waitForLog } from "../support/server";
import { ORG_TIME_ZONE, staffConsole, staffConsoleEnv } from "../support/staffConsole";

/**
 * The staff console's mail page, with JavaScript off, against the built server and a real SQLite store: failures and
 * resending, finding a person's mail, and every staff page in a member of staff's words at a phone's width.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const suite = portalSuite("staff-mail", { env: staffConsoleEnv });
const { signInStaff, store } = staffConsole(suite);

test.describe("mail", () => {
  test("shows failures with the whole address, sends a set-aside message again, and never an expired link", async ({
    page,
  }) => {
    const resendTo = "resend.me@fixture.test";
    const now = Date.now();
    const db = store();
    try {
      const insert = db.prepare(
        `INSERT INTO mail_outbox (email_key, recipient, subject, text_body, html_body, created_at, not_after, state, attempts,
           next_attempt_at, last_error, kind) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      insert.run(
        resendTo,
        resendTo,
        "Your application status",
        "Status text",
        "<p>Status</p>",
        now - 60_000,
        Number.MAX_SAFE_INTEGER,
        "abandoned",
        1,
        now - 60_000,
        "Connection closed unexpectedly",
        "status",
      );
      insert.run(
        "late@fixture.test",
        "late@fixture.test",
        "Your sign-in link",
        "Link text",
        "<p>Link</p>",
        now - 30 * 60_000,
        now - 15 * 60_000,
        "expired",
        3,
        now - 20 * 60_000,
        "connect ECONNREFUSED 127.0.0.1:25",
        "sign-in",
      );
    } finally {
      db.close();
    }

    await signInStaff(page);
    await page.goto(`${suite.server.url}${staffPages.mail.path}`);
    await expect(
      page
        .getByRole("term")
        .filter({ hasText: /^Set aside$/ })
        .locator("xpath=..")
        .getByRole("definition"),
    ).toHaveText(/^[1-9]\d*$/);
    const failures = page.getByRole("table", { name: /messages that failed/ });
    const resendRow = failures.getByRole("row").filter({ hasText: "Connection closed unexpectedly" });
    await expect(resendRow).toContainText(resendTo);
    await expect(resendRow).toContainText("Application status");
    const lateRow = failures.getByRole("row").filter({ hasText: "ECONNREFUSED" });
    await expect(lateRow).toContainText("late@fixture.test");
    await expect(lateRow).toContainText("The sign-in link in it has expired");
    await expect(lateRow.getByRole("button")).toHaveCount(0);

    await resendRow.getByRole("button", { name: /Send again/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "queued to be sent again" })).toBeVisible();
    const resent = await suite.smtp.waitFor(resendTo);
    expect(resent.text).toContain("Status text");
  });
});

test.describe("finding a person's mail", () => {
  test("finds whether a given person's email went out, in any letter case, and logs no whole address", async ({
    page,
  }) => {
    const person = "find.me@fixture.test";
    const now = Date.now();
    const db = store();
    try {
      const insert = db.prepare(
        `INSERT INTO mail_outbox (email_key, recipient, subject, text_body, html_body, created_at, not_after, state, attempts,
           next_attempt_at, sent_at, kind) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      insert.run(
        person,
        person,
        "Your sign-in link",
        "Link",
        "<p>Link</p>",
        now - 120_000,
        now + 600_000,
        "sent",
        1,
        now - 120_000,
        now - 110_000,
        "sign-in",
      );
      insert.run(
        person,
        person,
        "Your application status",
        "Status",
        "<p>Status</p>",
        now - 60_000,
        Number.MAX_SAFE_INTEGER,
        "pending",
        2,
        now + 600_000,
        null,
        "status",
      );
    } finally {
      db.close();
    }

    await signInStaff(page);
    await page.goto(`${suite.server.url}${staffPages.mail.path}`);
    const since = suite.server.logs().length;
    await page.getByLabel(mailSearchWords.label).fill("Find.Me@Fixture.test");
    await page.getByRole("button", { name: mailSearchWords.button }).click();
    await expect(
      page.getByRole("status").filter({ hasText: mailSearchWords.found(2, "Find.Me@Fixture.test", 1) }),
    ).toBeVisible();
    const rows = page.getByRole("table", { name: "Messages to Find.Me@Fixture.test, newest first" }).getByRole("row");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText("Your application status");
    await expect(rows.nth(1)).toContainText("Waiting: will be retried");
    await expect(rows.nth(1)).toContainText("Not sent");
    await expect(rows.nth(2)).toContainText("Your sign-in link");
    await expect(rows.nth(2)).toContainText(`Sent${staffTime(now - 110_000, ORG_TIME_ZONE)}`);

    const [logged] = await waitForLog(suite.server, (entry) => entry.message === "staff mail search", { since });
    expect(logged).toMatchObject({ for: "F***@Fixture.test", found: 2 });
    expect(suite.server.logs().slice(since).toLowerCase()).not.toContain(person);

    await page.getByLabel(mailSearchWords.label).fill("nobody@fixture.test");
    await page.getByRole("button", { name: mailSearchWords.button }).click();
    await expect(
      page.getByRole("status").filter({ hasText: mailSearchWords.none("nobody@fixture.test") }),
    ).toBeVisible();

    // The browser lets this through as an address; the server does not.
    await page.getByLabel(mailSearchWords.label).fill("name@localhost");
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: mailSearchWords.button }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await expect(page.getByRole("alert")).toHaveText(mailSearchWords.badAddress);
    await expect(page.getByLabel(mailSearchWords.label)).toHaveValue("name@localhost");
    expect(page.url()).not.toContain("localhost%40");
  });
});

test.describe("a member of staff's words and a phone's width", () => {
  test("no staff page speaks of modules, pushes or MiB, nor scrolls sideways at 360 px", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${suite.server.url}${staffPages.signIn.path}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await signInStaff(page);
    const seen = async (what: string) => {
      await expect(page.locator("h1")).toHaveCount(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(360);
      expect(await page.locator("body").innerText(), what).not.toMatch(/\bmodules?\b|\bpush(es)?\b|\bMiB\b/i);
    };
    for (const staffPage of staffNav) {
      await page.goto(`${suite.server.url}${staffPage.path}`);
      await seen(staffPage.path);
    }
    await page.goto(`${suite.server.url}${staffPages.mail.path}`);
    await page.getByLabel(mailSearchWords.label).fill("find.me@fixture.test");
    await page.getByRole("button", { name: mailSearchWords.button }).click();
    await expect(page.getByRole("table", { name: /^Messages to find\.me@fixture\.test/ })).toBeVisible();
    await seen("the mail page with a person's messages");
  });
});
