/**
 * A volunteer's shifts as a table (day, shift, place, and the hours, "did not attend", or what `pending` says of a
 * shift without attendance), on a narrow screen too.
 */
import { formatDate, formatNumber, useLocale } from "~/i18n";
import { useVolunteerWords } from "~/volunteering/words";

type Row = {
  seq: number;
  date: string;
  title: string;
  place: string | null;
  hours: number | null;
  attended: boolean | null;
};

export function ShiftHoursTable<R extends Row>({
  shifts,
  pending,
  label,
}: {
  shifts: R[];
  pending: (shift: R) => string;
  /** The table's name (it scrolls sideways on a narrow screen, so it can be reached by keyboard). */
  label: string;
}) {
  const all = useVolunteerWords();
  const columns = all.hours.columns;
  const locale = useLocale();
  return (
    <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      <table className="w-full text-left">
        <thead>
          <tr>
            {[columns.day, columns.shift, columns.place, columns.hours].map((heading) => (
              <th key={heading} scope="col" className="px-1 py-2 sm:px-2">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shifts.map((shift) => (
            <tr key={shift.seq} className="border-t border-slate-300">
              <td className="px-1 py-2 sm:px-2">{formatDate(locale, shift.date)}</td>
              <td className="px-1 py-2 sm:px-2">{shift.title}</td>
              <td className="px-1 py-2 sm:px-2">{shift.place ?? all.list.remote}</td>
              <td className="px-1 py-2 sm:px-2">
                {shift.hours !== null
                  ? formatNumber(locale, shift.hours)
                  : shift.attended === false
                    ? all.hours.absent
                    : pending(shift)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
