import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "../support/test";
import { readFileSync } from "node:fs";
import { staffPages } from "~/config/routes";
import * as words from "~/applications/content/en/words";
import { changeWords } from "~/staff/changeWords";
import { staffMessages } from "~/kits/console/staffMessages";
import { expectNoAxeViolations } from "../support/axe";
import { portalSuite } from "../support/portalSuite";
import { startServer } from "../support/server";
import { storeRows } from "../support/operatorProbes";
import type { CapturedMail } from "../support/smtpCapture";
import { csvRecords, readCsvFile } from "../support/csvFiles";

/**
 * The CRM's change feed (`GET /api/crm/changes`) and its staff download, against the built server with JavaScript
 * off, the portal's fixture records imported and a real SMTP server on loopback: the token and cursor refusals, an
 * application sent in the browser as the CRM then reads it, a push of the same applicant not echoed back, and the
 * CSV a member of staff downloads.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const TOKEN = "crm-feed-token-0123456789abcdef0123456789";
const FEED = "/api/crm/changes";
const STAFF = "feed.staff@org.test";
/** A second colleague for the accessibility check, in a browser of its own (a mailbox gets three links in 15 minutes). */
const COLLEAGUE = "feed.colleague@org.test";
const APPLICANT = "feed.applicant@demo.example";
const suite = portalSuite("crm-changes", { env: { CRM_PUSH_TOKEN: TOKEN, STAFF_EMAILS: `${STAFF},${COLLEAGUE}` } });

type Change = { cursor: string; kind: string; id: string; changedAt: string; record: Record<string, unknown> | null };
type FeedPage = { changes: Change[]; next: string; more: boolean };

let clientNumber = 0;
/** Each request from its own client address (the server trusts one proxy hop), so refusal counts stay apart. */
const newClient = () => `10.78.${Math.floor(++clientNumber / 250)}.${clientNumber % 250}`;

function readFeed(request: APIRequestContext, query = "", token: string | null = TOKEN) {
  return request.get(`${suite.server.url}${FEED}${query}`, {
    headers: { "X-Forwarded-For": newClient(), ...(token === null ? {} : { Authorization: `Bearer ${token}` }) },
  });
}

async function feedAfter(request: APIRequestContext, after?: string): Promise<FeedPage> {
  const response = await readFeed(request, after === undefined ? "" : `?after=${after}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  return (await response.json()) as FeedPage;
}

/** Sends an application through its five steps, as a person would with JavaScript off. */
async function sendApplication(page: Page) {
  await page.goto(`${suite.server.url}/application`);
  await page.getByLabel(words.screener.zip).fill("07030");
  await page.getByLabel(words.screener.householdSize).fill("3");
  await page
    .getByRole("group", { name: words.screener.programme })
    .getByLabel(words.pages.yes, { exact: true })
    .check();
  await page.getByRole("button", { name: words.pages.continue }).click();
  await expect(page.getByRole("heading", { name: words.steps.about })).toBeVisible();
  await page.getByLabel(words.about.fullName).fill("Feed Applicant");
  await page.getByLabel(words.about.email, { exact: true }).fill(APPLICANT);
  await page.getByLabel(words.about.languages.en).check();
  await page.getByRole("button", { name: words.pages.continue }).click();
  await page.getByLabel(words.devices.laptop).selectOption("1");
  await page.getByRole("button", { name: words.pages.continue }).click();
  // The first organization the fixtures' applicants name.
  await page.getByLabel(words.recommender.organization).selectOption({ index: 1 });
  await page.getByLabel(words.recommender.firstName).fill("Robin");
  await page.getByLabel(words.recommender.lastName).fill("Reed");
  await page.getByLabel(words.recommender.email).fill("robin.reed@partner.example");
  await page.getByRole("button", { name: words.pages.continue }).click();
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: words.check.send }).click();
  await expect(page.getByRole("heading", { name: words.sent.title })).toBeVisible();
}

function staffLinkFrom(mail: CapturedMail): string {
  const link = /https?:\/\/[^\s"<>]+\/staff\/continue\?jwt=[\w.-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No staff sign-in link in the email:\n${mail.text.slice(0, 2000)}`);
  return link;
}

