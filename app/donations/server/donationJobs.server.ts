/**
 * What a donation's timeline does by itself (decision 082): a received donation becomes 'Processed' once every
 * device of its `Donor_ID` is erased, destroyed or recycled, and 'Certificates ready' once every one has its data
 * destruction recorded (the certificate then names them all); a booked pickup's reminder goes out the business day
 * before. Checked on a timer and straight after the inventory changes (a CRM push, a staff upload), several origins
 * taking turns; each move or reminder is claimed in its own transaction, so none happens twice.
 */
import { holidayDates } from "~/donations/content/en/holidays";
import { addBusinessDays, todayIn } from "~/donations/pickupDates";
import { rows, sql, type Db } from "~/db/engine.server";
import { periodicJob } from "~/db/jobs.server";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { DESTRUCTION_RECORDED } from "~/kits/records/recordSource.server";
import { moveDonation, remindPickup, type TimelineSettings } from "./donationTimeline.server";

const CHECK_EVERY_MS = 60_000;

type InventoryProgress = { reference: string; state: string; devices: number; processed: number; destroyed: number };

/** Moves each received or processed donation on as far as its devices allow; how many moves were made. */
export async function advanceFromInventory(db: Db, settings: TimelineSettings, now = Date.now()): Promise<number> {
  const progress = await rows(
    db,
    sql<InventoryProgress>`SELECT d.reference, d.state, COUNT(i.id) AS devices,
         COUNT(CASE WHEN ${DESTRUCTION_RECORDED} OR i."Date_Recycled" IS NOT NULL THEN 1 END) AS processed,
         COUNT(CASE WHEN ${DESTRUCTION_RECORDED} THEN 1 END) AS destroyed
       FROM donations d LEFT JOIN "Computer_Inventory" i ON i."Donor_ID" = d.donor_id
       WHERE d.state IN ('Received', 'Processed')
       GROUP BY d.reference, d.state`,
  );
  let moves = 0;
  for (const donation of progress) {
    const devices = Number(donation.devices);
    if (devices === 0) continue;
    let state = donation.state;
    if (state === "Received" && Number(donation.processed) === devices) {
      const moved = await moveDonation(db, settings, donation.reference, { to: "Processed" }, now);
      if (moved.outcome === "moved") moves++;
      state = moved.outcome === "moved" ? "Processed" : state;
    }
    if (state === "Processed" && Number(donation.destroyed) === devices) {
      const moved = await moveDonation(db, settings, donation.reference, { to: "Certificates ready" }, now);
      if (moved.outcome === "moved") moves++;
    }
  }
  return moves;
}

/** Writes the reminder of every booked pickup due by the next business day and not reminded for its day yet. */
export async function sendDuePickupReminders(db: Db, settings: TimelineSettings, now = Date.now()): Promise<number> {
  const today = todayIn(settings.timeZone, now);
  const due = await rows(
    db,
    sql<{ reference: string }>`SELECT reference FROM donations
       WHERE state = 'Pickup scheduled' AND pickup_date > ${today}
         AND pickup_date <= ${addBusinessDays(today, 1, holidayDates)}
         AND (reminder_sent_for IS NULL OR reminder_sent_for <> pickup_date)
       ORDER BY pickup_date, reference`,
  );
  let sent = 0;
  for (const { reference } of due) if (await remindPickup(db, settings, reference, now)) sent++;
  return sent;
}

export const timelineSettings = (): TimelineSettings => ({
  publicUrl: env().publicUrl,
  timeZone: env().orgTimeZone,
  mailFrom: env().mailFrom,
});

/**
 * Every minute; a wake during a run (which may have read the inventory before the change that woke it) runs once
 * more after it.
 */
export const donationJobs = periodicJob({
  name: "donation timeline check",
  lock: "donation-jobs",
  everyMs: CHECK_EVERY_MS,
  wakeDuringRun: "again",
  async work(db) {
    const settings = timelineSettings();
    const moves = await advanceFromInventory(db, settings);
    const reminders = await sendDuePickupReminders(db, settings);
    if (moves + reminders > 0) log.info("donation timeline moved", { moves, reminders });
  },
});

/** Runs the checks now (after the inventory changed); if a run is under way, one more follows it. */
export const runDonationJobs = (): Promise<void> => donationJobs.wake();
