import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { DonationForms } from "~/donations/staff/DonationForms";
import { DonationDetails, DonationDevices, DonationTimeline } from "~/donations/staff/DonationDetails";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { staffPages } from "~/config/routes";
import { stateLabel } from "~/donations/staff/words";
import { staffMeta } from "~/kits/console/staffMeta";
import { staffDonationLoader, staffDonationAction } from "~/donations/staff/donationPage.server";
import { StaffBackLink } from "~/kits/console/StaffBackLink";

export const meta = staffMeta("Donation");

export const loader = (args: LoaderFunctionArgs) => staffDonationLoader(args);

export const action = (args: ActionFunctionArgs) => staffDonationAction(args);

export default function StaffDonation() {
  const { donation, slots, range, today, unconfirmed } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const typed = answer && !answer.ok && answer.typed ? answer.typed : null;
  return (
    <>
      <StaffBackLink to={staffPages.donations.path}>All donations</StaffBackLink>
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
