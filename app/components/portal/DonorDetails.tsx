import { Link } from "~/components/LocaleLink";
import type { DonorEmptyView } from "~/portal/portalGuidanceView";
import { mailingAddress, orNotAvailable } from "~/portal/applicantRecord";
import { formatCount, formatWeight } from "~/portal/donorTotals";
import { inventoryCsvFileName } from "~/portal/inventoryCsv";
import type { DonorView, InventoryPage, InventoryTotals } from "~/portal/trackerViews";
import { Fields, Panel } from "./Fields";

export const inventoryCsvPath = `/portal/${inventoryCsvFileName}`;

type Props = {
  record: DonorView;
  summary: InventoryTotals;
  inventory: InventoryPage | null;
  /** What to read when nothing is recorded, from the loader. */
  empty: DonorEmptyView | null;
};

export function DonorDetails({ record, summary, inventory, empty }: Props) {
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">Donor Details</h1>
      <Panel title="Donor Information">
        <Fields
          rows={[
            { label: "Company", value: orNotAvailable(record.Company) },
            { label: "Contact Person", value: orNotAvailable(record.Name) },
            { label: "Email", value: orNotAvailable(record.Email) },
            { label: "Phone", value: orNotAvailable(record.Phone) },
            { label: "Location", value: orNotAvailable(record.Location) },
            { label: "Mailing Address", value: mailingAddress(record) },
          ]}
        />
      </Panel>
      {inventory ? (
        <>
          <div className="mt-8 grid gap-4 sm:grid-cols-2">
            <p className="rounded-xl bg-brand-light p-5">
              <span className="block text-sm font-semibold text-slate-700">Total Computers Donated</span>
              <span className="text-3xl font-bold" data-testid="total-count">
                {formatCount(summary.count)}
              </span>
            </p>
            <p className="rounded-xl bg-brand-light p-5">
              <span className="block text-sm font-semibold text-slate-700">Total Weight</span>
              <span className="text-3xl font-bold" data-testid="total-weight">
                {formatWeight(summary.totalWeight)}
              </span>
            </p>
          </div>
          <p className="mt-6">
            <a
              href={inventoryCsvPath}
              download={inventoryCsvFileName}
              className="inline-block rounded-lg bg-brand-dark px-5 py-2 font-semibold text-white"
            >
              Download CSV
            </a>
          </p>
          <Panel title="Donated Computers">
            {/* Focusable so keyboard users can scroll the table sideways on a phone. */}
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Inventory table">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-slate-300">
                    {["Model", "Computer Type", "Date Added", "Date Donated", "Date Recycled"].map((heading) => (
                      <th key={heading} scope="col" className="px-2 py-2">
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {inventory.items.map((item, index) => (
                    <tr key={index} className="border-b border-slate-100">
                      <td className="px-2 py-2">{item.Model ?? ""}</td>
                      <td className="px-2 py-2">{item.Computer_Type ?? ""}</td>
                      <td className="px-2 py-2">{item.Date_Added ?? ""}</td>
                      <td className="px-2 py-2">{item.Date_Donated ?? ""}</td>
                      <td className="px-2 py-2">{item.Date_Recycled ?? ""}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {inventory.pageCount > 1 ? <Pager page={inventory.page} pageCount={inventory.pageCount} /> : null}
          </Panel>
        </>
      ) : empty ? (
        <Panel title={empty.heading}>
          <p>
            {empty.text}{" "}
            <Link to={empty.link.to} className="font-semibold text-brand-dark underline">
              {empty.link.text}
            </Link>
          </p>
        </Panel>
      ) : null}
    </>
  );
}

function Pager({ page, pageCount }: { page: number; pageCount: number }) {
  return (
    <nav aria-label="Donated computers pages" className="mt-4 flex items-center gap-4">
      {page > 1 ? <Link to={`/portal?page=${page - 1}`}>Previous page</Link> : null}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? <Link to={`/portal?page=${page + 1}`}>Next page</Link> : null}
    </nav>
  );
}
