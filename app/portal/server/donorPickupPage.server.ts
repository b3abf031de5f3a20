/**
 * The donor's page to move or cancel a pickup (`/portal/donations/<donor record id>/pickup`, signed in; decision
 * 082). Only a donation whose donor record has the signed-in champion's email is ever read or changed: any other id
 * (another donor's, an applicant's, one that does not exist) answers 404 alike. A pickup can be changed while
 * `pickupChangeable` allows it: a booked one moves (a new invitation), one not booked yet takes a new preferred
 * date, and either can be cancelled once the donor ticks that they mean it.
 */
import { type AppLoadContext, data, redirect } from "@remix-run/node";
import { holidayDates } from "~/donations/content/en/holidays";
import { pickupDayIn, windowInSentence } from "~/donations/words";
import { readPickupChange } from "~/donations/pickupChange";
import { earliestPickup, pickupChangeable, todayIn } from "~/donations/pickupDates";
import { formatDate } from "~/i18n";
import { firstRow, sql } from "~/db/engine.server";
import { db } from "~/db/serverStore.server";
import { pageProtection } from "~/kits/forms/formGuard.server";
import { requireDonation } from "~/portal/server/donationPage.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { env } from "~/platform/env.server";
import { readGuardedForm, singleText } from "~/kits/forms/formGuard.server";
import { donationFromRow, type Donation, type DonationRow } from "~/donations/server/donations.server";
import {
  moveDonation,
  movePickup,
  replacePreferredDate,
  type MoveOutcome,
} from "~/donations/server/donationTimeline.server";
import { localeOf, localPath, withinLimit, wordsOf } from "~/donations/server/stepPage.server";
import { timelineSettings } from "~/donations/server/donationJobs.server";

/**
 * The signed-in donor's donation of this donor record (the portal's `requireDonation` decides whose it is), or the
 * 404 every other id gets; a donor record the CRM sent has no donation made here, so no pickup to change.
 */
async function ownDonation(request: Request, donorRecordId: string): Promise<Donation> {
  await requireDonation(request, donorRecordId);
  const row = await firstRow(db(), sql<DonationRow>`SELECT * FROM donations WHERE donor_record_id = ${donorRecordId}`);
  if (!row) throw data(null, { status: 404, headers: personalHeaders() });
  return donationFromRow(row);
}

const changeableNow = (donation: Donation) =>
  pickupChangeable(
    { method: donation.method, state: donation.state, pickupDate: donation.pickup?.date ?? null },
    todayIn(env().orgTimeZone),
  );

export async function donorPickupData(request: Request, donorRecordId: string) {
  const donation = await ownDonation(request, donorRecordId);
  const { protection, headers } = await pageProtection(request);
  const locale = localeOf(request);
  const earliest = earliestPickup(todayIn(env().orgTimeZone), holidayDates);
  return data(
    {
      protection,
      donorRecordId,
      reference: donation.reference,
      pickup: donation.pickup,
      preferredDates: donation.state === "Requested" ? donation.preferredDates : [],
      changeable: changeableNow(donation),
      earliest: { value: earliest, text: formatDate(locale, earliest) },
    },
    { headers },
  );
}

export type DonorPickupResult =
  { done: string } | { problem: string; errors: Record<string, string>; typed: Record<string, string> };

export async function donorPickupAction(request: Request, context: AppLoadContext, donorRecordId: string) {
  const donation = await ownDonation(request, donorRecordId);
  const words = wordsOf(request);
  const locale = localeOf(request);
  const answer = (result: DonorPickupResult, status = 200) => data(result, { status, headers: personalHeaders() });
  const guarded = await readGuardedForm(request);
  if (!guarded.ok) {
    if (guarded.spam)
      throw redirect(localPath(request, `/portal/donations/${donorRecordId}`), { headers: personalHeaders() });
    return answer({ problem: guarded.message, errors: {}, typed: {} }, guarded.status);
  }
  const typed = {
    date: (singleText(guarded.form, "date") ?? "").slice(0, 20),
    window: (singleText(guarded.form, "window") ?? "").slice(0, 20),
  };
  const client = context.clientAddress;
  if (!(await withinLimit("step", client))) return answer({ problem: words.errors.tooMany, errors: {}, typed }, 429);
  if (!changeableNow(donation)) return answer({ problem: words.pickupChange.tooLate, errors: {}, typed }, 409);

  const settings = timelineSettings();
  let outcome: MoveOutcome;
  if (singleText(guarded.form, "intent") === "cancel") {
    if (singleText(guarded.form, "confirm") !== "yes")
      return answer({ problem: "", errors: { confirm: words.pickupChange.confirmCancelMissing }, typed }, 400);
    outcome = await moveDonation(db(), settings, donation.reference, { to: "Cancelled" });
    if (outcome.outcome === "moved") return answer({ done: words.pickupChange.cancelled });
  } else {
    const read = readPickupChange(typed, todayIn(env().orgTimeZone), holidayDates);
    if (!read.ok) {
      const errors = Object.fromEntries(Object.entries(read.errors).map(([field, key]) => [field, words.errors[key]]));
      return answer({ problem: "", errors, typed }, 400);
    }
    const day = pickupDayIn(locale, read.value.date);
    const window = windowInSentence(locale, read.value.window);
    if (donation.state === "Pickup scheduled") {
      outcome = await movePickup(db(), settings, donation.reference, read.value);
      if (outcome.outcome === "moved") return answer({ done: words.pickupChange.moved(day, window) });
      if (outcome.outcome === "refused" && outcome.donation.state === "Pickup scheduled")
        return answer({ problem: words.pickupChange.same, errors: {}, typed }, 409);
    } else {
      outcome = await replacePreferredDate(db(), settings, donation.reference, read.value);
      if (outcome.outcome === "moved") return answer({ done: words.pickupChange.preferred(day, window) });
    }
  }
  // Staff moved the donation on between the page and the post.
  return answer({ problem: words.pickupChange.tooLate, errors: {}, typed }, 409);
}
