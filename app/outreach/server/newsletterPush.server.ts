/**
 * The job that tells the mailing-list provider what the store says it must (decision 120): each confirmed address
 * joins the list, each unsubscribed one leaves it. A task stays in the store until the provider takes it: a failure
 * is tried again later, each time after a longer wait (a minute, doubling, at most six hours), so nothing is lost
 * to an outage or a restart. Woken as an address is confirmed or unsubscribed, and every few minutes, on one origin
 * at a time. With no provider set it does nothing: the addresses wait, and staff download them as a CSV.
 */
import type { Db } from "~/db/engine.server";
import { periodicJob } from "~/db/jobs.server";
import { log } from "~/platform/log.server";
import { outreachSettings } from "~/outreach/settings.server";
import { dueProviderTasks, providerTaskDone, providerTaskFailed } from "./newsletterAddresses.server";
import { zohoCampaigns, type MailingList } from "./zohoCampaigns.server";

const CHECK_EVERY_MS = 5 * 60 * 1000;
const BATCH = 50;
const MAX_WAIT_MS = 6 * 60 * 60 * 1000;

/** How long after its `attempts`-th failure a task is tried again. */
export const pushRetryDelay = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts), MAX_WAIT_MS);

/** Tells `list` what is due now; how many tasks it took and how many failed. */
export async function pushDueTasks(db: Db, list: MailingList, now = Date.now()) {
  const tasks = await dueProviderTasks(db, now, BATCH);
  let failed = 0;
  for (const task of tasks) {
    try {
      await (task.task === "subscribe" ? list.subscribe(task.email) : list.unsubscribe(task.email));
      await providerTaskDone(db, task);
    } catch (error) {
      failed++;
      const reason = (error as Error).message;
      await providerTaskFailed(db, task, Date.now() + pushRetryDelay(task.attempts), reason);
      log.warn("newsletter provider task failed, will retry", { task: task.task, attempt: task.attempts + 1, reason });
    }
  }
  return { taken: tasks.length - failed, failed };
}

let list: MailingList | null | undefined;
const mailingList = () => {
  if (list === undefined) {
    const settings = outreachSettings.current().zohoCampaigns;
    list = settings ? zohoCampaigns(settings) : null;
  }
  return list;
};

export const newsletterPushJob = periodicJob({
  name: "newsletter provider push",
  lock: "newsletter-push",
  everyMs: CHECK_EVERY_MS,
  firstAfterMs: 1000,
  async work(db) {
    const provider = mailingList();
    if (!provider) return;
    const { taken, failed } = await pushDueTasks(db, provider);
    if (taken || failed) log.info("newsletter provider told", { taken, failed });
  },
});
