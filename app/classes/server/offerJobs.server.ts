/**
 * The timer that passes on seats offered from a waitlist and not confirmed by their deadline (OFFER_HOURS, never
 * past the class's start): the offer is cancelled and the seat offered to the next waiting, by email
 * (`expireOffers`). Every few minutes, on one origin at a time (`runAlone`); started and stopped by app/startup.
 */
import { periodicJob } from "~/db/jobs.server";
import type { Db } from "~/db/engine.server";
import { log } from "~/platform/log.server";
import { seatOfferedMail, type ClassMailSettings } from "./classEmails.server";
import { expireOffers, type Then } from "./seats.server";
import { classSession } from "./sessions.server";
import { classMailSettings } from "./signUpPage.server";

const CHECK_EVERY_MS = 5 * 60 * 1000;

/** Passes on the lapsed offers; how many. */
export async function passOnLapsedOffers(db: Db, settings: ClassMailSettings, now = Date.now()): Promise<number> {
  const offer: Then = async (trx, seat, position) => {
    const session = await classSession(trx, seat.sessionId);
    if (session) await seatOfferedMail(settings, session)(trx, seat, position);
  };
  return expireOffers(db, { lapsed: null, offer, timeZone: settings.timeZone }, now);
}

export const classOfferJobs = periodicJob({
  name: "class offer check",
  lock: "class-offers",
  everyMs: CHECK_EVERY_MS,
  async work(db) {
    const passed = await passOnLapsedOffers(db, classMailSettings());
    if (passed > 0) log.info("class offers passed on", { passed });
  },
});
