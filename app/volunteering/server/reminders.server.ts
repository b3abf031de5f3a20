/**
 * The day-before reminders and the offers' deadlines of volunteer shifts (decision 119): every few minutes, and at
 * once after a sign-up (a place taken the day before is reminded then), on one origin at a time. A place of a
 * shift that is tomorrow in ORG_TIME_ZONE gets its reminder once: `reminded_at` is set in the transaction that
 * writes it, and only a place without it is chosen. An offer not confirmed by its deadline passes on.
 */
import { rows, sql, type Db } from "~/db/engine.server";
import { periodicJob } from "~/db/jobs.server";
import { inTransaction } from "~/db/transaction.server";
import { dayIn } from "~/kits/calendar/days";
import { log } from "~/platform/log.server";
import { shiftPlaces, type Then } from "./places.server";
import { placeOfferedMessage, reminderMessage, type VolunteerMailSettings } from "./shiftMessages.server";
import { shiftById } from "./shifts.server";
import { volunteerMailSettings } from "./mailSettings.server";

const CHECK_EVERY_MS = 5 * 60 * 1000;

/** The calendar day after `today` (`YYYY-MM-DD`). */
export const dayAfter = (today: string) =>
  new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Writes each reminder due at `now`; how many. */
export async function sendReminders(db: Db, settings: VolunteerMailSettings, now = Date.now()): Promise<number> {
  const tomorrow = dayAfter(dayIn(settings.timeZone, now));
  const due = await rows(
    db,
    sql<{ seq: number | string; session_id: string }>`SELECT p.seq, p.session_id FROM volunteer_places p
      JOIN volunteer_shifts s ON s.id = p.session_id
      WHERE s.date = ${tomorrow} AND p.state = 'seat' AND p.reminded_at IS NULL ORDER BY p.seq`,
  );
  const places = shiftPlaces(settings.timeZone);
  let sent = 0;
  for (const row of due) {
    const done = await inTransaction(db, async (trx) => {
      const claimed = await trx.executeQuery(
        sql`UPDATE volunteer_places SET reminded_at = ${now}
          WHERE seq = ${row.seq} AND state = 'seat' AND reminded_at IS NULL`.compile(trx),
      );
      if (Number(claimed.numAffectedRows ?? 0) === 0) return false;
      const place = await places.placeOf(trx, Number(row.seq));
      const shift = await shiftById(trx, row.session_id);
      if (!place || !shift) return false;
      await reminderMessage(trx, settings, shift, { ...place }, now);
      return true;
    });
    if (done) sent++;
  }
  return sent;
}

/** Passes on the offers whose deadline went by; how many. */
export async function passOnLapsedOffers(db: Db, settings: VolunteerMailSettings, now = Date.now()): Promise<number> {
  const offer: Then = async (trx, place, position) => {
    const shift = await shiftById(trx, place.sessionId);
    if (shift) await placeOfferedMessage(settings, shift)(trx, place, position);
  };
  return shiftPlaces(settings.timeZone).expireOffers(db, { lapsed: null, offer }, now);
}

export const volunteerJobs = periodicJob({
  name: "volunteer reminders",
  lock: "volunteer-reminders",
  everyMs: CHECK_EVERY_MS,
  firstAfterMs: 1000,
  async work(db) {
    const settings = volunteerMailSettings();
    const reminded = await sendReminders(db, settings);
    const passed = await passOnLapsedOffers(db, settings);
    if (reminded + passed > 0) log.info("volunteer shifts checked", { reminded, passed });
  },
});
