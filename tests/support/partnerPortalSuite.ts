import { test, type Page } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import { expectNoAxeViolations } from "./axe";
import { nuCollector } from "./pageChecks";
import { signInPartner } from "./partnerFlow";
import { portalSuite } from "./portalSuite";

export const staff = "partner.work.staff@org.test";
export const rosa = "rosa@partner.test"; // Hoboken Family Center (P-1): Sam Submitted, and Al Approved here
export const intake = "intake@partner.test"; // Hoboken Family Center too: a mailbox gets a few sign-in links an hour
export const sam = "sam@partner.test"; // Library (P-2)

/**
 * A partner-portal spec's world: its portal suite with a member of staff, the fixture records with Al Approved
 * matched to Hoboken Family Center and a desktop assigned to him, and the pages it keeps for the Nu checker. The
 * renewal's deadline is January 1st, so the staff list of partners not confirmed shows on any other day.
 */
export function partnerPortalSuite(name: string) {
  const suite = portalSuite(name, { env: { STAFF_EMAILS: staff, PARTNER_RENEWAL_DEADLINE: "01-01" } });

  test.beforeAll(() => {
    const db = new Database(path.join(suite.server.dataDir, "portal.sqlite"));
    try {
      // Al Approved named Hoboken Family Center, matched to it (P-1) as his record arrived, and staff assigned a
      // desktop to him. (Membership is by the id kept, so the fixture sets it beside the name, decision 083.)
      db.prepare(
        `UPDATE "Contacts" SET "Nominating_Organization" = 'Hoboken Family Center', partner_id = 'P-1' WHERE id = 'A-6'`,
      ).run();
      db.prepare(`UPDATE "Computer_Inventory" SET "Recipient" = 'A-6' WHERE id = 'I-3'`).run();
    } finally {
      db.close();
    }
  });

  const nu = nuCollector(name);
  const keepForNu = async (page: Page, file: string) => nu.keep(file, await page.content());

  /**
   * Signs Hoboken's intake mailbox in and runs axe over each address at a phone's width and a desk's; the page must
   * run JavaScript (axe is a script; the pages themselves ship no React either way).
   */
  async function expectAccessibleToCaseworker(page: Page, addresses: string[]) {
    await signInPartner(suite, page, intake);
    for (const address of addresses) {
      await page.goto(`${suite.server.url}${address}`);
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await expectNoAxeViolations(page, `${address} at ${width} px`);
      }
    }
  }

  return { suite, nu, keepForNu, expectAccessibleToCaseworker };
}
