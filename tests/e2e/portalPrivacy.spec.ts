/**
 * Each person's portal is theirs: a session belongs to a person, only what the page shows reaches the browser, personal
 * answers are never cached or probed from another site, odd methods and files stay closed, email text is plain.
 */
import { expect, request as playwrightRequest, type Page } from "@playwright/test";
import { test } from "../support/test";
import Database from "better-sqlite3";
import { mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { importCrmFolder } from "~/kits/records/crmImport.server";
import { DATABASE_FILE_NAME, openStore } from "~/db/open.server";
import { loadPortalFixtures, people } from "../support/portalFixtures";
import { emailedLink, hiddenFormFields, postSignIn, requestLink, signInAs } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";
import { startServer, waitForLog } from "../support/server";

test.describe.configure({ mode: "default" });
test.use({ javaScriptEnabled: false });

const suite = portalSuite("portal-hardening");

/** Changes what the CRM holds for champions, through the real importer, as a new export would. */
async function importChampions(dataDir: string, rows: string[][]) {
  const dir = mkdtempSync(path.join(tmpdir(), "crm-change-"));
  writeFileSync(
    path.join(dir, "Champions.csv"),
    ["id,Name,Email,Champion_Type", ...rows.map((row) => row.join(","))].join("\n") + "\n",
  );
  const store = await openStore({ dataDir });
  try {
    await importCrmFolder(store.db, dir);
  } finally {
    await store.close();
  }
}

async function sessionCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((c) => c.name === "portal_session");
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}

/** The portal as a browser holding only this session cookie sees it. */
async function portalWith(cookieValue: string): Promise<string> {
  const response = await fetch(`${suite.server.url}/portal`, { headers: { cookie: `portal_session=${cookieValue}` } });
  return response.text();
}

