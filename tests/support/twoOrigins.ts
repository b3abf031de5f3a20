import { expect, type APIRequestContext } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "./test";
import { loadPortalFixtures } from "./portalFixtures";
import { asNewClient } from "./portalFlow";
import { startThrowAwayPostgres, type ThrowAwayPostgres } from "./postgres";
import { startServer, type RunningServer } from "./server";
import { startSmtpCapture, type Refusal, type SmtpCapture } from "./smtpCapture";

export const CRM_PUSH_TOKEN = "crm-push-token-0123456789abcdef0123456789";
export const METRICS_TOKEN = "metrics-token-0123456789abcdef0123456789";

export type TwoOrigins = {
  readonly postgres: ThrowAwayPostgres;
  readonly smtp: SmtpCapture;
  readonly a: RunningServer;
  readonly b: RunningServer;
  /** A third origin on the same database, started by the test (which stops it). */
  startOrigin: (name: string) => Promise<RunningServer>;
};

/**
 * Two origins of the built server on one PostgreSQL database, with one real SMTP server (how it refuses or holds
 * mail is the spec's), each test coming from a new client address. Call at the top of a spec file whose tests run
 * in order: they share the database.
 */
export function twoOrigins(
  name: string,
  smtpBehaviour: { refuse?: (address: string) => Refusal | null; hold?: (recipients: string[]) => boolean } = {},
): TwoOrigins {
  let postgres: ThrowAwayPostgres | undefined;
  let smtp: SmtpCapture | undefined;
  let origins: [RunningServer, RunningServer] | undefined;
  let env: Record<string, string> = {};
  const startOrigin = (origin: string) =>
    startServer({ dataDir: mkdtempSync(path.join(tmpdir(), `${name}-${origin}-`)), env: { ...env } });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    postgres = await startThrowAwayPostgres({ name });
    const databaseUrl = await postgres.createDatabase("site");
    smtp = await startSmtpCapture(0, smtpBehaviour);
    env = {
      DATABASE_URL: databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      TRUST_PROXY: "1",
      CRM_PUSH_TOKEN,
      METRICS_TOKEN,
    };
    await loadPortalFixtures(mkdtempSync(path.join(tmpdir(), `${name}-`)), databaseUrl);
    // Started at the same moment: the migrations (already run by the fixtures' import) are checked by both at once.
    origins = await Promise.all([startOrigin("a"), startOrigin("b")]);
  });

  test.afterAll(async () => {
    await Promise.all([origins?.[0].stop(), origins?.[1].stop()]);
    await smtp?.stop();
    await postgres?.remove();
  });

  test.beforeEach(async ({ context }) => {
    await asNewClient(context);
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("The two origins have not started");
    return value;
  };
  return {
    get postgres() {
      return started(postgres);
    },
    get smtp() {
      return started(smtp);
    },
    get a() {
      return started(origins)[0];
    },
    get b() {
      return started(origins)[1];
    },
    startOrigin,
  };
}

/** The same link on another origin. */
export const on = (origin: RunningServer, link: string) => {
  const url = new URL(link);
  return `${origin.url}${url.pathname}${url.search}`;
};

export function push(
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
export async function queueStatusEmail(
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
