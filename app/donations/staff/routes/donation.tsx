import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { DonationForms, type DaySlot } from "~/donations/staff/DonationForms";
import { donationPath } from "~/donations/staff/DonationsTable";
import { DonationDetails, DonationDevices, DonationTimeline } from "~/donations/staff/DonationDetails";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { staffPages } from "~/config/routes";
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
import { stateLabel, staffDateProblems } from "~/donations/staff/words";
import { staffMeta } from "~/kits/console/staffMeta";

export const meta = staffMeta("Donation");

const notFound = () => new Response("Not Found", { status: 404 });

/** The reference of the address, as kept; null for anything that cannot be one (far longer, or malformed). */
const referenceIn = (asked: string | undefined) => (asked && asked.length <= 40 ? readReference(asked) : null);

export async function loader({ request, params }: LoaderFunctionArgs) {
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

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireStaff(request);
  const reference = referenceIn(params.reference);
  if (!reference || reference !== params.reference) throw notFound();
  const answer = await answerDonationPost(request, reference, staff);
  if (!answer.ok && answer.status === 404) throw notFound();
  return data(answer, { status: answer.ok ? 200 : answer.status });
}

export default function StaffDonation() {
  const { donation, slots, range, today, unconfirmed } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const typed = answer && !answer.ok && answer.typed ? answer.typed : null;
  return (
    <>
      <p>
        <Link to={staffPages.donations.path} className="font-semibold text-brand-dark underline">
          All donations
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">
        Donation <span className="whitespace-nowrap">{donation.reference}</span>
      </h1>
      <p className="mt-2 text-lg" data-testid="donation-state">
        State: <strong>{stateLabel(donation.state)}</strong>
      </p>
      {unconfirmed ? (
        <p className="mt-2 max-w-3xl text-slate-700" data-testid="donation-unconfirmed">
          Given while signed out: the donor&rsquo;s address has not confirmed it yet, so it is not in their portal. Its
          moves and emails go on as usual.
        </p>
      ) : null}
      {answer ? <StaffNotice tone={answer.ok ? "ok" : "problem"}>{answer.message}</StaffNotice> : null}
      <DonationForms donation={donation} slots={slots} range={range} today={today} typed={typed} />
      <DonationTimeline donation={donation} />
      <DonationDevices donation={donation} />
      <DonationDetails donation={donation} />
    </>
  );
}