test.describe("a session belongs to a person", () => {
  test("ends when the CRM gives the champion's record another person's address", async ({ page }) => {
    await signInAs(page, suite.server.url, suite.smtp, people.pending);
    await expect(page.getByText("Pat Pending").first()).toBeVisible();
    // The CRM now gives Pat's champion record the address of Dan Denied's application.
    await importChampions(suite.server.dataDir, [["C-3", "Pat Pending", people.denied, "Computer Applicant"]]);
    await page.goto(`${suite.server.url}/portal`);
    await expect(page.getByRole("link", { name: "Go to the sign-in page" })).toBeVisible();
    await expect(page.getByText("Dan Denied")).toHaveCount(0);
    await expect(page.getByText("Lives outside NJ")).toHaveCount(0);
    // Restoring the address does not bring the ended session back.
    await importChampions(suite.server.dataDir, [["C-3", "Pat Pending", people.pending, "Computer Applicant"]]);
    await page.goto(`${suite.server.url}/portal`);
    await expect(page.getByRole("link", { name: "Go to the sign-in page" })).toBeVisible();
  });

  test("ends when the champion is removed from the store", async ({ page }) => {
    await signInAs(page, suite.server.url, suite.smtp, people.recommended);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applicant Tracker");
    const db = new Database(path.join(suite.server.dataDir, DATABASE_FILE_NAME));
    try {
      db.prepare("DELETE FROM Champions WHERE id = 'C-2'").run();
    } finally {
      db.close();
    }
    await page.goto(`${suite.server.url}/portal`);
    await expect(page.getByRole("link", { name: "Go to the sign-in page" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Back to Search" })).toHaveCount(0);
  });

  test("pressing Continue on a new link ends the browser's earlier session", async ({ page }) => {
    await signInAs(page, suite.server.url, suite.smtp, people.submitted);
    const first = await sessionCookie(page);
    expect(await portalWith(first.value)).toContain("Sam Submitted");
    await signInAs(page, suite.server.url, suite.smtp, people.approved);
    await expect(page.getByText("Al Approved").first()).toBeVisible();
    const earlier = await portalWith(first.value);
    expect(earlier).not.toContain("Sam Submitted");
    expect(earlier).toContain("Go to the sign-in page");
  });

  test("the session cookie lasts only as long as the browser (no Max-Age, no Expires)", async ({ page }) => {
    const link = await emailedLink(page, suite.server.url, suite.smtp, people.client);
    await page.goto(link);
    const form = { ...hiddenFormFields(await page.content()), intent: "continue" };
    const url = new URL(link);
    const response = await page.request.post(`${suite.server.url}/portal`, {
      form: { ...form, recordId: url.searchParams.get("recordId")!, jwt: url.searchParams.get("jwt")! },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    const setCookie = response
      .headersArray()
      .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("portal_session="));
    expect(setCookie?.value).toBeTruthy();
    expect(setCookie!.value).not.toMatch(/max-age|expires/i);
    expect((await sessionCookie(page)).expires).toBe(-1);
  });
});

test.describe("only what the page shows reaches the browser", () => {
  const hidden = (text: string, values: string[]) => values.filter((value) => text.includes(value));

  test("the donor page and its data carry no recipient, status, location or ids of items", async ({ page }) => {
    await signInAs(page, suite.server.url, suite.smtp, people.donor);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Donor Details");
    const html = await (await page.request.get(`${suite.server.url}/portal`)).text();
    const data = await (await page.request.get(`${suite.server.url}/portal.data`)).text();
    expect(data).toContain("ThinkPad");
    // Recipient A-7 of item I-1, the items' statuses, the donor's record id (only in its page's address) and status.
    // The donor's own Donor_ID is shown: it names their donation in "Your donations" (issue 28).
    const notShown = ['"Recipient"', '"Donor_ID"', '"Status"', '"A-7"', '"D-1"', '"I-1"', '"Refurbished"', '"Donated"'];
    expect(hidden(data, notShown)).toEqual([]);
    expect(hidden(html, ["A-7", "Recipient", "Refurbished", "Donor_ID"])).toEqual([]);
  });

  test("the applicant page and its data carry no donor id and no record ids", async ({ page }) => {
    await signInAs(page, suite.server.url, suite.smtp, people.client);
    await expect(page.getByText("Assigned Computer(s)")).toBeVisible();
    const html = await (await page.request.get(`${suite.server.url}/portal`)).text();
    const data = await (await page.request.get(`${suite.server.url}/portal.data`)).text();
    expect(data).toContain("ThinkPad");
    const notShown = ['"Donor_ID"', '"Recipient"', '"DON-1"', '"A-7"', '"I-1"'];
    expect(hidden(data, notShown)).toEqual([]);
    expect(hidden(html, ["DON-1", "Donor_ID", "Recipient", "A-7"])).toEqual([]);
  });
});

test.describe("personal responses are never cached", () => {
  test("the page, its data request and the CSV answer no-store and vary by cookie", async ({ page }) => {
    await signInAs(page, suite.server.url, suite.smtp, people.donor);
    for (const address of ["/portal", "/portal.data", "/portal?page=2", "/portal/donated_computers.csv"]) {
      const response = await page.request.get(`${suite.server.url}${address}`);
      expect(response.status(), address).toBe(200);
      expect(response.headers()["cache-control"], address).toBe("no-store");
      expect(response.headers()["vary"] ?? "", address).toMatch(/\bCookie\b/i);
    }
  });
});

test.describe("a personal download cannot be probed from another site", () => {
  test("a cross-site or same-site request for the CSV is refused; same-origin, typed and tool requests are served", async ({
    page,
  }) => {
    await signInAs(page, suite.server.url, suite.smtp, people.donor);
    const csv = `${suite.server.url}/portal/donated_computers.csv`;
    for (const site of ["cross-site", "same-site"]) {
      const refused = await page.request.get(csv, { headers: { "Sec-Fetch-Site": site }, maxRedirects: 0 });
      expect(refused.status(), site).toBe(403);
      expect(await refused.text()).toContain("only be downloaded from this site's own pages");
    }
    for (const site of ["same-origin", "none", undefined]) {
      const served = await page.request.get(csv, { headers: site ? { "Sec-Fetch-Site": site } : {}, maxRedirects: 0 });
      expect(served.status(), String(site)).toBe(200);
      expect(await served.text()).toContain("ThinkPad");
    }
    // Signed out, the cross-site answer is the same, so a page cannot tell who is signed in.
    const signedOut = await fetch(csv, { headers: { "Sec-Fetch-Site": "cross-site" }, redirect: "manual" });
    expect(signedOut.status).toBe(403);
  });
});

test.describe("odd methods and the help widget", () => {
  test("TRACE, CONNECT and other unsupported methods answer 405 with an info line, never a stack trace", async () => {
    const since = suite.server.logs().length;
    for (const method of ["PROPFIND", "PUT"]) {
      expect((await fetch(`${suite.server.url}/`, { method })).status, method).toBe(405);
    }
    // fetch() itself refuses to send these, so they go over a plain socket.
    expect(await rawRequest(suite.server.url, "TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toMatch(
      /^HTTP\/1\.1 405 /,
    );
    expect(await rawRequest(suite.server.url, "CONNECT x:443 HTTP/1.1\r\nHost: x:443\r\n\r\n")).toMatch(
      /^HTTP\/1\.1 405 /,
    );
    expect(await rawRequest(suite.server.url, "TRACK / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")).toMatch(
      /^HTTP\/1\.1 4\d\d /,
    );
    // A data request naming a route the address does not match.
    const mismatched = await fetch(`${suite.server.url}/?_data=routes/nope`);
    expect(mismatched.status).toBeLessThan(500);
    await waitForLog(
      suite.server,
      (entry) => entry.message === "request" && entry.method === "TRACE" && entry.status === 405,
      { since },
    );
    await waitForLog(
      suite.server,
      (entry) => entry.message === "request" && entry.path === "/" && entry.status === mismatched.status,
      { since },
    );
    const output = suite.server.logs().slice(since);
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain('"level":"error"');
    expect(output).not.toContain("\\n    at ");
  });

  test("the portal pages, the Continue page among them, do not allow the help-desk script", async ({ page }) => {
    const link = await emailedLink(page, suite.server.url, suite.smtp, people.deniedNoReason);
    const home = (await page.request.get(`${suite.server.url}/`)).headers()["content-security-policy"]!;
    const continuePage = await page.request.get(link);
    const portal = await page.request.get(`${suite.server.url}/portal`);
    const helpOrigin = /script-src[^;]*\s(https:\/\/[^\s;]+)/.exec(home)?.[1];
    expect(helpOrigin).toBeTruthy();
    for (const response of [continuePage, portal]) {
      const csp = response.headers()["content-security-policy"]!;
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain(helpOrigin!);
      expect(await response.text()).not.toContain("data-help-widget");
    }
  });
});

/** Sends raw bytes and returns what the server answered (for methods fetch() will not send). */
async function rawRequest(base: string, text: string): Promise<string> {
  const { connect } = await import("node:net");
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => socket.write(text));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("close", () => resolve(answer));
    socket.on("error", reject);
  });
}

test.describe("files stay private", () => {
  test("the store, its WAL and the outbox are 0600 in 0700 folders, even in a folder the server creates", async () => {
    const parent = mkdtempSync(path.join(tmpdir(), "private-files-"));
    const dataDir = path.join(parent, "data");
    await loadPortalFixtures(dataDir);
    const server = await startServer({ dataDir });
    try {
      const context = await playwrightRequest.newContext();
      await postSignIn(context, server.url, people.approved);
      await waitForLog(server, (entry) => entry.message === "mail written to outbox");
      await context.dispose();
      const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);
      expect(mode(dataDir)).toBe("700");
      for (const name of [DATABASE_FILE_NAME, `${DATABASE_FILE_NAME}-wal`, `${DATABASE_FILE_NAME}-shm`]) {
        expect(mode(path.join(dataDir, name)), name).toBe("600");
      }
      expect(mode(path.join(dataDir, "outbox"))).toBe("700");
      for (const file of readdirSync(path.join(dataDir, "outbox")))
        expect(mode(path.join(dataDir, "outbox", file)), file).toBe("600");
    } finally {
      await server.stop();
    }
  });
});

test.describe("email text", () => {
  test("a line break or control character in a CRM name does not reach the email", async ({ page }) => {
    await importChampions(suite.server.dataDir, [
      ["C-6", '"Al\r\nBcc: victim@evil.test\u0007 Approved"', people.approved, "Computer Applicant"],
    ]);
    const before = suite.smtp.countTo(people.approved);
    await requestLink(page, suite.server.url, people.approved);
    const sent = await suite.smtp.waitFor(people.approved, { after: before });
    expect(sent.text).toContain("Hello Al Bcc: victim@evil.test Approved,");
    expect(sent.text).not.toMatch(/Al\r?\nBcc/);
    expect(sent.text).not.toContain("\u0007");
  });
});
