/**
 * Days of service (issue 49 §1): a group leader's request (a day and a number of people) is kept; staff confirm it
 * with a shift reserved for the group (not listed on /volunteer), and the leader is emailed the shift's one sign-up
 * link to share, in the transaction that makes the shift.
 */
import { randomBytes } from "node:crypto";
import { rows, sql, type Db } from "~/db/engine.server";
import { afterCommit, inTransaction } from "~/db/transaction.server";
import type { Locale } from "~/i18n/locale";
import { emailKey } from "~/kits/records/championLookup";
import { composeEmail, siteLink } from "~/mail/composeEmail.server";
import { singleLine } from "~/mail/emailText.server";
import { NO_EXPIRY, enqueueMail } from "~/mail/outbox.server";
import { wakeMailSender } from "~/mail/sender.server";
import type { GroupRequest } from "~/volunteering/groupRequestForm";
import { shiftDayIn, volunteerWordsIn } from "~/volunteering/words";
import { createShift, type NewShift } from "./shifts.server";

export type KeptGroupRequest = GroupRequest & { id: string; locale: Locale; createdAt: number };

export const groupSignUpPath = (shiftId: string) => `/volunteer/${shiftId}/sign-up`;

export async function keepGroupRequest(db: Db, request: GroupRequest, locale: Locale, now = Date.now()) {
  const id = randomBytes(9).toString("base64url");
  await sql`INSERT INTO volunteer_group_requests (id, leader, email, organisation, date, people, locale, created_at)
    VALUES (${id}, ${request.leader}, ${request.email}, ${request.organisation}, ${request.date}, ${request.people},
      ${locale}, ${now})`.execute(db);
  return id;
}

/** The requests staff have not confirmed yet, the soonest day first. */
export async function pendingGroupRequests(db: Db): Promise<KeptGroupRequest[]> {
  const found = await rows(
    db,
    sql<{
      id: string;
      leader: string;
      email: string;
      organisation: string;
      date: string;
      people: number | string;
      locale: Locale;
      created_at: number | string;
    }>`
      SELECT id, leader, email, organisation, date, people, locale, created_at FROM volunteer_group_requests
      WHERE shift_id IS NULL ORDER BY date, created_at`,
  );
  return found.map((row) => ({ ...row, people: Number(row.people), createdAt: Number(row.created_at) }));
}

/**
 * Staff confirm a request with its shift: made reserved for the group, the request marked, and the leader emailed
 * the link, all at once; null when the request is gone or was confirmed already.
 */
export async function confirmGroupRequest(
  db: Db,
  requestId: string,
  shift: NewShift,
  staff: string,
  publicUrl: string,
): Promise<string | null> {
  return inTransaction(db, async (trx) => {
    const [request] = (await pendingGroupRequests(trx)).filter((kept) => kept.id === requestId);
    if (!request) return null;
    const shiftId = await createShift(trx, { ...shift, groupName: request.organisation }, staff);
    await sql`UPDATE volunteer_group_requests SET shift_id = ${shiftId} WHERE id = ${requestId}`.execute(trx);
    const words = volunteerWordsIn(request.locale).group.message;
    const link = siteLink(publicUrl, request.locale, groupSignUpPath(shiftId));
    await enqueueMail(trx, {
      emailKey: emailKey(request.email),
      recipient: request.email,
      ...composeEmail(request.locale, words.subject(singleLine(request.organisation)), [
        { text: volunteerWordsIn(request.locale).emails.greeting(singleLine(request.leader)) },
        { text: words.body(singleLine(request.organisation), shiftDayIn(request.locale, shift.date), shift.capacity) },
        { text: words.share },
        { link, label: link },
        { text: volunteerWordsIn(request.locale).emails.thanks },
      ]),
      notAfter: NO_EXPIRY,
      kind: "volunteer",
      recordId: `volunteer-group-${requestId}`,
    });
    afterCommit(trx, wakeMailSender);
    return shiftId;
  });
}
