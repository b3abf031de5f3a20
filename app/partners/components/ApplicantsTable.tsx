/**
 * The partner's applicants as a table (issue 45): name, application number, status, date applied, letter. On a
 * phone (below `sm`) each row is a card and each cell a line that starts with its column's name, so nothing is cut
 * off at 360 px and the page never scrolls sideways, JavaScript or not; from `sm` up it is an ordinary table.
 */
import { Link } from "~/components/LocaleLink";
import { usePartnerPortalWords } from "~/partners/partnerPortalWords";

export type ApplicantListRow = {
  id: string;
  name: string;
  number: string | null;
  status: string | null;
  applied: string | null;
  letterIn: boolean;
  readyToCollect: boolean;
};

const stacked = "max-sm:block";
const cell =
  "py-2 pr-4 text-left align-top max-sm:flex max-sm:gap-3 max-sm:py-1 max-sm:before:w-32 max-sm:before:shrink-0 max-sm:before:font-semibold max-sm:before:content-[attr(data-label)]";

export function ApplicantsTable({ applicants }: { applicants: readonly ApplicantListRow[] }) {
  const words = usePartnerPortalWords().list;
  const columns = [words.name, words.number, words.status, words.applied, words.letter];
  return (
    <div className="mt-6 sm:overflow-x-auto" tabIndex={0} role="region" aria-label={words.tableLabel}>
      <table className={`w-full border-collapse text-left ${stacked}`}>
        <caption className="sr-only">{words.tableLabel}</caption>
        <thead className="max-sm:sr-only">
          <tr className="border-b border-slate-400">
            {columns.map((column) => (
              <th key={column} scope="col" className="py-2 pr-4">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={stacked}>
          {applicants.map((row) => (
            <tr key={row.id} className="border-b border-slate-200 max-sm:block max-sm:py-2">
              <th scope="row" data-label={words.name} className={`${cell} font-normal`}>
                <Link
                  to={`/partners/applicants/${encodeURIComponent(row.id)}`}
                  className="min-w-0 font-semibold text-brand-dark underline [overflow-wrap:anywhere]"
                >
                  {row.name}
                </Link>
              </th>
              <td data-label={words.number} className={`${cell} whitespace-nowrap`}>
                {row.number ?? words.noNumber}
              </td>
              <td data-label={words.status} className={cell}>
                <span className="min-w-0">
                  {row.status ?? words.unknownStatus}
                  {row.readyToCollect ? <strong className="block">{words.readyToCollect}</strong> : null}
                </span>
              </td>
              <td data-label={words.applied} className={cell}>
                {row.applied ?? words.unknownDate}
              </td>
              <td data-label={words.letter} className={cell}>
                {row.letterIn ? words.letterIn : words.letterMissing}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
