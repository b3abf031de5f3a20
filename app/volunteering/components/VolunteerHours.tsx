/** A volunteer's shifts (day, shift, place, hours or state) and the hours recorded, with the letter's download. */
import { TextLink } from "~/components/LocaleLink";
import { formatNumber, useLocale } from "~/i18n";
import type { PlaceState } from "~/kits/places/placeQueue.server";
import { useVolunteerWords } from "~/volunteering/words";
import { ShiftHoursTable } from "./ShiftHoursTable";

type Shown = {
  seq: number;
  date: string;
  title: string;
  place: string | null;
  state: PlaceState;
  attended: boolean | null;
  hours: number | null;
};
type Page = { state: "gone" } | { state: "ready"; shifts: Shown[]; hours: number; letterPath: string | null };

export function VolunteerHours({ page }: { page: Page }) {
  const all = useVolunteerWords();
  const words = all.hours;
  const locale = useLocale();
  return (
    <section className="bg-slate-50 px-4 pb-16 pt-28">
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold">{words.title}</h1>
        {page.state === "gone" ? (
          <>
            <p className="mt-4 text-lg">{words.gone}</p>
            <p className="mt-4">
              <TextLink to="/volunteer/hours">{words.again}</TextLink>
            </p>
          </>
        ) : (
          <>
            <p className="mt-4 text-lg font-semibold" data-testid="hours-total">
              {words.total(formatNumber(locale, page.hours))}
            </p>
            {page.letterPath ? (
              <p className="mt-4">
                <a href={page.letterPath} className="font-semibold text-brand-dark underline" download>
                  {words.letter}
                </a>
              </p>
            ) : null}
            <h2 className="mt-8 text-xl font-bold">{words.shiftsHeading}</h2>
            {page.shifts.length === 0 ? (
              <p className="mt-2">{words.none}</p>
            ) : (
              <ShiftHoursTable
                label={words.shiftsHeading}
                shifts={page.shifts}
                pending={(shift) => words.states[shift.state]}
              />
            )}
          </>
        )}
      </div>
    </section>
  );
}
