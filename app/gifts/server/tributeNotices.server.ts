/**
 * The tribute notice on a later day (issue 47 §2): a gift in honour or in memory of someone, with a person to tell
 * by email and a day, tells them on that day in the organisation's time zone (the gifts core sends a notice for
 * today as the gift is paid), in the donor's language, naming the donor and the person honoured and never the
 * amount (`queueTributeNotice`). Each notice is marked sent in the transaction that queues its email, and only a
 * notice not yet marked is queued, so it goes once whichever process or run finds it. A job of the jobs kit, every
 * few minutes on one origin at a time.
 */
import type { Db } from "~/db/engine.server";
import { periodicJob } from "~/db/jobs.server";
import { inTransaction } from "~/db/transaction.server";
import { dayIn } from "~/gifts/days";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { queueTributeNotice } from "./giftEmails.server";
import { markTributeNoticeSent, tributeNoticesDue } from "./giftStore.server";

export type NoticeSettings = { timeZone: string };

const CHECK_EVERY_MS = 5 * 60 * 1000;

/** Queues every notice due today (or earlier, not yet sent), each once; how many were queued. */
export async function sendDueTributeNotices(db: Db, settings: NoticeSettings, now = Date.now()): Promise<number> {
  const today = dayIn(settings.timeZone, now);
  let sent = 0;
  for (;;) {
    // Due: its day is today or has passed (a server down on the day sends it the next time it runs).
    const due = await tributeNoticesDue(db, today);
    if (due.length === 0) return sent;
    for (const gift of due) {
      const queued = await inTransaction(db, async (trx) => {
        if (!(await markTributeNoticeSent(trx, gift.id, now))) return false;
        // The same notice the gifts core sends at once for a notice of today.
        await queueTributeNotice(trx, gift);
        return true;
      });
      if (queued) sent++;
    }
  }
}

export const tributeNoticeJob = periodicJob({
  name: "tribute notices",
  lock: "gift-tribute-notices",
  everyMs: CHECK_EVERY_MS,
  firstAfterMs: 1000,
  async work(db) {
    const sent = await sendDueTributeNotices(db, { timeZone: env().orgTimeZone });
    if (sent > 0) log.info("tribute notices queued", { sent });
  },
});
