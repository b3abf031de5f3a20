import { expect, type APIRequestContext } from "@playwright/test";
import { test } from "../support/test";
import Database from "better-sqlite3";
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { applicantSteps } from "~/kits/records/applicantStatus";
import { people } from "../support/portalFixtures";
import { withMailOutage } from "../support/mailOutage";
import { portalSuite } from "../support/portalSuite";
import { signInAs } from "../support/portalFlow";
import { startServer, waitForLog } from "../support/server";
import type { CapturedMail } from "../support/smtpCapture";

test.describe.configure({ mode: "default" });
test.use({ javaScriptEnabled: false });

const TOKEN = "crm-push-token-0123456789abcdef0123456789";
const PATH = "/api/crm/records";

const suite = portalSuite("crm-push", { env: { CRM_PUSH_TOKEN: TOKEN } });
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

const messageOf = (value: string) => applicantSteps.find((step) => step.value === value)!.message({}).text;

test.describe("authentication", () => {
  test("no token or a wrong one gets 401 JSON and is logged without the token; the right one is accepted", async ({
    request,
  }) => {
    const body = { module: "Contacts", records: [{ id: "A-3" }] };
    const since = suite.server.logs().length;
    for (const token of ["", "not-the-token-0123456789abcdef0123456789"]) {
      const refused = await push(request, body, { token });
      expect(refused.status()).toBe(401);
      expect(refused.headers()["content-type"]).toContain("application/json");
      expect((await refused.json()).error).toMatch(/valid token/);
    }
    const accepted = await push(request, body);
    expect(accepted.status()).toBe(200);
    expect(await accepted.json()).toEqual({ upserted: 1, deleted: 0 });
    await waitForLog(suite.server, (entry) => entry.message === "crm push refused", { since, count: 2 });
    expect(suite.server.logs().slice(since)).not.toContain("not-the-token");
    expect(suite.server.logs()).not.toContain(TOKEN);
  });

  test("ten refused tokens in a minute from one client: the next wrong one gets 429, the right one is still accepted", async ({
    request,
  }) => {
    // A webhook service's shared egress address: someone else's wrong tokens must not lock the CRM out.
    const client = newClient();
    const body = { module: "Contacts", deleted: [] };
    for (let i = 0; i < 10; i++)
      expect((await push(request, body, { client, token: `wrong-${i}` })).status()).toBe(401);
    const limited = await push(request, body, { client, token: "wrong-10" });
    expect(limited.status()).toBe(429);
    expect(limited.headers()["retry-after"]).toBe("60");
    expect((await limited.json()).error).toMatch(/Too many/);
    const rightToken = await push(request, body, { client });
    expect(rightToken.status()).toBe(200);
    expect(await rightToken.json()).toEqual({ upserted: 0, deleted: 0 });
    // The accepted push did not clear the count: wrong tokens from this client are still refused for the minute.
    expect((await push(request, body, { client, token: "wrong-11" })).status()).toBe(429);
    expect((await push(request, body, { client: newClient(), token: "wrong-12" })).status()).toBe(401);
  });

  test("other methods get 405 JSON", async ({ request }) => {
    for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
      const response = await request.fetch(`${suite.server.url}${PATH}`, {
        method,
        headers: { Authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status(), method).toBe(405);
      expect(response.headers()["content-type"], method).toContain("application/json");
      expect(response.headers().allow).toBe("POST");
    }
  });

  test("without CRM_PUSH_TOKEN the endpoint does not exist", async ({ request }) => {
    const bare = await startServer();
    try {
      for (const method of ["POST", "GET"]) {
        const response = await request.fetch(`${bare.url}${PATH}`, {
          method,
          headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
          data: method === "POST" ? Buffer.from('{"module":"Contacts","deleted":[]}') : undefined,
        });
        expect(response.status(), method).toBe(404);
        expect(response.headers()["content-type"]).toContain("application/json");
      }
    } finally {
      await bare.stop();
    }
  });
});

test.describe("limits and validation", () => {
  test("a body over 5 MiB gets 413 JSON, declared or sent in chunks; a form-sized limit does not apply", async ({
    request,
  }) => {
    const padding = " ".repeat(5 * 1024 * 1024);
    const declared = await push(request, `{"module":"Contacts","deleted":[]}${padding}`);
    expect(declared.status()).toBe(413);
    expect((await declared.json()).error).toMatch(/larger than 5 MiB/);
    // A webhook may stream its body without a length: it is cut off at the limit all the same.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 6; i++) controller.enqueue(new Uint8Array(1024 * 1024).fill(32));
        controller.close();
      },
    });
    const streamed = await fetch(`${suite.server.url}${PATH}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json", "X-Forwarded-For": newClient() },
      body: chunks,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as { error: string }).error).toMatch(/larger than 5 MiB/);
    // 1 MiB of real records is well within the limit.
    const records = Array.from({ length: 4_000 }, (_, i) => ({ id: `BULK-${i}`, Model: "x".repeat(200) }));
    const large = await push(request, { module: "Computer_Inventory", records });
    expect(large.status()).toBe(200);
    expect(await large.json()).toEqual({ upserted: 4_000, deleted: 0 });
  });

  test("more than 5,000 records gets 413", async ({ request }) => {
    const records = Array.from({ length: 5_001 }, (_, i) => ({ id: `MANY-${i}` }));
    const response = await push(request, { module: "Computer_Inventory", records });
    expect(response.status()).toBe(413);
    expect((await response.json()).error).toMatch(/At most 5000 records/);
    expect(storeRows("SELECT id FROM Computer_Inventory WHERE id LIKE 'MANY-%'")).toEqual([]);
  });

  test("a bad record gets 400 naming the record and field, and nothing of the push is stored", async ({ request }) => {
    const response = await push(request, {
      module: "Computer_Inventory",
      records: [
        { ID: "NEW-1", Weight: 3 },
        { id: "I-2", Weight: "12" },
        { id: "NEW-2", Weight: "heavy" },
      ],
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      error:
        'record 3 (records[2]), field Weight: "heavy" is not a number of pounds (digits and a decimal point only, such as 12.5).',
    });
    expect(storeRows("SELECT id FROM Computer_Inventory WHERE id IN ('NEW-1', 'NEW-2')")).toEqual([]);
    expect(storeRows("SELECT Weight FROM Computer_Inventory WHERE id = 'I-2'")).toEqual([{ Weight: 10 }]);
  });

  test("a status outside the six gets 400 naming the value and the six, masking an address, and nothing is stored", async ({
    request,
  }) => {
    const before = contact("A-5");
    const since = suite.server.logs().length;
    const response = await push(request, {
      module: "Contacts",
      records: [
        { id: "A-5", Full_Name: "Dee Renamed", Status: "Client" },
        { id: "A-1", Status: "Approved by kim@partner.test" },
      ],
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      error:
        'record 2 (records[1]), field Status: "Approved by k***@partner.test" is not one of Applicants No Recommendation, ' +
        "Recommendation Received, Applicants to approve, Denied Applicant, Approved Applicants, Client.",
    });
    expect(contact("A-5")).toEqual(before);
    const [logged] = await waitForLog(
      suite.server,
      (entry) => entry.message === "crm push refused" && entry.reason === "invalid",
      { since },
    );
    expect(JSON.stringify(logged)).toContain("k***@partner.test");
    expect(JSON.stringify(suite.server.logs().slice(since))).not.toContain("kim@partner.test");
  });

  test("malformed JSON, another content type and a wrong shape get 4xx JSON sentences, never a page", async ({
    request,
  }) => {
    const cases: [string, Record<string, string>, number, RegExp][] = [
      ["{not json", {}, 400, /not valid JSON/],
      ['{"module":"Contacts"}', {}, 400, /give records, deleted or both/],
      ['{"module":"Nope","deleted":[]}', {}, 400, /^module: must be one of/],
      ['{"module":"Contacts","deleted":[]}', { "Content-Type": "text/plain" }, 415, /must be JSON/],
      [
        '{"module":"Contacts","deleted":[]}',
        { "Content-Type": "application/x-www-form-urlencoded" },
        415,
        /must be JSON/,
      ],
    ];
    for (const [data, headers, status, error] of cases) {
      const response = await request.post(`${suite.server.url}${PATH}`, {
        headers: {
          "Content-Type": "application/json",
          Authorization: `Bearer ${TOKEN}`,
          "X-Forwarded-For": newClient(),
          ...headers,
        },
        data: Buffer.from(data),
      });
      expect(response.status(), data).toBe(status);
      expect(response.headers()["content-type"], data).toContain("application/json");
      expect((await response.json()).error, data).toMatch(error);
    }
  });
});

test.describe("writes", () => {
  test("a partial record keeps the fields it leaves out; a new id gets them empty", async ({ request }) => {
    const before = contact("A-2")!;
    expect(
      await (await push(request, { module: "Contacts", records: [{ id: "A-2", Phone: "201-555-0999" }] })).json(),
    ).toEqual({
      upserted: 1,
      deleted: 0,
    });
    expect(contact("A-2")).toEqual({ ...before, Phone: "201-555-0999" });
    await push(request, { module: "Contacts", records: [{ id: "NEW-A", Full_Name: "Nia New" }] });
    expect(contact("NEW-A")).toMatchObject({ Full_Name: "Nia New", Email: null, Status: null, Phone: null });
  });

  test("Champion_Type as a list or a ';' string, an inventory id as ID", async ({ request }) => {
    await push(request, {
      module: "Champions",
      records: [{ id: "C-90", Email: "list@fixture.test", Champion_Type: ["Computer Donor", "Newsletter"] }],
    });
    await push(request, {
      module: "Champions",
      records: [{ id: "C-91", Email: "text@fixture.test", Champion_Type: "Volunteer; Newsletter" }],
    });
    expect(storeRows("SELECT id, Champion_Type FROM Champions WHERE id IN ('C-90', 'C-91') ORDER BY id")).toEqual([
      { id: "C-90", Champion_Type: '["Computer Donor","Newsletter"]' },
      { id: "C-91", Champion_Type: '["Volunteer","Newsletter"]' },
    ]);
    await push(request, { module: "Computer_Inventory", records: [{ ID: "I-ID", Weight: "7.5", Donor_ID: "DON-9" }] });
    expect(storeRows("SELECT Weight, Donor_ID FROM Computer_Inventory WHERE id = 'I-ID'")).toEqual([
      { Weight: 7.5, Donor_ID: "DON-9" },
    ]);
  });

  test("deleted ids are removed, and the same push twice leaves the same state", async ({ request }) => {
    await push(request, { module: "Computer_Inventory", records: [{ id: "DEL-1" }, { id: "DEL-2" }] });
    const body = {
      module: "Computer_Inventory",
      records: [{ id: "DEL-3", Model: "Kept" }],
      deleted: ["DEL-1", "DEL-2", "DEL-404"],
    };
    expect(await (await push(request, body)).json()).toEqual({ upserted: 1, deleted: 2 });
    const state = storeRows("SELECT * FROM Computer_Inventory WHERE id LIKE 'DEL-%' ORDER BY id");
    expect(state).toEqual([expect.objectContaining({ id: "DEL-3", Model: "Kept" })]);
    expect(await (await push(request, body)).json()).toEqual({ upserted: 1, deleted: 0 });
    expect(storeRows("SELECT * FROM Computer_Inventory WHERE id LIKE 'DEL-%' ORDER BY id")).toEqual(state);
  });
});

test.describe("status-change emails", () => {
  test("a status change by push sends one email; a repeat, a first sight and an unknown status send none; the tracker shows it", async ({
    page,
    request,
  }) => {
    const approved = applicantSteps.find((step) => step.value === "Approved Applicants")!;
    const change = { module: "Contacts", records: [{ id: "A-3", Status: "Approved Applicants" }] };
    expect((await push(request, change)).status()).toBe(200);
    const mail = await suite.smtp.waitFor(people.pending);
    expectStatusEmail(mail, approved.label, messageOf(approved.value));
    expect(mail.text).toContain("Hello Pat Pending,");

    // None of these call for an email: the same change again, a new applicant, a status the tracker does not know.
    expect((await push(request, change)).status()).toBe(200);
    await push(request, {
      module: "Contacts",
      records: [{ id: "A-NEW", Email: "firstsight@fixture.test", Status: "Client" }],
    });
    const unknown = await push(request, { module: "Contacts", records: [{ id: "A-2", Status: "Waiting list" }] });
    expect(unknown.status()).toBe(400);
    expect(statusMailFor("A-NEW")).toEqual([]);
    expect(statusMailFor("A-2")).toEqual([]);
    // A later change's email arriving shows the sender has caught up: nothing else went out meanwhile.
    await push(request, { module: "Contacts", records: [{ id: "A-6", Status: "Client" }] });
    const later = await suite.smtp.waitFor(people.approved);
    expectStatusEmail(later, "Delivered", "Your computer was dropped off to Org.");
    expect(suite.smtp.countTo(people.pending)).toBe(1);
    expect(suite.smtp.countTo("firstsight@fixture.test")).toBe(0);
    expect(suite.smtp.countTo(people.recommended)).toBe(0);

    await signInAs(page, suite.server.url, suite.smtp, people.pending);
    await expect(page.getByTestId("status-message")).toContainText(approved.label);
    await expect(page.getByTestId("status-message")).toContainText(messageOf(approved.value));
  });

  test("a denial's email gives the reason, and the names it holds are escaped in HTML", async ({ request }) => {
    await push(request, {
      module: "Contacts",
      records: [
        {
          id: "A-1",
          Full_Name: "Sam <b>Submitted</b>\r\nBcc: x@evil.test",
          Status: "Denied Applicant",
          Denial_Reason: "Income requirements",
        },
      ],
    });
    const mail = await suite.smtp.waitFor(people.submitted);
    expectStatusEmail(mail, "Application Denied", "We are sorry, your application was denied.");
    expect(mail.text).toContain("Reason: Income requirements");
    const headers = mail.text.slice(0, mail.text.search(/\r?\n\r?\n/));
    const html = mail.text.slice(mail.text.indexOf("Content-Type: text/html"));
    expect(html).toContain("Hello Sam &#60;b&#62;Submitted&#60;/b&#62; Bcc: x@evil.test,");
    expect(html).not.toContain("<b>Submitted");
    // The line break in the name did not become a header: the message went to the applicant alone.
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(mail.to).toEqual([people.submitted]);
  });

  test("a status change by the command-line importer sends one email; importing it again sends none", async ({
    request,
    page,
  }) => {
    const dir = mkdtempSync(path.join(tmpdir(), "crm-cli-"));
    writeFileSync(
      path.join(dir, "Contacts.csv"),
      `id,Full_Name,Email,Status,Nominating_Organization\nA-4,Dan Denied,${people.denied},Client,Jersey City Library\n`,
    );
    const first = await runImport(dir);
    expect(first.code).toBe(0);
    expect(first.stdout).toContain("Contacts.csv: 1 read, 0 created, 1 updated, 0 removed, 1 status email queued");
    const mail = await suite.smtp.waitFor(people.denied, { timeoutMs: 15_000 });
    expectStatusEmail(mail, "Delivered", "Your computer was dropped off to Jersey City Library.");

    const again = await runImport(dir);
    expect(again.stdout).toContain("Contacts.csv: 1 read, 0 created, 0 updated, 0 removed, 0 status emails queued");
    expect(statusMailFor("A-4")).toEqual([{ state: "sent" }]);
    // The server's sender has looked at the outbox since (a later push's email arrived), and sent nothing more.
    await push(request, { module: "Contacts", records: [{ id: "A-7", Status: "Approved Applicants" }] });
    await suite.smtp.waitFor(people.client);
    expect(suite.smtp.countTo(people.denied)).toBe(1);

    await signInAs(page, suite.server.url, suite.smtp, people.denied);
    await expect(page.getByTestId("status-message")).toContainText("Delivered");
    await expect(page.getByTestId("status-message")).toContainText("Jersey City Library");
  });
});

test.describe("the command-line importer", () => {
  test("a file with some columns keeps the others and names the columns it changed", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "crm-cli-partial-"));
    writeFileSync(path.join(dir, "Contacts.csv"), `Record Id,Full_Name,Email\nA-2,Rae Renamed,${people.recommended}\n`);
    const before = contact("A-2")!;
    const result = await runImport(dir);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      "Contacts.csv: 1 read, 0 created, 1 updated, 0 removed, 0 status emails queued; columns changed: Full_Name",
    );
    expect(contact("A-2")).toEqual({ ...before, Full_Name: "Rae Renamed" });
  });

  test("a refused file's message masks the address in the cell it quotes, and nothing changes", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "crm-cli-refused-"));
    writeFileSync(
      path.join(dir, "Contacts.csv"),
      "id,Full_Name,Status\nA-2,Rae Again,Client\nA-3,Pat,Ask kim@partner.test\n",
    );
    const before = [contact("A-2"), contact("A-3")];
    const result = await runImport(dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'Nothing was imported. Contacts.csv, line 3: Status "Ask k***@partner.test" is not one of',
    );
    expect(result.stderr + result.stdout).not.toContain("kim@partner.test");
    expect([contact("A-2"), contact("A-3")]).toEqual(before);
  });
});

test.describe("mail outage", () => {
  test("a status email pushed while the SMTP server is down arrives once it comes back", async ({ request }) => {
    test.setTimeout(60_000);
    await withMailOutage("crm-push-outage", { CRM_PUSH_TOKEN: TOKEN }, async ({ server: outage, smtpComesBack }) => {
      const response = await push(
        request,
        { module: "Contacts", records: [{ id: "A-3", Status: "Denied Applicant" }] },
        { base: outage.url },
      );
      expect(response.status()).toBe(200);
      const late = await smtpComesBack();
      const mail = await late.waitFor(people.pending, { timeoutMs: 40_000 });
      expect(mail.text).toContain("Subject: Your application status: Application Denied");
      expect(mail.text).toContain("Reason: Not specified");
      await waitForLog(outage, (entry) => entry.message === "mail sent" && entry.to === "p***@fixture.test");
      expect(late.countTo(people.pending)).toBe(1);
    });
  });
});

/** `npm run data:import -- DIR` against the test server's store, as an operator would run it beside the server. */
function runImport(dir: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "-s", "data:import", "--", dir], {
      env: { ...process.env, DATA_DIR: suite.server.dataDir, PUBLIC_URL: suite.server.url },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
