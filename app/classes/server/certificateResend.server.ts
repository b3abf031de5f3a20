/**
 * Staff send a student's certificate email again, when the first is lost (issue 39, decision 098): the same email
 * as the first (or the same text, for a student who gave only a mobile number), with a new download link (the first
 * link is kept only as a hash, so it cannot be sent again; it goes on working), written to the outbox in one
 * transaction with an entry in the activity log. Only a student who completed has a certificate to send.
 */
import { firstRow, sql, type Db } from "~/db/engine.server";
import { inTransaction, lockWithinTransaction } from "~/db/transaction.server";
import { recordActivity } from "~/kits/records/activity.server";
import { completedMail, type ClassMailSettings } from "./classEmails.server";
import { seatOf } from "./seats.server";
import type { ClassSession } from "./sessions.server";

export type ResendAnswer = { kind: "sent"; name: string } | { kind: "not-found" | "not-completed" };

export async function resendCertificate(
  db: Db,
  session: ClassSession,
  seq: number,
  by: string,
  settings: ClassMailSettings,
  now = Date.now(),
): Promise<ResendAnswer> {
  return inTransaction(db, async (trx) => {
    // The session's lock: a correction of attendance saved at the same moment is seen whole or not at all.
    await lockWithinTransaction(trx, `class-session:${session.id}`);
    const row = await firstRow(
      trx,
      sql<{ completed_at: number | string | null; certificate_number: string | null }>`
        SELECT completed_at, certificate_number FROM class_seats WHERE seq = ${seq} AND session_id = ${session.id}`,
    );
    const seat = row ? await seatOf(trx, seq) : null;
    if (!row || !seat) return { kind: "not-found" };
    if (row.completed_at === null || row.certificate_number === null) return { kind: "not-completed" };
    await completedMail(settings, session)(trx, seat, row.certificate_number);
    await recordActivity(
      trx,
      {
        kind: "class",
        actor: by,
        summary: `Sent certificate ${row.certificate_number} of the class "${session.title}" again to ${seat.name}`,
      },
      now,
    );
    return { kind: "sent", name: seat.name };
  });
}
