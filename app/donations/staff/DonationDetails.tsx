/**
 * What a donation keeps, as its staff page shows it: the timeline (each state with its date, or not yet), the
 * counts declared beside those received with the difference in words, the donor record, how the devices reach us
 * and the donor's two preferences.
 */
import { devices as deviceLabels } from "~/donations/content/en/words";
import * as donationWords from "~/donations/content/en/words";
import { dropOffOffices } from "~/donations/content/en/offices";
import { addressLine, deviceKinds } from "~/donations/answers";
import type { StaffDonation } from "~/donations/staff/donationList.server";
import { timelineOf } from "~/donations/staff/rules";
import { differenceCell, pickupWords, receivedInWords, stateLabel } from "~/donations/staff/words";
import { regionWords } from "~/kits/region/region";
import { useStaffTime } from "~/kits/console/staffFrame";
import { Facts } from "~/kits/console/Facts";
import { StaffTable, numericColumn } from "~/kits/console/StaffTable";
import { StaffSection } from "~/kits/console/StaffSection";

type Props = { donation: StaffDonation };

const languageWords: Record<string, string> = { en: "English", es: "Spanish" };
const yesNo = (value: boolean) => (value ? "Yes" : "No");

export function DonationTimeline({ donation }: Props) {
  const time = useStaffTime();
  return (
    <StaffSection id="timeline" heading="Timeline" className="mt-10">
      <ol className="mt-3 space-y-1">
        {timelineOf(donation).map(({ state, at }) => (
          <li key={state} className="flex flex-wrap gap-x-2">
            <span className="font-semibold">{stateLabel(state)}:</span>{" "}
            <span>{at === null ? "not yet" : time(at)}</span>
          </li>
        ))}
      </ol>
    </StaffSection>
  );
}

export function DonationDevices({ donation }: Props) {
  const received = donation.received;
  return (
    <StaffSection id="devices" heading="Devices" className="mt-10">
      {received ? (
        <p className="mt-2 font-semibold" data-testid="received-difference">
          {receivedInWords(donation.devices, received)}
        </p>
      ) : (
        <p className="mt-2">Not counted yet: the counts received are kept once the donation is received.</p>
      )}
      <StaffTable
        label="Devices"
        caption={`Devices of donation ${donation.reference}: declared and received`}
        columns={["Kind", numericColumn("Declared"), numericColumn("Received"), "Difference"]}
        rowHeader
        small
        className="mt-3 max-w-3xl"
        rows={deviceKinds.map((kind) => {
          const declared = donation.devices[kind];
          const got = received?.[kind];
          return {
            key: kind,
            cells: [
              deviceLabels[kind],
              declared.toLocaleString("en-US"),
              got === undefined ? "Not yet" : got.toLocaleString("en-US"),
              got === undefined ? "Not yet" : differenceCell(declared, got),
            ],
          };
        })}
      />
    </StaffSection>
  );
}

export function DonationDetails({ donation }: Props) {
  const { donor, place } = donation;
  const office = donation.office ? dropOffOffices[donation.office] : null;
  const delivery: [string, string | null][] =
    donation.method === "pickup"
      ? [
          ["Method", "Pickup"],
          ["Address", place ? addressLine(place) : null],
          ["Region", place?.region ? (regionWords[place.region] ?? place.region) : null],
          ["Notes", place?.notes ?? "None"],
          [
            "Preferred days",
            donation.preferredDates.length ? donation.preferredDates.map(pickupWords).join("; ") : "None given",
          ],
          ["Booked pickup", donation.pickup ? pickupWords(donation.pickup) : "Not booked yet"],
        ]
      : [
          ["Method", "Drop-off"],
          [
            "Where",
            office
              ? `${office.name}${office.address ? `: ${office.address}` : " (street address not supplied yet)"}`
              : "A courier or pharmacy location (laptops, phones and tablets only)",
          ],
        ];
  return (
    <>
      <StaffSection id="donor" heading="Donor" className="mt-10">
        <Facts
          className="mt-3"
          facts={[
            ["Name", donor.name],
            ["Company", donor.company ?? "None given"],
            ["Email", donor.email],
            ["Phone", donor.phone],
            ["Language", languageWords[donation.locale] ?? donation.locale],
            ["Donor record", `${donation.donorRecordId} (Donor_ID ${donation.donorId})`],
          ]}
        />
      </StaffSection>
      <StaffSection id="delivery" heading="How it reaches us" className="mt-10">
        <Facts
          className="mt-3"
          facts={delivery.map(([term, value]) => [
            term,
            term === "Notes" && value ? <span className="whitespace-pre-line">{value}</span> : value,
          ])}
        />
      </StaffSection>
      <StaffSection id="preferences" heading="Preferences" className="mt-10">
        <Facts
          className="mt-3"
          facts={[
            [donationWords.check.certificate, yesNo(donation.wantsCertificate)],
            [donationWords.check.receipt, yesNo(donation.wantsReceipt)],
          ]}
        />
      </StaffSection>
    </>
  );
}
