/**
 * A donation being given: its answers, kept on the server between steps (the browser's cookie holds only the
 * draft's id, `giftCookie.server.ts`), so Back, a reload or another tab lose nothing. A sent draft names the
 * donation it made (`reference`), so sending it again finds that one instead of making a second, and only the
 * browser holding it can open that donation's drop-off pass. Drafts are kept as long as the application's.
 */
import { randomBytes } from "node:crypto";
import type { GiftAnswers } from "~/donations/answers";
import type { Locale } from "~/i18n/locale";
import { DRAFT_KEPT_MS } from "~/applications/server/drafts.server";
import { firstRow, sql, type Db } from "~/db/engine.server";

export type GiftDraft = { id: string; answers: GiftAnswers; locale: Locale; reference: string | null };

export async function createGiftDraft(db: Db, locale: Locale, answers: GiftAnswers, now = Date.now()) {
  const id = randomBytes(18).toString("base64url");
  await sql`INSERT INTO donation_drafts (id, answers, locale, created_at, updated_at)
     VALUES (${id}, ${JSON.stringify(answers)}, ${locale}, ${now}, ${now})`.execute(db);
  return id;
}

export async function loadGiftDraft(db: Db, id: string | null, now = Date.now()): Promise<GiftDraft | null> {
  if (!id) return null;
  const row = await firstRow(
    db,
    sql<{ answers: string; locale: string; reference: string | null }>`
      SELECT answers, locale, reference FROM donation_drafts WHERE id = ${id} AND updated_at > ${now - DRAFT_KEPT_MS}`,
  );
  if (!row) return null;
  const locale = row.locale === "es" ? "es" : "en";
  return { id, answers: JSON.parse(row.answers) as GiftAnswers, locale, reference: row.reference };
}

/**
 * Keeps one step's answers (the others stay as they were) and the language of the page it was given on: the
 * donor's emails are in the language they last used.
 */
export async function saveGiftStep<K extends keyof GiftAnswers>(
  db: Db,
  draft: GiftDraft,
  step: K,
  value: NonNullable<GiftAnswers[K]>,
  locale: Locale,
  now = Date.now(),
): Promise<void> {
  draft.answers = { ...draft.answers, [step]: value };
  draft.locale = locale;
  await sql`UPDATE donation_drafts SET answers = ${JSON.stringify(draft.answers)}, locale = ${locale},
       updated_at = ${now} WHERE id = ${draft.id}`.execute(db);
}
