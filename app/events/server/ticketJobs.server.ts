/**
 * The festival's timer (the jobs kit): every few minutes, on one origin at a time, holds past their expiry and
 * waitlist offers past their deadline free their places for the next waiting, and the waitlists of events that have
 * passed are deleted (`passOnFreedPlaces`). Started and stopped by app/startup.
 */
import { periodicJob } from "~/db/jobs.server";
import { log } from "~/platform/log.server";
import { passOnFreedPlaces } from "./waitlist.server";

const CHECK_EVERY_MS = 5 * 60 * 1000;

export const ticketWaitlistJob = periodicJob({
  name: "ticket waitlist check",
  lock: "ticket-waitlist",
  everyMs: CHECK_EVERY_MS,
  async work(db) {
    const offered = await passOnFreedPlaces(db);
    if (offered > 0) log.info("ticket places offered from the waitlist", { offered });
  },
});
