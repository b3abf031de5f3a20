/**
 * The version of what the public classes pages (`/dsclasses`, `/dsclasses/<id>`, both languages) show: a row given a
 * new random value inside the transaction of every change they show, so a page's validator is one read by key and
 * is new on every origin the moment the change commits (decision 098). Random rather than counted, so a store
 * restored from a backup or copied never gives an old value to different seats.
 */
import { randomBytes } from "node:crypto";
import { firstRow, sql, type Db } from "~/db/engine.server";

/** Called inside the transaction that changes a seat, a waitlist place, an offer or a session the pages show. */
export async function bumpClassPagesVersion(trx: Db): Promise<void> {
  const version = randomBytes(12).toString("base64url");
  await sql`INSERT INTO class_pages_version (id, version) VALUES (1, ${version})
    ON CONFLICT (id) DO UPDATE SET version = excluded.version`.execute(trx);
}

/** The current version; "none" until the first change after migration 23 (an older release set no such validator). */
export async function classPagesVersion(db: Db): Promise<string> {
  const row = await firstRow(db, sql<{ version: string }>`SELECT version FROM class_pages_version WHERE id = 1`);
  return row?.version ?? "none";
}
