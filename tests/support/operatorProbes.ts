/** What an operator's machines read of the built server (decision record 076): the health specs' shared helpers. */
import { expect, type APIRequestContext, type APIResponse } from "@playwright/test";
import Database from "better-sqlite3";
import path from "node:path";
import { type RunningServer } from "./server";

export const METRICS_TOKEN = "metrics-token-0123456789abcdef0123456789";
export const CRM_PUSH_TOKEN = "crm-push-token-0123456789abcdef0123456789";
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A sign-in email written into the server's outbox by hand (another process), with the times a test needs. */
export async function writeOutboxRow(
  server: RunningServer,
  address: string,
  times: { createdAt: number; notAfter: number; nextAttemptAt: number },
) {
  const store = openStore(server);
  try {
    store
      .prepare(
        `INSERT INTO mail_outbox (email_key, recipient, subject, text_body, html_body, created_at, not_after, next_attempt_at)
         VALUES (?, ?, 'Sign in', 'link', '<p>link</p>', ?, ?, ?)`,
      )
      .run(address, address, times.createdAt, times.notAfter, times.nextAttemptAt);
  } finally {
    store.close();
  }
}

/** The server's store, opened from the test as another process would (a newer release, an operator). */
export function openStore(server: RunningServer, options: Database.Options = {}) {
  const db = new Database(path.join(server.dataDir, "portal.sqlite"), { fileMustExist: true, ...options });
  db.pragma("busy_timeout = 5000");
  return db;
}

/** Each sample of a Prometheus text, by its name and labels as written (`name{a="b"}`). */
export function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const at = line.lastIndexOf(" ");
    found.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return found;
}

export async function scrape(request: APIRequestContext, server: RunningServer): Promise<Map<string, number>> {
  const response = await request.get(`${server.url}/metrics`, { headers: bearer(METRICS_TOKEN) });
  expect(response.status()).toBe(200);
  return samples(await response.text());
}

export const requestCount = (metrics: Map<string, number>, route: string, statusClass: string) =>
  metrics.get(`http_request_duration_seconds_count{route="${route}",status_class="${statusClass}"}`) ?? 0;

/** What a prober may rely on of every probe answer: never stored, and no cookie. */
export function expectProbeHeaders(response: APIResponse) {
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(response.headers()["set-cookie"]).toBeUndefined();
  expect(response.headers()["x-origin-cache"]).toBeUndefined();
}

/** The rows a query reads from the server's SQLite file, opened read-only for that one query. */
export function storeRows<T>(server: RunningServer, text: string, ...params: unknown[]): T[] {
  const db = openStore(server, { readonly: true });
  try {
    return db.prepare(text).all(...params) as T[];
  } finally {
    db.close();
  }
}
