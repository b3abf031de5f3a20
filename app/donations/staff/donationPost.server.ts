/**
 * A donation page's forms, read and answered: the move, what the page showed of the donation, and what the move
 * needs (a day and window, the counts received). The answer is a sentence with its HTTP status: 400 for a form that
 * cannot be used (what was typed handed back), 409 when the donation changed meanwhile, never a 500 for anything
 * typed or posted.
 */
import { holidayDates } from "~/donations/content/en/holidays";
import { readDevices, windows, type DeviceCounts, type PreferredDate, type Window } from "~/donations/answers";
import { pickupDateProblem, STAFF_BUSINESS_DAYS_AHEAD, todayIn } from "~/donations/pickupDates";
import { db } from "~/db/serverStore.server";
import { timelineSettings } from "~/donations/server/donationJobs.server";
import { env } from "~/platform/env.server";
import { readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { log, maskEmail } from "~/platform/log.server";
import { isDonationAction, seenVersion, type DonationAction } from "~/donations/staff/rules";
import { donationMessages, pickupWords, staffDateProblems } from "~/donations/staff/words";
import { staffDonation } from "./donationList.server";
import { moveDonation, type DonationAnswer, type StaffMove, type TypedForm } from "./donationMove.server";

export type { DonationAnswer };

/** What the page showed is a state, a day and at most three more: anything far longer was not made by the page. */
const MAX_SEEN_LENGTH = 200;

const refused = (message: string, typed?: TypedForm): DonationAnswer => ({
  ok: false,
  status: 400,
  message,
  ...(typed ? { typed } : {}),
});

const isWindow = (value: string | null): value is Window => windows.includes(value as Window);

/**
 * The day a book or move form chose: one of the donor's days (`YYYY-MM-DD|window`), or another typed with its
 * window; any business day from tomorrow on (the organisation's day), 90 days ahead at most.
 */
export function readPickupChoice(
  form: { slot: string | null; date: string | null; window: string | null },
  today: string,
): { ok: true; pickup: PreferredDate } | { ok: false; message: string } {
  let chosen: { date: string; window: string | null };
  if (form.slot === "other") chosen = { date: (form.date ?? "").trim(), window: form.window };
  else {
    const [date, window, ...rest] = (form.slot ?? "").split("|");
    if (!date || rest.length) return { ok: false, message: donationMessages.chooseDay };
    chosen = { date, window: window ?? null };
  }
  if (chosen.date === "" || !isWindow(chosen.window)) return { ok: false, message: donationMessages.chooseDay };
  const problem = pickupDateProblem(chosen.date, today, holidayDates, STAFF_BUSINESS_DAYS_AHEAD);
  if (problem) return { ok: false, message: donationMessages.dayProblem(staffDateProblems[problem]) };
  return { ok: true, pickup: { date: chosen.date, window: chosen.window } };
}

/** The six counts received, read as the donation form reads them: whole numbers 0 to 10,000, at least one device. */
export function readReceivedCounts(
  typed: Record<string, string>,
): { ok: true; received: DeviceCounts } | { ok: false; message: string; field: string } {
  const read = readDevices(typed);
  if (read.ok) return { ok: true, received: read.value };
  const [field, key] = Object.entries(read.errors)[0]!;
  return {
    ok: false,
    message: key === "countTotal" ? donationMessages.countTotal : donationMessages.count,
    field,
  };
}

const countFields = ["laptops", "desktops", "monitors", "phonesTablets", "printers", "other"] as const;

function readMove(form: FormData, action: DonationAction): StaffMove | DonationAnswer {
  switch (action) {
    case "schedule":
    case "reschedule": {
      const values = {
        slot: singleText(form, "slot")?.slice(0, 40) ?? "",
        date: singleText(form, "date")?.slice(0, 40) ?? "",
        window: singleText(form, "window")?.slice(0, 20) ?? "",
      };
      const read = readPickupChoice(
        { slot: singleText(form, "slot"), date: singleText(form, "date"), window: singleText(form, "window") },
        todayIn(env().orgTimeZone),
      );
      if (!read.ok) return refused(read.message, { action, values, field: "date" });
      return { action, pickup: read.pickup };
    }
    case "receive": {
      const values = Object.fromEntries(countFields.map((kind) => [kind, singleText(form, kind)?.slice(0, 20) ?? ""]));
      const read = readReceivedCounts(values);
      if (!read.ok) return refused(read.message, { action, values, field: read.field });
      return { action, received: read.received };
    }
    case "picked-up":
    case "dropped-off":
      return { action };
  }
}

/**
 * A pickup marked picked up before its booked day needs its box ticked ('early'): a slip is not done silently. A
 * form from a page that no longer shows the donation as it is goes on to the move, which says it changed.
 */
async function earlyPickupProblem(form: FormData, reference: string, seen: string): Promise<DonationAnswer | null> {
  if (singleText(form, "early") === "yes") return null;
  const donation = await staffDonation(db(), reference);
  if (!donation || seenVersion(donation) !== seen) return null;
  const pickup = donation.pickup;
  if (!pickup || pickup.date <= todayIn(env().orgTimeZone)) return null;
  return refused(donationMessages.earlyPickup(pickupWords(pickup)), {
    action: "picked-up",
    values: {},
    field: "early",
  });
}

async function answer(form: FormData, reference: string, staff: string): Promise<DonationAnswer> {
  const action = singleText(form, "action");
  const seen = singleText(form, "seen");
  if (!isDonationAction(action) || seen === null || seen.length > MAX_SEEN_LENGTH)
    return refused(donationMessages.formOnly);
  const move = readMove(form, action);
  if ("ok" in move) return move;
  if (action === "picked-up") {
    const early = await earlyPickupProblem(form, reference, seen);
    if (early) return early;
  }
  return moveDonation(db(), { reference, seen }, move, { actor: staff, settings: timelineSettings() });
}

export async function answerDonationPost(request: Request, reference: string, staff: string): Promise<DonationAnswer> {
  const guarded = await readGuardedForm(request);
  if (!guarded.ok)
    return guarded.spam
      ? refused(donationMessages.formOnly)
      : { ok: false, status: guarded.status, message: guarded.message };
  const result = await answer(guarded.form, reference, staff);
  log.info("staff donation move", {
    by: maskEmail(staff),
    donation: reference,
    action: singleText(guarded.form, "action")?.slice(0, 20),
    outcome: result.ok ? "done" : result.status,
  });
  return result;
}
