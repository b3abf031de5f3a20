import { expect, type APIRequestContext } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import { applicantSteps } from "~/kits/records/applicantStatus";
import { portalSuite } from "./portalSuite";
import type { CapturedMail } from "./smtpCapture";

export const TOKEN = "crm-push-token-0123456789abcdef0123456789";
export const PATH = "/api/crm/records";

export const messageOf = (value: string) => applicantSteps.find((step) => step.value === value)!.message({}).text;

/**
 * A CRM push spec's world: a portal suite that takes pushes with TOKEN, and the ways its tests push, read the store
 * the server left and check a status email. Call at the top of a spec file.
 */
export function crmPushSuite(name: string) {
  const suite = portalSuite(name, { env: { CRM_PUSH_TOKEN: TOKEN } });
  let clientNumber = 0;

  /** Each test pushes from its own client address (the server trusts one proxy hop), so refusal counts stay apart. */
  const newClient = () => `10.77.${Math.floor(++clientNumber / 250)}.${clientNumber % 250}`;

  function push(
    request: APIRequestContext,
    body: unknown,
    { token = TOKEN, client = newClient(), base = suite.server.url } = {},
  ) {
    return request.post(`${base}${PATH}`, {
      headers: {
        "Content-Type": "application/json",
        "X-Forwarded-For": client,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      // A Buffer is sent as it is (Playwright would encode a string as a JSON string).
      data: Buffer.from(typeof body === "string" ? body : JSON.stringify(body)),
    });
  }

  /** The store as the server left it, read from its SQLite file. */
  function storeRows(sql: string, ...params: unknown[]): Record<string, unknown>[] {
    const db = new Database(path.join(suite.server.dataDir, "portal.sqlite"), { readonly: true, fileMustExist: true });
    try {
      return db.prepare(sql).all(...params) as Record<string, unknown>[];
    } finally {
      db.close();
    }
  }

  const contact = (id: string) => storeRows("SELECT * FROM Contacts WHERE id = ?", id)[0];
  const statusMailFor = (id: string) =>
    storeRows("SELECT state FROM mail_outbox WHERE kind = 'status' AND record_id = ?", id);

  function expectStatusEmail(mail: CapturedMail, label: string, message: string) {
    expect(mail.raw).toContain("Content-Type: text/plain");
    expect(mail.raw).toContain("Content-Type: text/html");
    expect(mail.text).toContain(`Subject: Your application status: ${label}`);
    expect(mail.text).toContain(`The status of your computer application is now: ${label}.`);
    expect(mail.text).toContain(message);
    expect(mail.text).toContain(`${suite.server.url}/auth`);
    expect(mail.text).not.toMatch(/jwt=|recordId=/);
  }

  return { suite, newClient, push, storeRows, contact, statusMailFor, expectStatusEmail };
}
