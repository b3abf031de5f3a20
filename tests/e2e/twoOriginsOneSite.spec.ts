import { expect } from "@playwright/test";
import { figureWordsIn } from "~/kits/figures/words";
import { messages as portalMessages } from "~/kits/signIn/content/en/words";
import { people } from "../support/portalFixtures";
import { emailedLink, requestLink } from "../support/portalFlow";
import { type ThrowAwayPostgres } from "../support/postgres";
import { waitForLog, type RunningServer } from "../support/server";
import { type SmtpCapture } from "../support/smtpCapture";
import { test } from "../support/test";
import { METRICS_TOKEN, on, push, queueStatusEmail, twoOrigins } from "../support/twoOrigins";

/*
 * Two origins of the built server on one PostgreSQL database, with one real SMTP server: they behave as one site,
 * for sessions, limits and records, and both say so when PostgreSQL stops. The tests share the database and run in
 * order (the last one stops PostgreSQL under them).
 */
test.describe.configure({ mode: "serial" });

/** An address whose mail the SMTP server turns away for now (451: try later) until `mailHeld` is false. */
const HELD = "held@fixture.test";
const figureWords = figureWordsIn("en");
let mailHeld = true;

const world = twoOrigins("two-origins", {
  refuse: (address) => (address === HELD && mailHeld ? { code: 451, message: "4.3.0 Try again later" } : null),
});

let postgres: ThrowAwayPostgres;
let smtp: SmtpCapture;
let a: RunningServer;
let b: RunningServer;
test.beforeAll(() => {
  ({ postgres, smtp, a, b } = world);
});

