import { expect, type Page } from "@playwright/test";
import { test } from "../support/test";
import Database from "better-sqlite3";
import { mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { staffNav, staffPages } from "~/config/routes";
import { mailSearchWords } from "~/staff/mailWords";
import { staffMessages } from "~/kits/console/staffMessages";
import { staffTime } from "~/kits/console/staffTime";
import { expectNoAxeViolations } from "../support/axe";
import { people } from "../support/portalFixtures";
import { portalSuite } from "../support/portalSuite";
import { emailedLink, signInAs } from "../support/portalFlow";
import { waitForLog } from "../support/server";
import { askForStaffLink, signInStaff as signInStaffAs, staffLinkFrom } from "../support/staffFlow";

/**
 * The staff console with JavaScript off, against the built server, a real SQLite store holding the portal's fixture
 * records, and a real SMTP server on loopback: sign-in by emailed link, imports of good, broken and oversized
 * files, the mail page and the activity log, and the wall between portal and staff sessions.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const staff = "staff.member@org.test";
/** A mailbox gets at most three links in 15 minutes, so each later test signs in with an address of its own. */
const colleagues = Array.from({ length: 20 }, (_, i) => `staff${i + 1}@org.test`);
let colleaguesUsed = 0;
const notStaff = "someone.else@org.test";
const DATABASE = "portal.sqlite";
const INVENTORY_HEADER =
  "ID,Model,Status,Computer_Type,Location,Date_Added,Date_Donated,Date_Recycled,Weight,Recipient,Donor_ID";
const CONTACTS_HEADER =
  "Record Id,Full_Name,Email,Phone,Status,Denial_Reason,Nominating_Organization,Recommenders_Name,Recommenders_Last_Name,Recommenders_Email,Laptop_Quantity,Desktop_Quantity,Tablet_Quantity";

/** Not the default, so the pages' times prove they read the setting. */
const ORG_TIME_ZONE = "America/Chicago";
const suite = portalSuite("staff-console", {
  env: { STAFF_EMAILS: `Other@org.test, ${staff.toUpperCase()},${colleagues.join(",")}`, ORG_TIME_ZONE },
});
const files = mkdtempSync(path.join(tmpdir(), "staff-files-"));

/** Asks for a link on the staff sign-in page. */
const askForLink = (page: Page, email: string) => askForStaffLink(page, suite.server.url, email);

/** Signs in a colleague who has not signed in yet in this spec. */
async function signInStaff(page: Page) {
  await signInStaffAs(page, suite.server.url, suite.smtp, colleagues[colleaguesUsed++]!);
}

function store() {
  return new Database(path.join(suite.server.dataDir, DATABASE));
}

async function upload(page: Page, chosen: { exports?: string[]; kinds?: Record<string, string> }, complete = false) {
  await page.goto(`${suite.server.url}${staffPages.import.path}`);
  if (chosen.exports) await page.getByLabel("CRM export files").setInputFiles(chosen.exports);
  for (const [kind, file] of Object.entries(chosen.kinds ?? {}))
    await page.getByLabel(`${kind} file`).setInputFiles(file);
  if (complete) await page.getByLabel("These are complete exports").check();
  await page.getByRole("button", { name: "Import" }).click();
}

test.describe("staff sign-in", () => {
  test("a listed address gets a link; an address not listed gets the same answer and no email", async ({ page }) => {
    await page.goto(`${suite.server.url}${staffPages.home.path}`);
    await expect(page).toHaveURL(new RegExp(`${staffPages.signIn.path}$`));
    const before = suite.smtp.countTo(staff);
    await askForLink(page, staff);
    const mail = await suite.smtp.waitFor(staff, { after: before });
    expect(staffLinkFrom(mail)).toContain(`${suite.server.url}/staff/continue?jwt=`);

    for (const address of [notStaff, people.approved]) {
      const since = suite.server.logs().length;
      await askForLink(page, address);
      await waitForLog(suite.server, (entry) => entry.message === "staff sign-in for an address not listed", { since });
      expect(suite.smtp.countTo(address)).toBe(0);
    }
  });

  test("the link opens the console after Continue, and works once", async ({ page }) => {
    const before = suite.smtp.countTo(staff);
    await askForLink(page, staff);
    const link = staffLinkFrom(await suite.smtp.waitFor(staff, { after: before }));
    await page.goto(link);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Staff console" })).toBeVisible();
    await expect(page.getByText(`Signed in as ${staff}`)).toBeVisible();

    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByText(staffMessages.linkFailed)).toBeVisible();
  });

  test("a staff link does not open the portal, nor a portal link the staff console", async ({ page }) => {
    const before = suite.smtp.countTo(staff);
    await askForLink(page, staff);
    const staffJwt = new URL(staffLinkFrom(await suite.smtp.waitFor(staff, { after: before }))).searchParams.get(
      "jwt",
    )!;
    await page.goto(`${suite.server.url}/portal?recordId=${encodeURIComponent(staff)}&jwt=${staffJwt}`);
    await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);

    const portalJwt = new URL(await emailedLink(page, suite.server.url, suite.smtp, people.pending)).searchParams.get(
      "jwt",
    )!;
    await page.goto(`${suite.server.url}${staffPages.continue.path}?jwt=${portalJwt}`);
    await expect(page.getByText(staffMessages.linkFailed)).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
  });
});

