/**
 * The mail the applications' side of the site sends by itself, checked on one timer: the recommenders' reminders and
 * the follow-ups (the applications wing), and the partners' yearly renewal invitations (the partners wing), started
 * here because it reads both wings. Several origins on one database take
 * turns (one lock); each email is claimed in its own transaction besides, so none is sent twice. The timer runs often enough for the shortest delay set (a minute at most).
 */
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { periodicJob } from "~/db/jobs.server";
import { inviteForRenewal } from "~/partners/server/partnerRenewals.server";
import { sendDueFollowUps } from "~/applications/server/followUps.server";
import { sendDueReminders } from "~/applications/server/recommendationRequests.server";
import { applicationSettings } from "~/applications/settings.server";
import { partnerSettings } from "~/partners/settings.server";

function checkEveryMs(): number {
  const shortest = Math.min(
    ...applicationSettings.current().recommendationRemindersMs,
    applicationSettings.current().followUpAfterMs,
  );
  return Math.min(60_000, Math.max(1000, Math.floor(shortest / 3)));
}

export const applicationMailJob = periodicJob({
  name: "application mail check",
  lock: "application-mail",
  everyMs: checkEveryMs,
  async work(db) {
    const settings = { publicUrl: env().publicUrl, timeZone: env().orgTimeZone };
    const reminders = await sendDueReminders(db, applicationSettings.current().recommendationRemindersMs, settings);
    const followUps = await sendDueFollowUps(db, applicationSettings.current().followUpAfterMs, settings);
    const renewals = partnerSettings.current().renewalInvitations
      ? await inviteForRenewal(db, { ...settings, deadline: partnerSettings.current().renewalDeadline })
      : 0;
    if (reminders + followUps + renewals > 0) log.info("application mail written", { reminders, followUps, renewals });
  },
});
