/**
 * An application being filled in: its answers, kept on the server between steps (the browser's cookie holds only
 * the draft's id, `draftCookie.server.ts`), so Back, a reload or another tab lose nothing. A draft that was sent
 * names the applicant record it made, so sending it again finds that one instead of making a second.
 */
import { randomBytes } from "node:crypto";
import type { Answers, Typed } from "~/applications/answers";
import type { Locale } from "~/i18n/locale";
import { firstRow, sql, type Db } from "~/db/engine.server";

/** A draft nobody touched for this long is gone (the purge removes it); a saved link lasts 14 days of it. */
export const DRAFT_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

export type Draft = { id: string; answers: Answers; locale: Locale; contactId: string | null; updatedAt: number };

export async function createDraft(db: Db, locale: Locale, answers: Answers, now = Date.now()): Promise<string> {
  const id = randomBytes(18).toString("base64url");
  await sql`INSERT INTO application_drafts (id, answers, locale, created_at, updated_at)
     VALUES (${id}, ${JSON.stringify(answers)}, ${locale}, ${now}, ${now})`.execute(db);
  return id;
}

export async function loadDraft(db: Db, id: string | null, now = Date.now()): Promise<Draft | null> {
  if (!id) return null;
  const row = await firstRow(
    db,
    sql<{ answers: string; locale: string; contact_id: string | null; updated_at: number }>`
      SELECT answers, locale, contact_id, updated_at FROM application_drafts
       WHERE id = ${id} AND updated_at > ${now - DRAFT_KEPT_MS}`,
  );
  if (!row) return null;
  return {
    id,
    answers: JSON.parse(row.answers) as Answers,
    locale: row.locale === "es" ? "es" : "en",
    contactId: row.contact_id,
    updatedAt: row.updated_at,
  };
}

/** Keeps one step's answers (the others stay as they were); what was typed there unfinished is done with. */
export async function saveStep<K extends Exclude<keyof Answers, "unfinished">>(
  db: Db,
  draft: Draft,
  step: K,
  value: NonNullable<Answers[K]>,
  now = Date.now(),
): Promise<void> {
  const unfinished = { ...draft.answers.unfinished };
  delete unfinished[step as keyof typeof unfinished];
  await keepAnswers(db, draft, { ...draft.answers, [step]: value, unfinished }, now);
}

/** Keeps what was typed on a step that cannot be read yet, for the applicant who saves it to finish later. */
export async function keepUnfinished(
  db: Db,
  draft: Draft,
  step: "about" | "devices" | "recommender",
  typed: Typed,
  now = Date.now(),
): Promise<void> {
  await keepAnswers(db, draft, { ...draft.answers, unfinished: { ...draft.answers.unfinished, [step]: typed } }, now);
}

async function keepAnswers(db: Db, draft: Draft, answers: Answers, now: number): Promise<void> {
  draft.answers = answers;
  await sql`UPDATE application_drafts SET answers = ${JSON.stringify(answers)}, updated_at = ${now}
     WHERE id = ${draft.id}`.execute(db);
}
