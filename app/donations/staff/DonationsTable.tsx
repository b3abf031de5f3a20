/**
 * Donations in a staff table: each row's reference leads to the donation's page. Used by the list of a state's
 * donations and by the upcoming pickups of a day.
 */
import { Link } from "@remix-run/react";
import { staffPages } from "~/config/routes";
import { dropOffOffices } from "~/donations/content/en/offices";
import type { StaffDonation } from "~/donations/staff/donationList.server";
import { devicesInWords, pickupWords, windowWords } from "~/donations/staff/words";
import { useStaffTime } from "~/kits/console/staffFrame";
import { StaffTable } from "~/kits/console/StaffTable";

/** A donation's page in the staff console. */
export const donationPath = (reference: string) => `${staffPages.donations.path}/${encodeURIComponent(reference)}`;

/** The run sheet of a day (the next day with pickups without one). */
export const runSheetPath = (date?: string | null) =>
  date ? `${staffPages.runSheet.path}?date=${encodeURIComponent(date)}` : staffPages.runSheet.path;

/** Who gave it, as the donor record names them: the company and the person, or the person. */
export const donorLine = (donation: Pick<StaffDonation, "donor">) => {
  const { name, company } = donation.donor;
  if (company && name) return `${company} (${name})`;
  return company ?? name ?? "No donor record";
};

/** How the devices reach us, in a few words. */
export function howItComes(donation: StaffDonation): string {
  if (donation.method === "drop-off")
    return donation.office
      ? `Drop-off at the ${dropOffOffices[donation.office].name}`
      : "Drop-off (courier or pharmacy)";
  const where = donation.place ? `${donation.place.city}, ${donation.place.state}` : "no address";
  return donation.pickup ? `Pickup in ${where}: ${pickupWords(donation.pickup)}` : `Pickup in ${where}: not booked yet`;
}

const linkClass = "font-semibold text-brand-dark underline";

export function ReferenceLink({ reference }: { reference: string }) {
  return (
    <Link to={donationPath(reference)} className={`${linkClass} whitespace-nowrap`}>
      {reference}
    </Link>
  );
}

/** The donations in one state, the longest there first. */
export function DonationsTable(props: { label: string; state: string; donations: StaffDonation[] }) {
  const time = useStaffTime();
  return (
    <StaffTable
      label={props.label}
      caption={`Donations in the state '${props.label}', the longest there first`}
      columns={["Reference", "Donor", "Devices declared", "How it reaches us", "In this state since"]}
      rowHeader
      small
      className="mt-3"
      rows={props.donations.map((donation) => {
        const since = donation.dates[donation.state];
        return {
          key: donation.reference,
          cells: [
            <ReferenceLink key="reference" reference={donation.reference} />,
            donorLine(donation),
            devicesInWords(donation.devices),
            howItComes(donation),
            since === undefined ? "Not recorded" : time(since),
          ],
        };
      })}
    />
  );
}

/** The pickups booked for one day, by window. */
export function PickupsTable(props: { label: string; pickups: StaffDonation[] }) {
  return (
    <StaffTable
      label={props.label}
      caption={`Pickups booked for ${props.label}`}
      columns={["Reference", "Window", "Donor", "Where", "Devices declared"]}
      rowHeader
      small
      className="mt-3"
      rows={props.pickups.map((donation) => ({
        key: donation.reference,
        cells: [
          <ReferenceLink key="reference" reference={donation.reference} />,
          donation.pickup ? windowWords[donation.pickup.window] : "Not booked",
          donorLine(donation),
          donation.place ? `${donation.place.street}, ${donation.place.city}` : "No address",
          devicesInWords(donation.devices),
        ],
      }))}
    />
  );
}
