/**
 * CRM pushes and the command-line importer write the records, and a status change sends one email (also after a mail
 * outage).
 */
import { expect } from "@playwright/test";
import { test } from "../support/test";
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { applicantSteps } from "~/kits/records/applicantStatus";
import { people } from "../support/portalFixtures";
import { withMailOutage } from "../support/mailOutage";
import { crmPushSuite, TOKEN, messageOf } from "../support/crmPushSuite";
import { signInAs } from "../support/portalFlow";
import { waitForLog } from "../support/server";

test.describe.configure({ mode: "default" });
test.use({ javaScriptEnabled: false });

const { suite, push, storeRows, contact, statusMailFor, expectStatusEmail } = crmPushSuite("crm-push-writes");

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
