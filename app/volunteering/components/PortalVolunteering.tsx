/**
 * The portal's Volunteering section (issue 49 §1): the hours recorded and the letter's download, the coming shifts
 * each with its cancel page, the past shifts with their hours, and the waivers signed.
 */
import { TextLink } from "~/components/LocaleLink";
import { formatNumber, useLocale, useLocalePath } from "~/i18n";
import { clockTime } from "~/i18n/clockTime";
import type { VolunteeringView } from "~/volunteering/server/portalVolunteering.server";
import { shiftDayIn, useVolunteerWords } from "~/volunteering/words";
import { ShiftHoursTable } from "./ShiftHoursTable";

export function PortalVolunteering({ view }: { view: VolunteeringView }) {
  const all = useVolunteerWords();
  const words = all.portal;
  const locale = useLocale();
  const localePath = useLocalePath();
  return (
    <section aria-labelledby="volunteering" className="mt-8 rounded-xl bg-white px-3 py-5 shadow-sm sm:p-5">
      <h2 id="volunteering" className="text-2xl font-bold text-slate-900">
        {words.heading}
      </h2>
      <p className="mt-4 text-lg font-semibold" data-testid="volunteer-hours-total">
        {all.hours.total(formatNumber(locale, view.hours))}
      </p>
      {view.letterPath ? (
        <p className="mt-2">
          <a href={localePath(view.letterPath)} className="font-semibold text-brand-dark underline">
            {all.hours.letter}
          </a>
        </p>
      ) : null}
      <h3 className="mt-6 text-xl font-bold text-slate-900">{words.comingHeading}</h3>
      {view.coming.length === 0 ? (
        <p className="mt-2">
          {words.noneComing} <TextLink to="/volunteer">{words.findShift}</TextLink>
        </p>
      ) : (
        <ul className="mt-2 grid gap-3" data-testid="coming-shifts">
          {view.coming.map((shift) => (
            <li key={shift.seq} className="rounded-lg border border-slate-300 p-3">
              <p className="font-semibold">{shift.title}</p>
              <p>
                {shiftDayIn(locale, shift.date)}, {clockTime(locale, shift.starts)}–{clockTime(locale, shift.ends)}
              </p>
              <p>{shift.place ?? all.list.remote}</p>
              <p>{words.states[shift.state]}</p>
              <p className="mt-2">
                <TextLink to={shift.cancelPath}>{words.cancel(shift.title)}</TextLink>
              </p>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-6 text-xl font-bold text-slate-900">{words.pastHeading}</h3>
      {view.past.length === 0 ? (
        <p className="mt-2">{words.nonePast}</p>
      ) : (
        <ShiftHoursTable label={words.pastHeading} shifts={view.past} pending={() => words.notTaken} />
      )}
      {view.waivers.length > 0 ? (
        <>
          <h3 className="mt-6 text-xl font-bold text-slate-900">{words.waiverHeading}</h3>
          <ul className="mt-2 grid gap-1">
            {view.waivers.map((waiver) => (
              <li key={waiver}>{waiver}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