async function signInStaff(page: Page, email = STAFF) {
  await page.goto(`${suite.server.url}${staffPages.signIn.path}`);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByText(staffMessages.signInSent)).toBeVisible();
  await page.goto(staffLinkFrom(await suite.smtp.waitFor(email)));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(new RegExp(`${staffPages.home.path}$`));
}

/** Starts a download by `start` and reads the file back as CSV records. */
async function downloadCsv(page: Page, start: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent("download"), start()]);
  const file = readCsvFile(readFileSync(await download.path()));
  expect(file.problems).toEqual([]);
  return { name: download.suggestedFilename(), rows: csvRecords(file.rows) };
}

/** A change as the CSV holds it: the record as JSON, empty when gone. */
const asCsvRow = (change: Change) => ({
  cursor: change.cursor,
  kind: change.kind,
  id: change.id,
  changedAt: change.changedAt,
  record: change.record ? JSON.stringify(change.record) : "",
});

test.describe("who may read the feed, and what it refuses", () => {
  test("no token or a wrong one gets 401 JSON, logged without the token", async ({ request }) => {
    const since = suite.server.logs().length;
    for (const token of [null, "not-the-token-0123456789abcdef0123456789"]) {
      const refused = await readFeed(request, "", token);
      expect(refused.status()).toBe(401);
      expect(refused.headers()["content-type"]).toContain("application/json");
      expect(refused.headers()["www-authenticate"]).toBe("Bearer");
      expect((await refused.json()).error).toBe("A valid token is needed: send Authorization: Bearer <token>.");
    }
    await expect
      .poll(() => suite.server.logEntries(since).filter((e) => e.message === "crm feed refused"))
      .toHaveLength(2);
    expect(suite.server.logs()).not.toContain("not-the-token");
    expect(suite.server.logs()).not.toContain(TOKEN);
  });

  test("a cursor that is not a whole number of 0 or more gets 400 with a sentence; only GET is answered", async ({
    request,
  }) => {
    for (const query of ["?after=abc", "?after=-1", "?after=1.5", "?after=", "?after=1&after=2"]) {
      const refused = await readFeed(request, query);
      expect(refused.status(), query).toBe(400);
      expect(refused.headers()["content-type"]).toContain("application/json");
      expect((await refused.json()).error, query).toMatch(/^(after must be a cursor this feed gave|Give after once)/);
    }
    const posted = await request.post(`${suite.server.url}${FEED}`, {
      headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
      data: Buffer.from("{}"),
    });
    expect(posted.status()).toBe(405);
    expect(posted.headers().allow).toBe("GET, HEAD");
  });

  test("without CRM_PUSH_TOKEN the feed does not exist, as the push does not", async ({ request }) => {
    const bare = await startServer();
    try {
      const response = await request.get(`${bare.url}${FEED}`, { headers: { Authorization: `Bearer ${TOKEN}` } });
      expect(response.status()).toBe(404);
      expect(response.headers()["content-type"]).toContain("application/json");
      expect(await response.json()).toEqual({ error: "There is nothing at this address." });
    } finally {
      await bare.stop();
    }
  });
});

