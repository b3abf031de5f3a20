/**
 * A donation page's moves, only those its state allows: book the pickup (one of the donor's days, or another with
 * its window), change the booked day, mark it picked up or dropped off, and count what arrived. Each form carries
 * the CSRF token and what the page showed of the donation (`seenVersion`), which the server compares under a lock.
 */
import { StaffActionForm } from "~/kits/console/StaffActionForm";
import { devices as deviceLabels } from "~/donations/content/en/words";
import {
  deviceKinds,
  MAX_COUNT,
  windows,
  type DeviceCounts,
  type Method,
  type PreferredDate,
} from "~/donations/answers";
import type { DonationState } from "~/donations/timeline";
import { donationAllows, seenVersion, type DonationAction } from "~/donations/staff/rules";
import { earlyPickupWords, pickupWords, windowWords } from "~/donations/staff/words";
import { StaffSection } from "~/kits/console/StaffSection";
import { Button } from "~/components/Button";
import { StaffField } from "~/kits/console/StaffField";

/** A day staff may choose: one of the donor's, with why it cannot be booked any more, if so. */
export type DaySlot = PreferredDate & { problem: string | null };

export type DonationFormsProps = {
  donation: {
    state: DonationState;
    method: Method;
    pickup: PreferredDate | null;
    preferredDates: PreferredDate[];
    devices: DeviceCounts;
  };
  /** The donor's preferred days, each with why it cannot be booked, if so. */
  slots: DaySlot[];
  /** The first and last day the date field offers (staff book from tomorrow on, 90 days ahead at most). */
  range: { min: string; max: string };
  /** The organisation's day (`YYYY-MM-DD`): a pickup marked picked up before its booked day says so. */
  today: string;
  /** A refused form, handed back as typed (its sentence is the page's notice), and the field it is about. */
  typed: { action: string; values: Record<string, string>; field: string | null } | null;
};

export function DonationForms(props: DonationFormsProps) {
  const { donation } = props;
  const seen = seenVersion(donation);
  const can = (action: DonationAction) => donationAllows(action, donation);
  const any = (["schedule", "reschedule", "picked-up", "dropped-off", "receive"] as const).some(can);
  if (!any) return null;
  return (
    <StaffSection id="moves" heading="Move it on" className="mt-8">
      <p className="mt-2 max-w-3xl text-slate-700">
        Each move is kept with its date and emails the donor, in the language they gave in.
      </p>
      {can("schedule") ? <DayForm {...props} action="schedule" seen={seen} /> : null}
      {can("picked-up") ? <PickedUpForm pickup={donation.pickup} today={props.today} seen={seen} /> : null}
      {can("reschedule") ? <DayForm {...props} action="reschedule" seen={seen} /> : null}
      {can("dropped-off") ? (
        <StaffActionForm action="dropped-off" seen={seen} className="mt-6">
          <p className="max-w-3xl">Once the devices are here: the donation is dropped off today.</p>
          <Button size="medium" className="mt-2">
            Mark dropped off
          </Button>
        </StaffActionForm>
      ) : null}
      {can("receive") ? <ReceivedForm {...props} seen={seen} /> : null}
    </StaffSection>
  );
}

/** Mark picked up; before the booked day, the form says so and asks to confirm the early collection. */
function PickedUpForm({ pickup, today, seen }: { pickup: PreferredDate | null; today: string; seen: string }) {
  const early = pickup && pickup.date > today ? pickupWords(pickup) : null;
  return (
    <StaffActionForm action="picked-up" seen={seen} className="mt-6 max-w-3xl">
      <p>Once the driver has the devices: the donation is picked up today.</p>
      {early ? (
        <>
          <p className="mt-2 font-semibold">{earlyPickupWords.notice(early)}</p>
          <div className="mt-2 flex gap-3">
            <input
              id="picked-up-early"
              type="checkbox"
              name="early"
              value="yes"
              required
              className="mt-1 h-5 w-5 shrink-0"
            />
            <label htmlFor="picked-up-early">{earlyPickupWords.confirm}</label>
          </div>
        </>
      ) : null}
      <Button size="medium" className="mt-2">
        Mark picked up
      </Button>
    </StaffActionForm>
  );
}

const OTHER = "other";
const slotValue = (slot: PreferredDate) => `${slot.date}|${slot.window}`;

