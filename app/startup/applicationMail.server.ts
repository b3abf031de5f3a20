/**
 * The mail the applications' side of the site sends by itself, checked on one timer: the recommenders' reminders and
 * the follow-ups (the applications wing), and the partners' yearly renewal invitations (the partners wing), started
 * here because it reads both wings. Several origins on one database take
 * turns (one lock); each email is claimed in its own transaction besides, so none is sent twice. The timer runs often enough for the shortest delay set (a minute at most).
 */
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { db as serverDb } from "~/db/serverStore.server";
import { runAlone } from "~/db/jobLock.server";
import { inviteForRenewal } from "~/partners/server/partnerRenewals.server";
import { sendDueFollowUps } from "~/applications/server/followUps.server";
import { sendDueReminders } from "~/applications/server/recommendationRequests.server";
import { applicationSettings } from "~/applications/settings.server";
import { partnerSettings } from "~/partners/settings.server";

let timer: NodeJS.Timeout | undefined;
let running: Promise<void> | undefined;

function checkEveryMs(): number {
  const shortest = Math.min(
    ...applicationSettings.current().recommendationRemindersMs,
    applicationSettings.current().followUpAfterMs,
  );
  return Math.min(60_000, Math.max(1000, Math.floor(shortest / 3)));
}

function runChecks() {
  const settings = { publicUrl: env().publicUrl, timeZone: env().orgTimeZone };
  running ??= runAlone(serverDb(), "application-mail", async (db) => {
    const reminders = await sendDueReminders(db, applicationSettings.current().recommendationRemindersMs, settings);
    const followUps = await sendDueFollowUps(db, applicationSettings.current().followUpAfterMs, settings);
    const renewals = partnerSettings.current().renewalInvitations
      ? await inviteForRenewal(db, { ...settings, deadline: partnerSettings.current().renewalDeadline })
      : 0;
    if (reminders + followUps + renewals > 0) log.info("application mail written", { reminders, followUps, renewals });
  })
    .then(() => undefined)
    .catch((error) => log.error("application mail check failed", { error }))
    .finally(() => {
      running = undefined;
    });
}

export function startApplicationMail(): void {
  if (timer) return;
  const every = checkEveryMs();
  timer = setInterval(runChecks, every);
  timer.unref();
}

export async function stopApplicationMail(): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  await running;
}