test.describe("who can open a staff page", () => {
  test("an applicant's or a donor's portal session opens no staff page and cannot upload", async ({ page }) => {
    for (const person of [people.approved, people.donor]) {
      await page.context().clearCookies();
      await signInAs(page, suite.server.url, suite.smtp, person);
      for (const staffPage of [...staffNav, staffPages.import]) {
        await page.goto(`${suite.server.url}${staffPage.path}`);
        await expect(page).toHaveURL(new RegExp(`${staffPages.signIn.path}$`));
        await expect(page.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
      }
      // A large body is refused before it is read unless it comes from a staff session.
      const refused = await page.request.post(`${suite.server.url}${staffPages.import.path}`, {
        multipart: { exports: { name: "Contacts.csv", mimeType: "text/csv", buffer: Buffer.alloc(200 * 1024, "a") } },
      });
      expect(refused.status()).toBe(413);
    }
  });

  test("a staff session does not open the portal", async ({ page }) => {
    await signInStaff(page);
    await page.goto(`${suite.server.url}/portal`);
    await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
    await expect(page.getByText("Please enter an ID.")).toBeVisible();
  });

  test("staff pages, signed in or not, are never stored and never indexed", async ({ page }) => {
    const signedOut = await page.request.get(`${suite.server.url}${staffPages.signIn.path}`);
    expect(signedOut.headers()["cache-control"]).toBe("no-store");
    expect(signedOut.headers()["x-robots-tag"]).toContain("noindex");
    const redirected = await page.request.get(`${suite.server.url}${staffPages.mail.path}`, { maxRedirects: 0 });
    expect(redirected.status()).toBe(302);
    expect(redirected.headers()["cache-control"]).toBe("no-store");
    expect(redirected.headers()["x-robots-tag"]).toContain("noindex");

    await signInStaff(page);
    for (const staffPage of staffNav) {
      const response = await page.goto(`${suite.server.url}${staffPage.path}`);
      expect(response?.status(), staffPage.path).toBe(200);
      expect(response?.headers()["cache-control"], staffPage.path).toBe("no-store");
      expect(response?.headers()["x-robots-tag"], staffPage.path).toContain("noindex");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    }
  });
});

test.describe("accessibility", () => {
  // axe runs as a script in the page; the pages themselves ship no React either way.
  test.use({ javaScriptEnabled: true });
  test("the staff pages have no WCAG 2.2 A/AA violations at 360 and 1280 px", async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(`${suite.server.url}${staffPages.signIn.path}`);
    await expectNoAxeViolations(page, staffPages.signIn.path);
    await signInStaff(page);
    for (const staffPage of staffNav) {
      await page.goto(`${suite.server.url}${staffPage.path}`);
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await expectNoAxeViolations(page, `${staffPage.path} at ${width} px`);
      }
    }
  });
});

