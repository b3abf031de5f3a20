/**
 * Board applications in the store (issue 49 §2): who applied, how to answer them, their two answers and their CV,
 * kept as uploaded (its type read from its first bytes, at most 5 MB: the forms kit's upload rules). The list reads
 * everything but the CV's bytes, which only its download reads.
 */
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import type { Locale } from "~/i18n/locale";
import type { UploadedFile } from "~/kits/forms/fileUpload.server";
import type { BoardAnswers } from "~/outreach/messageForms";

export type BoardApplication = BoardAnswers & {
  id: string;
  locale: Locale;
  cvType: string;
  cvSize: number;
  receivedAt: number;
};

const columns = sql`id, name, email, phone, locale, why, skills, cv_type AS "cvType", cv_size AS "cvSize",
  received_at AS "receivedAt"`;

export async function receiveBoardApplication(
  trx: Db,
  application: BoardAnswers & { id: string; locale: Locale; cv: UploadedFile },
  now = Date.now(),
): Promise<void> {
  const { cv } = application;
  await sql`INSERT INTO board_applications
       (id, name, email, phone, locale, why, skills, cv_type, cv_size, cv_content, received_at)
     VALUES (${application.id}, ${application.name}, ${application.email}, ${application.phone},
       ${application.locale}, ${application.why}, ${application.skills}, ${cv.type}, ${cv.bytes.length}, ${cv.bytes},
       ${now})`.execute(trx);
}

export function boardApplications(db: Db, limit: number): Promise<BoardApplication[]> {
  return rows(
    db,
    sql<BoardApplication>`SELECT ${columns} FROM board_applications ORDER BY received_at DESC, id LIMIT ${limit}`,
  );
}

export async function boardApplication(db: Db, id: string): Promise<BoardApplication | null> {
  return (
    (await firstRow(db, sql<BoardApplication>`SELECT ${columns} FROM board_applications WHERE id = ${id}`)) ?? null
  );
}

export async function boardApplicationCv(
  db: Db,
  id: string,
): Promise<{ contentType: string; content: Uint8Array } | null> {
  const row = await firstRow(
    db,
    sql<{ contentType: string; content: Uint8Array }>`SELECT cv_type AS "contentType", cv_content AS content
       FROM board_applications WHERE id = ${id}`,
  );
  return row ? { contentType: row.contentType, content: new Uint8Array(row.content) } : null;
}
