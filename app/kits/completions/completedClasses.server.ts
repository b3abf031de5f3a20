/**
 * The classes a person completed, by email address (decision 094): the one read of the classes' store that other
 * wings make. The application asks it on its recommender step, so a student who completed a class hosted by a
 * partner finds that partner chosen for them, and the partner can recommend them from its list. It reads the
 * `class_seats` and `class_sessions` rows the classes wing writes (migration 19) and nothing else: a completion
 * that stands (`completed_at`), matched by the address's email key or by the mobile number (E.164) a student who
 * signed up with a number gave (migration 22).
 */
import { rows, sql, type Db } from "~/db/engine.server";
import { emailKey } from "~/kits/records/championLookup";

export type CompletedClass = {
  /** The session's title, as staff wrote it. */
  title: string;
  /** When the completion was recorded (milliseconds). */
  completedAt: number;
  /** The partner that hosted the class, or null. */
  partnerId: string | null;
};

/** The person's completed classes, by their email address or mobile number, the latest completion first. */
export async function completedClassesOf(
  db: Db,
  person: { email?: string | null; phone?: string | null },
): Promise<CompletedClass[]> {
  if (!person.email && !person.phone) return [];
  const found = await rows(
    db,
    sql<{ title: string; completed_at: number | string; partner_id: string | null }>`
      SELECT c.title, s.completed_at, c.partner_id FROM class_seats s JOIN class_sessions c ON c.id = s.session_id
      WHERE (s.email_key = ${person.email ? emailKey(person.email) : ""} OR s.phone = ${person.phone ?? ""})
        AND s.completed_at IS NOT NULL
      ORDER BY s.completed_at DESC, s.seq DESC`,
  );
  return found.map((row) => ({ title: row.title, completedAt: Number(row.completed_at), partnerId: row.partner_id }));
}
