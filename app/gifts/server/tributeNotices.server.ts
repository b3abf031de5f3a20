/**
 * The tribute notice (issue 47 §2): a gift in honour or in memory of someone, with a person to tell by email and a
 * day, tells them on that day in the organisation's time zone (a day already come: at once), in the donor's
 * language, naming the donor and the person honoured and never the amount. Each notice is marked sent in the
 * transaction that queues its email, and only a notice not yet marked is queued, so it goes once whichever process
 * or run finds it. A job of the jobs kit, every few minutes on one origin at a time, woken as a gift is paid.
 */
import type { Db } from "~/db/engine.server";
import { periodicJob } from "~/db/jobs.server";
import { afterCommit, inTransaction } from "~/db/transaction.server";
import { dayInZone } from "~/gifts/giftDays";
import { statementWordsIn } from "~/gifts/statementWords";
import { composeEmail, siteLink } from "~/mail/composeEmail.server";
import { singleLine } from "~/mail/emailText.server";
import { enqueueMail, NO_EXPIRY } from "~/mail/outbox.server";
import { wakeMailSender } from "~/mail/sender.server";
import { emailKey } from "~/kits/records/championLookup";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { markTributeNoticeSent, tributeNoticesDue, type Gift } from "./giftStore.server";

export type NoticeSettings = { publicUrl: string; timeZone: string };

const CHECK_EVERY_MS = 5 * 60 * 1000;

/** The notice's email: who gave, in honour or memory of whom, the mission; no amount, no frequency. */
export function tributeNoticeEmail(gift: Gift, publicUrl: string) {
  const tribute = gift.tribute!;
  const words = statementWordsIn(gift.locale).tributeNotice;
  const donor = singleLine(gift.name);
  const honoree = singleLine(tribute.name);
  return composeEmail(gift.locale, words.subject[tribute.kind](donor, honoree), [
    { text: words.greeting(null) },
    { text: words.body[tribute.kind](donor, honoree) },
    { text: words.mission },
    { text: words.about },
    { link: siteLink(publicUrl, gift.locale, "/"), label: words.aboutLabel },
  ]);
}

/** Queues every notice due today (or earlier, not yet sent), each once; how many were queued. */
export async function sendDueTributeNotices(db: Db, settings: NoticeSettings, now = Date.now()): Promise<number> {
  const today = dayInZone(settings.timeZone, now);
  let sent = 0;
  for (;;) {
    // Due: its day is today or has passed (a server down on the day sends it the next time it runs).
    const due = await tributeNoticesDue(db, today);
    if (due.length === 0) return sent;
    for (const gift of due) {
      const queued = await inTransaction(db, async (trx) => {
        if (!(await markTributeNoticeSent(trx, gift.id, now))) return false;
        const recipient = gift.tribute!.noticeEmail!;
        await enqueueMail(trx, {
          emailKey: emailKey(recipient),
          recipient,
          ...tributeNoticeEmail(gift, settings.publicUrl),
          notAfter: NO_EXPIRY,
          kind: "gift",
          recordId: `gift-tribute-${gift.id}`,
        });
        afterCommit(trx, wakeMailSender);
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
    const { publicUrl, orgTimeZone } = env();
    const sent = await sendDueTributeNotices(db, { publicUrl, timeZone: orgTimeZone });
    if (sent > 0) log.info("tribute notices queued", { sent });
  },
});

/** Wakes the job after the commit that paid a gift, so a notice for today goes at once. */
export const wakeTributeNotices = (trx: Db) => afterCommit(trx, () => void tributeNoticeJob.wake());
