/**
 * The staff page of one donation: what it shows, and its posts.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { type DaySlot } from "~/donations/staff/DonationForms";
import { donationPath } from "~/donations/staff/DonationsTable";
import { holidayDates } from "~/donations/content/en/holidays";
import {
  earliestPickup,
  latestPickup,
  pickupDateProblem,
  STAFF_BUSINESS_DAYS_AHEAD,
  todayIn,
} from "~/donations/pickupDates";
import { readReference } from "~/donations/reference";
import { db } from "~/db/serverStore.server";
import { awaitsConfirmation } from "~/donations/server/donationConfirmation.server";
import { env } from "~/platform/env.server";
import { staffDonation } from "~/donations/staff/donationList.server";
import { answerDonationPost } from "~/donations/staff/donationPost.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { staffDateProblems } from "~/donations/staff/words";

const notFound = () => new Response("Not Found", { status: 404 });

/** The reference of the address, as kept; null for anything that cannot be one (far longer, or malformed). */
const referenceIn = (asked: string | undefined) => (asked && asked.length <= 40 ? readReference(asked) : null);

export async function staffDonationLoader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request);
  const reference = referenceIn(params.reference);
  if (!reference) throw notFound();
  // Typed by hand in lower case or without the dash: the donation's own address.
  if (reference !== params.reference) throw redirect(donationPath(reference));
  const donation = await staffDonation(db(), reference);
  if (!donation) throw notFound();
  const today = todayIn(env().orgTimeZone);
  const slots: DaySlot[] = donation.preferredDates.map((slot) => {
    const problem = pickupDateProblem(slot.date, today, holidayDates, STAFF_BUSINESS_DAYS_AHEAD);
    return { ...slot, problem: problem ? staffDateProblems[problem] : null };
  });
  const range = { min: earliestPickup(today, holidayDates, STAFF_BUSINESS_DAYS_AHEAD), max: latestPickup(today) };
  // Given signed out and not yet confirmed by its address (decision 085): staff move it on all the same.
  const unconfirmed = await awaitsConfirmation(db(), reference);
  return { donation, slots, range, today, unconfirmed };
}

export async function staffDonationAction({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const reference = referenceIn(params.reference);
  if (!reference || reference !== params.reference) throw notFound();
  const answer = await answerDonationPost(request, reference, staff);
  if (!answer.ok && answer.status === 404) throw notFound();
  return data(answer, { status: answer.ok ? 200 : answer.status });
}