test.describe("an application sent on the site, as the CRM reads it", () => {
  test("the applicant and champion are listed in the CRM's names; a push of the same applicant is not echoed", async ({
    page,
    request,
  }) => {
    // The fixture records were imported: nothing the CRM's exports hold comes back.
    const start = await feedAfter(request);
    expect(start).toEqual({ changes: [], next: "0", more: false });

    const sentAt = Date.now();
    await sendApplication(page);
    const sent = await feedAfter(request, start.next);
    expect(sent.changes.map((change) => change.kind)).toEqual(["Contacts", "Champions"]);
    const [applicant, champion] = sent.changes as [Change, Change];
    expect(applicant.id).toMatch(/^WEB-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(applicant.record).toMatchObject({
      id: applicant.id,
      Full_Name: "Feed Applicant",
      Email: APPLICANT,
      Status: "Applicants No Recommendation",
      Recommenders_Name: "Robin",
      Recommenders_Last_Name: "Reed",
      Recommenders_Email: "robin.reed@partner.example",
      Laptop_Quantity: "1",
      Desktop_Quantity: null,
    });
    expect(champion.record).toMatchObject({ Email: APPLICANT, Champion_Type: ["Computer Applicant"] });
    expect(Date.parse(applicant.changedAt)).toBeGreaterThanOrEqual(sentAt - 1000);
    expect(applicant.changedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(sent).toMatchObject({ next: champion.cursor, more: false });

    const pushed = await request.post(`${suite.server.url}/api/crm/records`, {
      headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
      data: Buffer.from(
        JSON.stringify({ module: "Contacts", records: [{ id: applicant.id, Status: "Approved Applicants" }] }),
      ),
    });
    expect(pushed.status()).toBe(200);
    expect(await feedAfter(request, sent.next)).toEqual({ changes: [], next: sent.next, more: false });
    // Asking after a cursor tells the site the CRM holds every change up to it: the purge may remove those (decision 107).
    expect(storeRows(suite.server, "SELECT read_through FROM site_changes_read")).toEqual([
      { read_through: Number(sent.next) },
    ]);
    // From the beginning, the site's change is where it was, with the record as it now is.
    const again = await feedAfter(request);
    expect(again.changes.map((change) => change.cursor)).toEqual([applicant.cursor, champion.cursor]);
    expect(again.changes[0]!.record).toMatchObject({ id: applicant.id, Status: "Approved Applicants" });
  });

  test("staff download the same changes as CSV, all of them or after a number they type", async ({ page, request }) => {
    const feed = await feedAfter(request);
    expect(feed.changes).toHaveLength(2);
    await signInStaff(page);
    await page.getByRole("link", { name: staffPages.changes.title }).click();
    await expect(page.getByRole("heading", { level: 1, name: staffPages.changes.title })).toBeVisible();
    await expect(page.getByText(`The latest change is number ${feed.next}, made`)).toBeVisible();

    const everything = await downloadCsv(page, () => page.getByRole("link", { name: changeWords.everything }).click());
    expect(everything.name).toBe("site-changes.csv");
    expect(everything.rows).toEqual(feed.changes.map(asCsvRow));

    const first = feed.changes[0]!.cursor;
    await page.getByLabel(changeWords.afterLabel).fill(first);
    const after = await downloadCsv(page, () => page.getByRole("button", { name: changeWords.download }).click());
    expect(after.name).toBe(`site-changes-after-${first}.csv`);
    expect(after.rows).toEqual(feed.changes.slice(1).map(asCsvRow));

    await page.getByLabel(changeWords.afterLabel).fill("yesterday");
    await page.getByRole("button", { name: changeWords.download }).click();
    await expect(page).toHaveURL(new RegExp(`${staffPages.changes.path}\\?after=yesterday$`));
    await expect(page.getByText(changeWords.badNumber("yesterday"))).toBeVisible();
    await expect(page.getByLabel(changeWords.afterLabel)).toHaveValue("yesterday");
  });
});

test.describe("accessibility", () => {
  // axe runs as a script in the page; the page itself ships no React either way.
  test.use({ javaScriptEnabled: true });
  test("the staff page of changes has no WCAG 2.2 A/AA violations, with and without a refused number", async ({
    page,
  }) => {
    await signInStaff(page, COLLEAGUE);
    for (const address of [staffPages.changes.path, `${staffPages.changes.path}?after=yesterday`]) {
      await page.goto(`${suite.server.url}${address}`);
      for (const width of [360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await expectNoAxeViolations(page, `${address} at ${width} px`);
      }
    }
  });
});