/** Book the pickup, or change the booked day: one of the donor's days, or another day with its window. */
function DayForm(props: DonationFormsProps & { action: "schedule" | "reschedule"; seen: string }) {
  const { slots, range, donation, action } = props;
  const typed = props.typed?.action === action ? props.typed : null;
  const booked = donation.pickup;
  const choices = slots.filter((slot) => !booked || slotValue(slot) !== slotValue(booked));
  const firstOpen = choices.find((slot) => slot.problem === null);
  const chosen = typed ? (typed.values.slot ?? "") : firstOpen ? slotValue(firstOpen) : OTHER;
  const id = (name: string) => `${action}-${name}`;
  return (
    <StaffActionForm action={action} seen={props.seen} className="mt-6 max-w-3xl">
      <fieldset className="min-w-0 rounded-lg border border-slate-300 p-4">
        <legend className="px-1 font-semibold">
          {action === "schedule" ? "Schedule the pickup" : `Change the booked day (now ${pickupWords(booked!)})`}
        </legend>
        <p className="text-sm text-slate-700">
          Any business day from tomorrow on, at most 90 days ahead; the donor is emailed a calendar invitation.
        </p>
        <div className="mt-3 space-y-2">
          {choices.map((slot, index) => (
            <div key={slotValue(slot)} className="flex gap-3">
              <input
                id={id(`slot-${index}`)}
                type="radio"
                name="slot"
                value={slotValue(slot)}
                defaultChecked={chosen === slotValue(slot)}
                disabled={slot.problem !== null}
                className="mt-1 h-5 w-5 shrink-0"
              />
              <label htmlFor={id(`slot-${index}`)}>
                The donor&rsquo;s day: {pickupWords(slot)}
                {slot.problem ? <span className="text-slate-700"> ({slot.problem})</span> : null}
              </label>
            </div>
          ))}
          <div className="flex gap-3">
            <input
              id={id("slot-other")}
              type="radio"
              name="slot"
              value={OTHER}
              defaultChecked={chosen === OTHER}
              className="mt-1 h-5 w-5 shrink-0"
            />
            <label htmlFor={id("slot-other")}>Another day, below</label>
          </div>
        </div>
        <div className="mt-3 flex flex-wrap gap-4 pl-8">
          <StaffField id={id("date")} label="Day">
            <input
              id={id("date")}
              name="date"
              type="date"
              min={range.min}
              max={range.max}
              defaultValue={typed?.values.date ?? ""}
              className="rounded-lg border border-slate-500 px-3 py-2"
            />
          </StaffField>
          <StaffField id={id("window")} label="Window">
            <select
              id={id("window")}
              name="window"
              defaultValue={typed?.values.window ?? "morning"}
              className="rounded-lg border border-slate-500 px-3 py-2"
            >
              {windows.map((window) => (
                <option key={window} value={window}>
                  {windowWords[window]}
                </option>
              ))}
            </select>
          </StaffField>
        </div>
        <Button size="medium" className="mt-4">
          {action === "schedule" ? "Book this pickup" : "Move the pickup"}
        </Button>
      </fieldset>
    </StaffActionForm>
  );
}

/** What arrived, counted by kind: whole numbers, prefilled with what was declared. */
function ReceivedForm(props: DonationFormsProps & { seen: string }) {
  const typed = props.typed?.action === "receive" ? props.typed : null;
  return (
    <StaffActionForm action="receive" seen={props.seen} className="mt-6 max-w-3xl">
      <fieldset className="min-w-0 rounded-lg border border-slate-300 p-4">
        <legend className="px-1 font-semibold">Received: what arrived, counted</legend>
        <p className="text-sm text-slate-700">
          Whole numbers from 0 to {MAX_COUNT.toLocaleString("en-US")}, filled in with what the donor declared. A
          difference is shown here and told to the donor.
        </p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {deviceKinds.map((kind) => {
            const wrong = typed?.field === kind;
            return (
              <div key={kind}>
                <label htmlFor={`received-${kind}`} className="block font-semibold">
                  {deviceLabels[kind]}
                </label>
                <p id={`received-${kind}-hint`} className="text-sm text-slate-700">
                  Declared: {props.donation.devices[kind].toLocaleString("en-US")}
                </p>
                <input
                  id={`received-${kind}`}
                  name={kind}
                  type="text"
                  inputMode="numeric"
                  defaultValue={typed ? (typed.values[kind] ?? "") : String(props.donation.devices[kind])}
                  aria-describedby={`received-${kind}-hint`}
                  aria-invalid={wrong ? true : undefined}
                  className="w-32 rounded-lg border border-slate-500 px-3 py-2"
                />
              </div>
            );
          })}
        </div>
        <Button size="medium" className="mt-4">
          Mark received
        </Button>
      </fieldset>
    </StaffActionForm>
  );
}
