/**
 * The numbers that sent STOP (or one of its synonyms) to the organisation's number: no text goes to them until they
 * send START. Kept by number, whoever the number belongs to, so a stop outlives records rewritten by an import.
 */
import { firstRow, sql, type Db } from "~/db/engine.server";

export async function isStopped(db: Db, phone: string): Promise<boolean> {
  const row = await firstRow(db, sql<{ one: number }>`SELECT 1 AS one FROM sms_stops WHERE phone = ${phone}`);
  return Boolean(row);
}

export async function stopTexts(db: Db, phone: string, now = Date.now()): Promise<void> {
  await sql`INSERT INTO sms_stops (phone, stopped_at) VALUES (${phone}, ${now})
     ON CONFLICT(phone) DO NOTHING`.execute(db);
}

export async function resumeTexts(db: Db, phone: string): Promise<void> {
  await sql`DELETE FROM sms_stops WHERE phone = ${phone}`.execute(db);
}
