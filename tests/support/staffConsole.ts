import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import { staffPages } from "~/config/routes";
import type { RunningServer } from "./server";
import type { SmtpCapture } from "./smtpCapture";
import { askForStaffLink, signInStaff as signInStaffAs } from "./staffFlow";

export const staff = "staff.member@org.test";
/** A mailbox gets at most three links in 15 minutes, so each later test signs in with an address of its own. */
const colleagues = Array.from({ length: 20 }, (_, i) => `staff${i + 1}@org.test`);
export const notStaff = "someone.else@org.test";
const DATABASE = "portal.sqlite";
export const INVENTORY_HEADER =
  "ID,Model,Status,Computer_Type,Location,Date_Added,Date_Donated,Date_Recycled,Weight,Recipient,Donor_ID";
export const CONTACTS_HEADER =
  "Record Id,Full_Name,Email,Phone,Status,Denial_Reason,Nominating_Organization,Recommenders_Name,Recommenders_Last_Name,Recommenders_Email,Laptop_Quantity,Desktop_Quantity,Tablet_Quantity";

/** Not the default, so the pages' times prove they read the setting. */
export const ORG_TIME_ZONE = "America/Chicago";
/** The settings a staff-console spec starts its portal suite with: the staff list and the organisation's zone. */
export const staffConsoleEnv = {
  STAFF_EMAILS: `Other@org.test, ${staff.toUpperCase()},${colleagues.join(",")}`,
  ORG_TIME_ZONE,
};

/**
 * What a staff-console spec does against its own portal suite: ask for a link, sign in a colleague not signed in yet
 * in this spec file (each file has its own server), open the store, upload CRM exports.
 */
export function staffConsole(suite: { readonly server: RunningServer; readonly smtp: SmtpCapture }) {
  let colleaguesUsed = 0;

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

  return { askForLink, signInStaff, store, upload };
}
