/**
 * The follow-up asked by text (issue 50 §2): its text says to reply NO if the computer is not working well. A "NO"
 * while the follow-up is open asks what is wrong; the next text is that, kept as a request for help (source
 * "text"), and closes the question. Listed in `app/startup/textQuestions.server.ts`; the webhook's transaction
 * applies the reply, so a replayed text changes nothing.
 */
import { changes, firstRow, sql, type Db } from "~/db/engine.server";
import { env } from "~/platform/env.server";
import type { TextQuestion } from "~/sms/questionReplies.server";
import { textsIn } from "~/sms/textWords";
import { problemOf } from "~/applications/helpRequests";
import { FOLLOW_UP_LINK_MS } from "./followUps.server";
import { keepHelpRequest } from "./helpRequests.server";

type Open = { contact_id: string; sent_at: number; problem_asked_at: number | null; locale: string | null };

/** A "NO" alone, in any case, punctuation and spaces aside. */
const saysNo = (body: string) => /^[\s\p{P}]*no[\s\p{P}]*$/iu.test(body);

export const followUpTextQuestion: TextQuestion = {
  async latestOpen(db, phone, now) {
    // Open: texted to this number, not past its link's life, no problem told yet, and either unanswered by the
    // link or already asked what is wrong.
    const open = await firstRow(
      db,
      sql<Open>`SELECT f.contact_id, f.sent_at, f.problem_asked_at, a.locale
         FROM follow_ups f JOIN "Contacts" c ON c.id = f.contact_id
         LEFT JOIN applications a ON a.contact_id = f.contact_id
         WHERE c."Phone" = ${phone} AND c."Contact_By" = 'Text' AND f.problem_told_at IS NULL
           AND f.sent_at > ${now.getTime() - FOLLOW_UP_LINK_MS}
           AND (f.answered_at IS NULL OR f.problem_asked_at IS NOT NULL)
         ORDER BY f.sent_at DESC LIMIT 1`,
    );
    if (!open) return null;
    const askedAt = Number(open.problem_asked_at ?? open.sent_at);
    const texts = textsIn(open.locale === "es" ? "es" : "en", env().publicUrl);
    return {
      askedAt: new Date(askedAt),
      async answer(trx: Db, body: string) {
        const at = now.getTime();
        if (open.problem_asked_at === null) {
          if (!saysNo(body)) return null;
          await changes(trx, sql`UPDATE follow_ups SET problem_asked_at = ${at} WHERE contact_id = ${open.contact_id}`);
          return texts.askProblem();
        }
        const problem = problemOf(body);
        if (!problem) return null;
        await keepHelpRequest(trx, { contactId: open.contact_id, problem, source: "text" }, at);
        await changes(trx, sql`UPDATE follow_ups SET problem_told_at = ${at} WHERE contact_id = ${open.contact_id}`);
        return texts.helpReceived();
      },
    };
  },
};