test.describe("importing CRM exports", () => {
  test("good files give a result per file, the tracker changes and the applicant is emailed", async ({ page }) => {
    const contacts = path.join(files, "Contacts.csv");
    writeFileSync(
      contacts,
      `${CONTACTS_HEADER}\nA-6,Al Approved,${people.approved},201-555-0006,Denied Applicant,Moved out of the area,Org,Kim,Park,kim@partner.test,1,1,1\n`,
    );
    // Any file name, when its kind is chosen on the form.
    const inventory = path.join(files, "inventory export 2024.csv");
    writeFileSync(inventory, `${INVENTORY_HEADER}\nI-NEW,New Laptop,Donated,Laptop,Hoboken,2024-05-01,,,3,,DON-1\n`);
    const mailsBefore = suite.smtp.countTo(people.approved);

    await signInStaff(page);
    await upload(page, { exports: [contacts], kinds: { Computer_Inventory: inventory } });
    await expect(page.getByRole("status").filter({ hasText: "Imported 2 files" })).toBeVisible();
    const rows = page.getByRole("table", { name: "Result per file" }).getByRole("row");
    await expect(rows.filter({ hasText: "Contacts.csv" })).toHaveText(/Contacts\.csv\s*Contacts\s*1\s*0\s*1\s*0\s*1/);
    await expect(rows.filter({ hasText: "inventory export 2024.csv" })).toHaveText(
      /Computer_Inventory\s*1\s*1\s*0\s*0\s*0/,
    );
    expect(readdirSync(path.join(suite.server.dataDir, "uploads"))).toEqual([]);
    // The uploads folder holds people's records while an import runs: only the server's user may enter it.
    expect((statSync(path.join(suite.server.dataDir, "uploads")).mode & 0o777).toString(8)).toBe("700");

    const notice = await suite.smtp.waitFor(people.approved, { after: mailsBefore });
    expect(notice.text).toContain("Application Denied");
    await page.context().clearCookies();
    await signInAs(page, suite.server.url, suite.smtp, people.approved);
    await expect(page.getByText("Moved out of the area")).toBeVisible();
  });

  test("a broken file is refused with its line, and nothing changes", async ({ page }) => {
    const inventory = path.join(files, "Computer_Inventory.csv");
    writeFileSync(
      inventory,
      `${INVENTORY_HEADER}\nI-GOOD,Fine Laptop,Donated,Laptop,Hoboken,2024-05-01,,,3,,DON-1\nI-BAD,Heavy Desktop,Donated,Desktop,Hoboken,2024-05-01,,,heavy,,DON-1\n`,
    );
    const contacts = path.join(files, "Contacts.csv");
    writeFileSync(contacts, `${CONTACTS_HEADER}\nA-1,Sam Renamed,${people.submitted},,Client,,,,,,,,\n`);
    await signInStaff(page);
    await upload(page, { exports: [contacts, inventory] });
    await expect(page.getByRole("alert")).toContainText(
      'Nothing was imported. Computer_Inventory.csv, line 3: Weight "heavy"',
    );
    const db = store();
    try {
      expect(db.prepare("SELECT COUNT(*) FROM Computer_Inventory WHERE id = 'I-GOOD'").pluck().get()).toBe(0);
      expect(db.prepare("SELECT Full_Name FROM Contacts WHERE id = 'A-1'").pluck().get()).toBe("Sam Submitted");
    } finally {
      db.close();
    }
    expect(readdirSync(path.join(suite.server.dataDir, "uploads"))).toEqual([]);
  });

  test("a file with only some columns changes only those: the applicant's phone, organisation and recommender stay", async ({
    page,
  }) => {
    const contacts = path.join(files, "Contacts.csv");
    writeFileSync(
      contacts,
      `Record Id, Full_Name, Email, Status\nA-2,Rae Renamed,${people.recommended},Recommendation Received\n`,
    );
    await signInStaff(page);
    await upload(page, { exports: [contacts] });
    const row = page
      .getByRole("table", { name: "Result per file" })
      .getByRole("row")
      .filter({ hasText: "Contacts.csv" });
    await expect(row).toHaveText(/Contacts\.csv\s*Contacts\s*1\s*0\s*1\s*0\s*0\s*Full_Name$/);
    const db = store();
    try {
      expect(
        db
          .prepare(
            "SELECT Full_Name, Phone, Nominating_Organization, Recommenders_Name, Desktop_Quantity FROM Contacts WHERE id = 'A-2'",
          )
          .get(),
      ).toEqual({
        Full_Name: "Rae Renamed",
        Phone: "201-555-0002",
        Nominating_Organization: "Library",
        Recommenders_Name: "Sam",
        Desktop_Quantity: "2",
      });
    } finally {
      db.close();
    }
    await page.context().clearCookies();
    await signInAs(page, suite.server.url, suite.smtp, people.recommended);
    const shown = {
      Name: "Rae Renamed",
      Phone: "201-555-0002",
      "Nominating Organization": "Library",
      "Recommender Name": "Sam Lee",
      "Recommender Email": "sam@partner.test",
      "Desktop Quantity": "2",
    };
    for (const [label, value] of Object.entries(shown)) {
      await expect(
        page.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]"),
        label,
      ).toHaveText(value);
    }
  });

  test("a status outside the six is refused with its line, the value (address masked) and the six; nothing changes", async ({
    page,
  }) => {
    const contacts = path.join(files, "Contacts.csv");
    writeFileSync(
      contacts,
      `Record Id,Full_Name,Status\nA-2,Rae Again,Client\nA-3,Pat Pending,Approved by kim@partner.test\n`,
    );
    await signInStaff(page);
    const since = suite.server.logs().length;
    await upload(page, { exports: [contacts] });
    await expect(page.getByRole("alert")).toHaveText(
      'Nothing was imported. Contacts.csv, line 3: Status "Approved by k***@partner.test" is not one of Applicants No Recommendation, ' +
        "Recommendation Received, Applicants to approve, Denied Applicant, Approved Applicants, Client.",
    );
    const db = store();
    try {
      expect(
        db.prepare("SELECT id, Full_Name, Status FROM Contacts WHERE id IN ('A-2', 'A-3') ORDER BY id").all(),
      ).toEqual([
        { id: "A-2", Full_Name: "Rae Renamed", Status: "Recommendation Received" },
        { id: "A-3", Full_Name: "Pat Pending", Status: "Applicants to approve" },
      ]);
    } finally {
      db.close();
    }
    const [logged] = await waitForLog(suite.server, (entry) => entry.message === "staff import refused", { since });
    expect(logged!.problem).toContain("k***@partner.test");
    expect(JSON.stringify(suite.server.logs().slice(since))).not.toContain("kim@partner.test");
  });

  test("a file that is not UTF-8 is refused with a sentence that says how to save it", async ({ page }) => {
    const contacts = path.join(files, "Contacts.csv");
    writeFileSync(contacts, Buffer.concat([Buffer.from("Record Id,Full_Name\nA-2,Jos"), Buffer.from([0xe9, 0x0a])]));
    await signInStaff(page);
    await upload(page, { exports: [contacts] });
    await expect(page.getByRole("alert")).toContainText("Contacts.csv, line 2: the file is not UTF-8 text");
    await expect(page.getByRole("alert")).toContainText('"CSV UTF-8 (Comma delimited)"');
  });

  test("a file that is none of the five exports is named, and nothing changes", async ({ page }) => {
    const other = path.join(files, "budget.csv");
    writeFileSync(other, "id,Amount\n1,2\n");
    await signInStaff(page);
    await upload(page, { exports: [other] });
    await expect(page.getByRole("alert")).toHaveText(staffMessages.notAnExport("budget.csv"));
  });

  test("a file over 100 MiB gets a clear sentence", async ({ page }) => {
    const big = path.join(files, "Computer_Inventory.csv");
    writeFileSync(big, Buffer.alloc(100 * 1024 * 1024 + 1024, "a"));
    await signInStaff(page);
    await upload(page, { exports: [big] });
    await expect(page.getByRole("alert")).toHaveText(staffMessages.fileTooLarge("Computer_Inventory.csv"));
    expect(readdirSync(path.join(suite.server.dataDir, "uploads"))).toEqual([]);
  });

  test("a 100,000-row inventory export is imported whole, and the page shows its counts", async ({ page }) => {
    // Generous: a hang fails it, a busy machine does not.
    test.setTimeout(240_000);
    const rows = [INVENTORY_HEADER];
    for (let i = 0; i < 100_000; i++)
      rows.push(`B-${i},"Latitude 5${i % 1000}, 14in",Donated,Laptop,Hoboken,2024-01-02,2024-03-01,,4.5,,DON-BIG`);
    const big = path.join(files, "Computer_Inventory.csv");
    writeFileSync(big, rows.join("\n") + "\n");
    await signInStaff(page);
    const since = suite.server.logs().length;
    await upload(page, { exports: [big] });
    await expect(page.getByRole("table", { name: "Result per file" }).getByRole("row").nth(1)).toHaveText(
      /Computer_Inventory\s*100000\s*100000\s*0\s*0\s*0/,
      { timeout: 180_000 },
    );
    // The import is in the server's log too; how long it takes is measured by `npm run bench` (docs/performance.md).
    await waitForLog(suite.server, (entry) => entry.message === "staff import", { since });
  });
});

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
      page.getByRole("term").filter({ hasText: "Set aside" }).locator("xpath=..").getByRole("definition"),
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

test.describe("activity", () => {
  test("names the colleague who signed in or imported, and says when in the organisation's time zone", async ({
    page,
  }) => {
    await signInStaff(page);
    await page.goto(`${suite.server.url}${staffPages.activity.path}`);
    const rows = page.getByRole("table", { name: /Activity/ }).getByRole("row");
    await expect(rows.filter({ hasText: "Staff sign-in" }).first()).toContainText(/staff\d+@org\.test/);
    await expect(rows.filter({ hasText: "Contacts.csv, inventory export 2024.csv" })).toContainText(
      /staff\d+@org\.test.*2 rows read, 1 added, 1 changed, 0 removed, 1 status emails/,
    );
    const db = store();
    const newest = db.prepare("SELECT at FROM activity ORDER BY at DESC, id DESC LIMIT 1").pluck().get() as number;
    db.close();
    await expect(rows.nth(1).getByRole("cell").first()).toHaveText(staffTime(newest, ORG_TIME_ZONE));
    await expect(rows.nth(1).getByRole("cell").first()).toHaveText(/ (CST|CDT)$/);
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
