/** The shifts open for sign-up: role, title, day and time, place, minimum age, places left and the sign-up link. */
import { ButtonLink } from "~/components/Button";
import { useLocale } from "~/i18n";
import { clockTime } from "~/i18n/clockTime";
import type { PublicShift } from "~/volunteering/server/publicShifts.server";
import { shiftDayIn, useVolunteerWords } from "~/volunteering/words";

export const signUpPath = (id: string) => `/volunteer/${id}/sign-up`;

export function ShiftList({ shifts }: { shifts: PublicShift[] }) {
  const words = useVolunteerWords();
  const locale = useLocale();
  if (shifts.length === 0) return <p>{words.list.none}</p>;
  return (
    <ul className="grid gap-4 md:grid-cols-2" data-testid="shift-list">
      {shifts.map((shift) => (
        <li key={shift.id} className="rounded-lg border border-slate-300 bg-white p-4">
          <p className="text-sm font-semibold uppercase text-slate-700">{words.roles[shift.role]}</p>
          <h3 className="mt-1 text-xl font-bold">{shift.title}</h3>
          <p className="mt-2">
            {shiftDayIn(locale, shift.date)}, {clockTime(locale, shift.starts)}–{clockTime(locale, shift.ends)}
          </p>
          <p>{shift.place ?? words.list.remote}</p>
          <p>{words.list.minimumAge(shift.minimumAge)}</p>
          <p className="mt-2 font-semibold" data-testid="places-left">
            {shift.placesLeft > 0 ? words.list.placesLeft(shift.placesLeft) : words.list.waitlist}
          </p>
          <ButtonLink to={signUpPath(shift.id)} size="medium" className="mt-3">
            {shift.placesLeft > 0 ? words.list.signUp : words.list.joinWaitlist}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
