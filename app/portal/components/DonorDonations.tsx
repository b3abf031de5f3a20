import type { DonationListItem } from "~/portal/donationViews";
import { usePortalWords } from "~/portal/usePortalWords";
import { Panel } from "./Fields";

/**
 * "Your donations": each donation with its date, state and devices, named by a link to its own page. The intro
 * speaks of the totals only where the page shows them (`withTotals`).
 */
export function DonorDonations({ donations, withTotals }: { donations: DonationListItem[]; withTotals: boolean }) {
  const words = usePortalWords().donations;
  if (donations.length === 0) return null;
  return (
    <Panel title={words.heading}>
      <p>{withTotals ? words.introWithTotals : words.intro}</p>
      <ul className="mt-4 space-y-3" aria-label={words.heading}>
        {donations.map((donation) => (
          <li key={donation.href} className="rounded-lg border border-slate-200 p-4">
            <h3 className="break-words font-semibold">
              <a href={donation.href} className="text-brand-dark underline">
                {words.pageTitle(donation.reference)}
              </a>
            </h3>
            <DonationFacts donation={donation} />
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** A donation's date, state and devices, as the list and the donation's page show them. */
export function DonationFacts({ donation }: { donation: DonationListItem }) {
  const words = usePortalWords().donations;
  return (
    <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {[
        { label: words.date, value: donation.date },
        { label: words.state, value: donation.state },
        { label: words.devices, value: donation.devices },
      ].map(({ label, value }) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
