/** A shift's staff page: its facts (and a group's link to share), its volunteers with attendance and hours. */
import { Button } from "~/components/Button";
import { Facts } from "~/kits/console/Facts";
import { StaffActionForm } from "~/kits/console/StaffActionForm";
import { StaffSection } from "~/kits/console/StaffSection";
import { numericColumn, StaffTable } from "~/kits/console/StaffTable";
import type { PlaceState } from "~/kits/places/placeQueue.server";
import { hoursOf } from "~/volunteering/roles";
import type { Shift } from "~/volunteering/server/shifts.server";
import { roleNames } from "./shiftForm";

type RosterPlace = {
  seq: number;
  name: string;
  email: string;
  phone: string | null;
  state: PlaceState;
  attended: boolean | null;
  minutes: number | null;
  reason: string | null;
};

const stateNames: Record<PlaceState, string> = {
  seat: "Place",
  waitlist: "Waitlist",
  offered: "Offered",
  cancelled: "Cancelled",
};

export function ShiftFacts({ shift, signUpLink }: { shift: Shift; signUpLink: string }) {
  return (
    <Facts
      className="mt-6"
      facts={[
        ["Role", roleNames[shift.role]],
        ["When", `${shift.date}, ${shift.starts} to ${shift.ends}`],
        ["Where", shift.place ?? "Remote"],
        ["Places", `${shift.held} of ${shift.capacity} held, ${shift.waiting} waiting`],
        ["Minimum age", String(shift.minimumAge)],
        ...(shift.groupName
          ? ([
              ["Reserved for", shift.groupName],
              [
                "The group's sign-up link",
                <span key="link" data-testid="group-link">
                  {signUpLink}
                </span>,
              ],
            ] as [string, string | JSX.Element][])
          : []),
      ]}
    />
  );
}

export function ShiftRoster({ places, started }: { places: RosterPlace[]; started: boolean }) {
  const held = places.filter((place) => place.state === "seat");
  return (
    <>
      <StaffSection id="volunteers" heading={`Volunteers (${places.length})`} className="mt-10">
        <StaffTable
          label="Volunteers"
          caption="Volunteers: name, contact, place, attended, hours"
          columns={["Name", "Contact", "Place", "Attended", numericColumn("Hours")]}
          rowHeader
          rows={places.map((place) => ({
            key: place.seq,
            cells: [
              place.name,
              place.email || place.phone || "",
              stateNames[place.state],
              place.attended === null ? "" : place.attended ? "Yes" : "No",
              place.minutes === null
                ? ""
                : `${hoursOf(place.minutes)}${place.reason ? ` (corrected: ${place.reason})` : ""}`,
            ],
          }))}
        />
      </StaffSection>
      <StaffSection id="attendance" heading="Attendance" className="mt-10 max-w-3xl">
        {!started ? (
          <p className="mt-3">Attendance opens when the shift starts.</p>
        ) : (
          <StaffActionForm action="attendance" seen="" className="mt-3">
            <fieldset>
              <legend className="font-semibold">Who came</legend>
              {held.map((place) => (
                <label key={place.seq} className="mt-2 flex items-center gap-2">
                  <input type="checkbox" name="present" value={place.seq} defaultChecked={place.attended === true} />
                  {place.name}
                </label>
              ))}
            </fieldset>
            <Button className="mt-4">Save attendance</Button>
          </StaffActionForm>
        )}
      </StaffSection>
      {held.some((place) => place.attended) ? (
        <StaffSection id="hours" heading="Correct hours" className="mt-10 max-w-3xl">
          {held
            .filter((place) => place.attended)
            .map((place) => (
              <StaffActionForm key={place.seq} action="hours" seen="" className="mt-4 flex flex-wrap items-end gap-3">
                <input type="hidden" name="place" value={place.seq} />
                <label className="block">
                  <span className="block font-semibold">{`Hours of ${place.name}`}</span>
                  <input
                    name="hours"
                    inputMode="decimal"
                    required
                    className="mt-1 w-24 rounded border border-slate-500 px-2 py-1"
                    defaultValue={hoursOf(place.minutes ?? 0)}
                  />
                </label>
                <label className="block">
                  <span className="block font-semibold">Reason</span>
                  <input name="reason" required className="mt-1 w-72 rounded border border-slate-500 px-2 py-1" />
                </label>
                <Button size="small">Correct</Button>
              </StaffActionForm>
            ))}
        </StaffSection>
      ) : null}
    </>
  );
}
