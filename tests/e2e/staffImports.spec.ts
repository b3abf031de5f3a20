import { expect } from "@playwright/test";
import { test } from "../support/test";
import { mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { staffPages } from "~/config/routes";
import { staffMessages } from "~/kits/console/staffMessages";
import { staffTime } from "~/kits/console/staffTime";
import { people } from "../support/portalFixtures";
import { portalSuite } from "../support/portalSuite";
import { signInAs } from "../support/portalFlow";
import { waitForLog } from "../support/server";
import {
  CONTACTS_HEADER,
  INVENTORY_HEADER,
  ORG_TIME_ZONE,
  staffConsole,
  staffConsoleEnv,
} from "../support/staffConsole";

/**
 * The staff console's imports, with JavaScript off, against the built server, a real SQLite store holding the
 * portal's fixture records, and a real SMTP server on loopback: good, broken, partial and oversized files, and the
 * activity log that names who imported them.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const suite = portalSuite("staff-imports", { env: staffConsoleEnv });
const files = mkdtempSync(path.join(tmpdir(), "staff-files-"));
const { signInStaff, store, upload } = staffConsole(suite);

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
