/**
 * A form in steps being filled in (an application, a donation): its answers, kept on the server between steps (the
 * browser's cookie holds only the draft's id, `draftCookie.server.ts`), so Back, a reload or another tab lose
 * nothing. A draft that was sent names what it made (`sent`: the applicant record, the donation's reference), so
 * sending it again finds that one instead of making a second. Each form keeps its drafts in its own table.
 */
import { randomBytes } from "node:crypto";
import type { Locale } from "~/i18n/locale";
import { firstRow, sql, type Db } from "~/db/engine.server";

/** A draft nobody touched for this long is gone (the purge removes it); a saved link lasts 14 days of it. */
export const DRAFT_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

export type Draft<A> = { id: string; answers: A; locale: Locale; sent: string | null; updatedAt: number };

/** The drafts of one form: `table` holds them, `sentColumn` names what a sent draft made. */
export function draftStore<A>(table: string, sentColumn: string) {
  const drafts = sql.table(table);
  const sent = sql.ref(sentColumn);
  return {
    async create(db: Db, locale: Locale, answers: A, now = Date.now()): Promise<string> {
      const id = randomBytes(18).toString("base64url");
      await sql`INSERT INTO ${drafts} (id, answers, locale, created_at, updated_at)
         VALUES (${id}, ${JSON.stringify(answers)}, ${locale}, ${now}, ${now})`.execute(db);
      return id;
    },

    async load(db: Db, id: string | null, now = Date.now()): Promise<Draft<A> | null> {
      if (!id) return null;
      const row = await firstRow(
        db,
        sql<{ answers: string; locale: string; sent: string | null; updated_at: number }>`
          SELECT answers, locale, ${sent} AS sent, updated_at FROM ${drafts}
           WHERE id = ${id} AND updated_at > ${now - DRAFT_KEPT_MS}`,
      );
      if (!row) return null;
      return {
        id,
        answers: JSON.parse(row.answers) as A,
        locale: row.locale === "es" ? "es" : "en",
        sent: row.sent,
        updatedAt: row.updated_at,
      };
    },

    /** Keeps the draft's answers and the language of the page they were given on. */
    async keep(db: Db, draft: Draft<A>, answers: A, locale: Locale, now = Date.now()): Promise<void> {
      draft.answers = answers;
      draft.locale = locale;
      await sql`UPDATE ${drafts} SET answers = ${JSON.stringify(answers)}, locale = ${locale}, updated_at = ${now}
         WHERE id = ${draft.id}`.execute(db);
    },
  };
}