test("a link asked for on one origin opens on the other; the session holds on both and ends on both", async ({
  page,
}) => {
  const link = await emailedLink(page, a.url, smtp, people.recommended);
  await page.goto(on(b, link), { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(`${b.url}/portal`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applicant Tracker");
  // The browser sends the session cookie to the other origin (same host): it opens the same tracker there.
  await page.goto(`${a.url}/portal`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applicant Tracker");
  await page.getByRole("button", { name: "Back to Search" }).click();
  await page.goto(`${b.url}/portal`);
  await expect(page.getByRole("link", { name: "Go to the sign-in page" })).toBeVisible();
});

test("a link used on one origin is refused on the other", async ({ page }) => {
  const link = await emailedLink(page, b.url, smtp, people.submitted);
  await page.goto(on(a, link), { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applicant Tracker");
  await page.context().clearCookies();
  // Opening it is enough for the other origin to know it was used: no Continue is offered.
  await page.goto(on(b, link), { waitUntil: "domcontentloaded" });
  await expect(page.getByText(portalMessages.tokenFailed, { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
});

test("refusals are counted across origins: the eleventh wrong token, on either, is answered 429", async ({
  request,
}) => {
  const client = "10.99.0.1";
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await push(request, attempt % 2 ? b : a, { module: "Contacts", records: [] }, client, "wrong");
    expect(response.status(), `attempt ${attempt + 1}`).toBe(401);
  }
  for (const origin of [a, b]) {
    const response = await push(request, origin, { module: "Contacts", records: [] }, client, "wrong");
    expect(response.status()).toBe(429);
  }
  // Another client is not limited by them.
  expect((await push(request, b, { module: "Contacts", records: [] }, "10.99.0.2", "wrong")).status()).toBe(401);
});

test("a mailbox's sign-in limit counts across origins: four asks, two on each, send three links", async ({ page }) => {
  const address = people.client;
  for (const [index, origin] of [a, b, a, b].entries()) {
    await requestLink(page, origin.url, address);
    // Each link is sent before the next ask, so no ask reuses a waiting one: only the limit can hold one back.
    if (index < 3) await smtp.waitFor(address, { after: index, timeoutMs: 15_000 });
  }
  await waitForLog(b, (entry) => entry.message === "sign-in email" && entry.outcome === "limited");
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(smtp.countTo(address)).toBe(3);
});

test("each origin reports its PostgreSQL pool and the database in its metrics", async ({ request }) => {
  for (const origin of [a, b]) {
    const metrics = await request.get(`${origin.url}/metrics`, {
      headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.status()).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(/^database_up 1$/m);
    expect(text).toMatch(/^database_pool_clients\{state="total"\} [1-9]\d*$/m);
    expect(text).toMatch(/^database_pool_clients\{state="waiting"\} 0$/m);
  }
});

test("records pushed to one origin are read on the other", async ({ page, request }) => {
  const pushed = await push(
    request,
    a,
    { module: "Contacts", records: [{ id: "A-3", Phone: "973-555-0199", Nominating_Organization: "Riverside Hub" }] },
    "10.99.1.1",
  );
  expect(pushed.status()).toBe(200);
  await page.goto(on(b, await emailedLink(page, b.url, smtp, people.pending)), { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("973-555-0199")).toBeVisible();
  await expect(page.getByText("Riverside Hub")).toBeVisible();
});

test("PostgreSQL stopped: public pages answer, the rest says so in the page's language; back, all works again and held mail goes out", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A status email the SMTP server holds back (451) is waiting in the outbox when the database goes away.
  await queueStatusEmail(request, a, { id: "HELD-1", Full_Name: "Held Mail", Email: HELD }, "10.99.3.1");
  await waitForLog(a, (entry) => entry.message === "mail not sent, will retry");

  await page.goto(on(a, await emailedLink(page, a.url, smtp, people.approved)), { waitUntil: "domcontentloaded" });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applicant Tracker");

  // Pushes keep coming to both origins while PostgreSQL stops under them: a client held mid-transaction loses its
  // server, and the origin must answer 503 for it rather than fail (or end the process).
  let loading = true;
  const statuses: number[] = [];
  const load = Promise.all(
    Array.from({ length: 12 }, (_, index) => index).map(async (index) => {
      while (loading) {
        const origin = index % 2 ? b : a;
        const body = { module: "Contacts", records: [{ id: "A-3", Phone: `973-555-01${index}0` }] };
        statuses.push((await push(request, origin, body, `10.99.5.${index}`)).status());
      }
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 500));
  await postgres.stopServer();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  loading = false;
  await load;
  expect(new Set(statuses)).toEqual(new Set([200, 503]));
  try {
    for (const origin of [a, b]) {
      const ready = await request.get(`${origin.url}/readyz`);
      expect(ready.status()).toBe(503);
      expect(await ready.json()).toEqual({ ready: false, reason: "database unreachable" });
      expect((await request.get(`${origin.url}/healthz`)).status()).toBe(200);
      // The about page counts its figures from the records: it answers, says they cannot be read, and is kept by no one.
      const about = await request.get(`${origin.url}/about`);
      expect([about.status(), about.headers()["cache-control"]]).toEqual([200, "no-store"]);
      expect(await about.text()).toContain(figureWords.notes.unavailable);
      expect((await request.get(`${origin.url}/es/about`)).status()).toBe(200);
    }
    const english = await page.goto(`${b.url}/portal`);
    expect(english?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our records cannot be reached right now");
    const spanish = await page.goto(`${a.url}/es/portal`);
    expect(spanish?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "No podemos consultar nuestros registros en este momento",
    );
    expect(await page.content()).not.toMatch(/at .*\.js:\d+|ECONNREFUSED|stack/i);
    const refused = await push(request, b, { module: "Contacts", records: [] }, "10.99.3.2");
    expect(refused.status()).toBe(503);
    expect(await refused.json()).toEqual({
      error: "The records cannot be reached right now; nothing was changed. Try again in a moment.",
    });
    mailHeld = false;
  } finally {
    await postgres.startServer();
  }

  await expect.poll(async () => (await request.get(`${a.url}/readyz`)).status(), { timeout: 30_000 }).toBe(200);
  expect((await request.get(`${b.url}/readyz`)).status()).toBe(200);
  await page.goto(`${b.url}/portal`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applicant Tracker");
  // The message queued before the outage is delivered once, by whichever sender takes it.
  await smtp.waitFor(HELD, { timeoutMs: 60_000 });
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(smtp.countTo(HELD)).toBe(1);
});
