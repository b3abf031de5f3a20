/**
 * A form in steps being filled in (an application, a donation): its answers, kept on the server between steps (the
 * browser's cookie holds only the draft's id, `draftCookie.server.ts`), so Back, a reload or another tab lose
 * nothing. A draft that was sent names what it made (`sent`: the applicant record, the donation's reference), so
 * sending it again finds that one instead of making a second. Each form keeps its drafts in its own table.
 *
 * A form whose drafts can also be filled in by someone for someone else (a partner's caseworker with a client,
 * decision 093) names an owner column: a draft with an owner opens only for that owner (`load(db, id, now, owner)`),
 * and a draft without one only without (a browser's cookie), so the two never mix.
 */
import { randomBytes } from "node:crypto";
import type { Locale } from "~/i18n/locale";
import { changes, firstRow, rows, sql, type Db } from "~/db/engine.server";

/** A draft nobody touched for this long is gone (the purge removes it); a saved link lasts 14 days of it. */
export const DRAFT_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

export type Draft<A> = {
  id: string;
  answers: A;
  locale: Locale;
  sent: string | null;
  updatedAt: number;
  /** Who fills it in for someone else, or null for a draft a browser's cookie names. */
  owner: string | null;
};

/**
 * The drafts of one form: `table` holds them, `sentColumn` names what a sent draft made, `ownerColumn` (when the
 * form has owned drafts) who fills one in for someone else.
 */
export function draftStore<A>(table: string, sentColumn: string, ownerColumn?: string) {
  const drafts = sql.table(table);
  const sent = sql.ref(sentColumn);
  const ownedBy = (owner: string | null) =>
    !ownerColumn
      ? sql``
      : owner === null
        ? sql`AND ${sql.ref(ownerColumn)} IS NULL`
        : sql`AND ${sql.ref(ownerColumn)} = ${owner}`;
  return {
    async create(db: Db, locale: Locale, answers: A, now = Date.now(), owner: string | null = null): Promise<string> {
      if (owner !== null && !ownerColumn) throw new Error(`The drafts in ${table} have no owner`);
      const id = randomBytes(18).toString("base64url");
      await (
        ownerColumn
          ? sql`INSERT INTO ${drafts} (id, answers, locale, created_at, updated_at, ${sql.ref(ownerColumn)})
           VALUES (${id}, ${JSON.stringify(answers)}, ${locale}, ${now}, ${now}, ${owner})`
          : sql`INSERT INTO ${drafts} (id, answers, locale, created_at, updated_at)
           VALUES (${id}, ${JSON.stringify(answers)}, ${locale}, ${now}, ${now})`
      ).execute(db);
      return id;
    },

    /** The draft, while kept; null for another owner's (or, without `owner`, for any owned one). */
    async load(db: Db, id: string | null, now = Date.now(), owner: string | null = null): Promise<Draft<A> | null> {
      if (!id) return null;
      const row = await firstRow(
        db,
        sql<{ answers: string; locale: string; sent: string | null; updated_at: number }>`
          SELECT answers, locale, ${sent} AS sent, updated_at FROM ${drafts}
           WHERE id = ${id} AND updated_at > ${now - DRAFT_KEPT_MS} ${ownedBy(owner)}`,
      );
      if (!row) return null;
      return {
        id,
        answers: JSON.parse(row.answers) as A,
        locale: row.locale === "es" ? "es" : "en",
        sent: row.sent,
        updatedAt: Number(row.updated_at),
        owner,
      };
    },

    /**
     * Inside the transaction that sends it, under the caller's lock: whether the draft is still as `draft` holds it
     * (not sent, the same answers and language, still kept), compared in the store rather than read again. Its row
     * is held until the transaction ends (on PostgreSQL the UPDATE locks it; SQLite's transaction holds the file).
     */
    async unchanged(db: Db, draft: Draft<A>, now = Date.now()): Promise<boolean> {
      if (draft.sent !== null) return false;
      const held = await changes(
        db,
        sql`UPDATE ${drafts} SET updated_at = updated_at
           WHERE id = ${draft.id} AND ${sent} IS NULL AND answers = ${JSON.stringify(draft.answers)}
             AND locale = ${draft.locale} AND updated_at > ${now - DRAFT_KEPT_MS} ${ownedBy(draft.owner)}`,
      );
      return held === 1;
    },

    /** An owner's drafts not sent yet, newest first. */
    async openOf(db: Db, owner: string, now = Date.now()): Promise<Draft<A>[]> {
      if (!ownerColumn) return [];
      const found = await rows(
        db,
        sql<{ id: string; answers: string; locale: string; updated_at: number | string }>`
          SELECT id, answers, locale, updated_at FROM ${drafts}
           WHERE ${sql.ref(ownerColumn)} = ${owner} AND ${sent} IS NULL AND updated_at > ${now - DRAFT_KEPT_MS}
           ORDER BY updated_at DESC, id`,
      );
      return found.map((row) => ({
        id: row.id,
        answers: JSON.parse(row.answers) as A,
        locale: row.locale === "es" ? "es" : "en",
        sent: null,
        updatedAt: Number(row.updated_at),
        owner,
      }));
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
