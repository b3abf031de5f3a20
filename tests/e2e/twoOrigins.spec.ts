import { expect, type APIRequestContext } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { messages as portalMessages } from "~/kits/signIn/content/en/words";
import { loadPortalFixtures, people } from "../support/portalFixtures";
import { asNewClient, emailedLink, requestLink } from "../support/portalFlow";
import { startThrowAwayPostgres, type ThrowAwayPostgres } from "../support/postgres";
import { startServer, waitForLog, type RunningServer } from "../support/server";
import { startSmtpCapture, type SmtpCapture } from "../support/smtpCapture";
import { test } from "../support/test";

/*
 * Two origins of the built server on one PostgreSQL database, with one real SMTP server: they behave as one site.
 * The tests share the database and run in order (the last one stops PostgreSQL under them).
 */
test.describe.configure({ mode: "serial" });

const CRM_PUSH_TOKEN = "crm-push-token-0123456789abcdef0123456789";
const METRICS_TOKEN = "metrics-token-0123456789abcdef0123456789";
/** An address whose mail the SMTP server turns away for now (451: try later) until `mailHeld` is false. */
const HELD = "held@fixture.test";
let mailHeld = true;
/** An address whose first message the SMTP server takes in and never answers: its sender waits mid-send. */
const STALLED = "stalled@fixture.test";
let stalledOnce = false;

let postgres: ThrowAwayPostgres;
let smtp: SmtpCapture;
let a: RunningServer;
let b: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  postgres = await startThrowAwayPostgres({ name: "two-origins" });
  const databaseUrl = await postgres.createDatabase("site");
  smtp = await startSmtpCapture(0, {
    refuse: (address) => (address === HELD && mailHeld ? { code: 451, message: "4.3.0 Try again later" } : null),
    hold: (recipients) => {
      if (!recipients.includes(STALLED) || stalledOnce) return false;
      stalledOnce = true;
      return true;
    },
  });
  env = {
    DATABASE_URL: databaseUrl,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    TRUST_PROXY: "1",
    CRM_PUSH_TOKEN,
    METRICS_TOKEN,
  };
  await loadPortalFixtures(mkdtempSync(path.join(tmpdir(), "two-origins-")), databaseUrl);
  // Started at the same moment: the migrations (already run by the fixtures' import) are checked by both at once.
  [a, b] = await Promise.all([startOrigin("a"), startOrigin("b")]);
});

let env: Record<string, string>;
const startOrigin = (name: string) =>
  startServer({ dataDir: mkdtempSync(path.join(tmpdir(), `origin-${name}-`)), env: { ...env } });

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await smtp?.stop();
  await postgres?.remove();
});

test.beforeEach(async ({ context }) => {
  await asNewClient(context);
});

/** The same link on another origin. */
const on = (origin: RunningServer, link: string) => {
  const url = new URL(link);
  return `${origin.url}${url.pathname}${url.search}`;
};

function push(
  request: APIRequestContext,
  origin: RunningServer,
  body: unknown,
  client: string,
  token = CRM_PUSH_TOKEN,
) {
  return request.post(`${origin.url}/api/crm/records`, {
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}`, "X-Forwarded-For": client },
    data: Buffer.from(JSON.stringify(body)),
  });
}

/**
 * An applicant pushed to `origin` (first seen: no email), then their status changed there: one status email queued,
 * and that origin's sender woken.
 */
async function queueStatusEmail(
  request: APIRequestContext,
  origin: RunningServer,
  applicant: { id: string; Full_Name: string; Email: string },
  client: string,
) {
  const created = await push(
    request,
    origin,
    { module: "Contacts", records: [{ ...applicant, Status: "Client" }] },
    client,
  );
  expect(created.status()).toBe(200);
  const changed = await push(
    request,
    origin,
    { module: "Contacts", records: [{ id: applicant.id, Status: "Denied Applicant" }] },
    client,
  );
  expect(changed.status()).toBe(200);
}

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

test("with both senders running, every queued email is sent exactly once", async ({ request }) => {
  const addresses = Array.from({ length: 20 }, (_, index) => `once-${index}@fixture.test`);
  const contact = (index: number, Status: string) => ({
    id: `ONCE-${index}`,
    Full_Name: `Once ${index}`,
    Email: addresses[index],
    Status,
  });
  const created = await push(
    request,
    a,
    { module: "Contacts", records: addresses.map((_, index) => contact(index, "Applicants No Recommendation")) },
    "10.99.2.1",
  );
  expect(created.status()).toBe(200);
  // Half the status changes reach each origin at the same moment: each wakes its own sender.
  const changed = await Promise.all(
    [a, b].map((origin, half) =>
      push(
        request,
        origin,
        {
          module: "Contacts",
          records: addresses
            .map((_, index) => index)
            .filter((index) => index % 2 === half)
            .map((index) => contact(index, "Recommendation Received")),
        },
        `10.99.2.${2 + half}`,
      ),
    ),
  );
  for (const response of changed) expect(response.status()).toBe(200);
  for (const address of addresses) await smtp.waitFor(address, { timeoutMs: 30_000 });
  // Long enough for a second copy, had one been claimed twice (each sender polls every 5 s).
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  for (const address of addresses) expect(smtp.countTo(address), address).toBe(1);
});

test("a message held by an origin that is killed mid-send is sent once by another after its lease ends", async ({
  request,
}) => {
  test.setTimeout(150_000);
  const doomed = await startOrigin("doomed");
  // The status change wakes the doomed origin's sender at once; it claims the email and the SMTP server stalls it.
  await queueStatusEmail(request, doomed, { id: "STALL-1", Full_Name: "Stalled Mail", Email: STALLED }, "10.99.4.1");
  await expect.poll(() => stalledOnce, { timeout: 15_000 }).toBe(true);
  process.kill(doomed.pid, "SIGKILL");
  await doomed.stop();
  // Nobody sends it while the claim's lease (60 s) lasts; then one of the living origins does, once.
  await new Promise((resolve) => setTimeout(resolve, 30_000));
  expect(smtp.countTo(STALLED)).toBe(0);
  await smtp.waitFor(STALLED, { timeoutMs: 75_000 });
  await new Promise((resolve) => setTimeout(resolve, 6_000));
  expect(smtp.countTo(STALLED)).toBe(1);
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
      expect((await request.get(`${origin.url}/about`)).status()).toBe(200);
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
