import { Link, TextLink } from "~/components/LocaleLink";
import { useLocale } from "~/i18n";
import type { DonorEmptyView } from "~/portal/portalGuidanceView";
import { mailingAddress, orNotAvailable } from "~/portal/applicantRecord";
import { formatCount, formatWeight } from "~/portal/donorTotals";
import type { PortalWords } from "~/portal/words";
import { usePortalWords } from "~/portal/usePortalWords";
import type { DocumentsView, DonorRow, ImpactView } from "~/portal/donorView";
import { inventoryCsvFileName } from "~/portal/inventoryCsv";
import type { DonorTracker } from "~/portal/donorTracker";
import type { InventoryPage } from "~/portal/trackerViews";
import { CompanyListingPanel } from "./CompanyListingPanel";
import { DonorDonations } from "./DonorDonations";
import { Fields, Panel, PortalSection } from "./Fields";
import { ButtonAnchor } from "~/components/Button";

type Props = DonorTracker & {
  /** What to read when nothing is recorded, from the loader. */
  empty: DonorEmptyView | null;
};

export function DonorDetails({ record, summary, donations, inventory, impact, documents, empty }: Props) {
  const locale = useLocale();
  const { donorPage: words, notAvailable } = usePortalWords();
  return (
    <>
      <h1 className="text-3xl font-bold text-slate-900">{words.heading}</h1>
      <Panel title={words.donorInformation}>
        <Fields
          rows={[
            { label: words.company, value: record.Company },
            { label: words.contactPerson, value: record.Name },
            { label: words.email, value: record.Email },
            { label: words.phone, value: record.Phone },
            { label: words.location, value: record.Location },
            { label: words.mailingAddress, value: mailingAddress(record, notAvailable) },
          ]}
        />
      </Panel>
      {donations.length > 0 ? <CompanyListingPanel /> : null}
      {inventory ? (
        <>
          <div className="mt-8 grid gap-4 sm:grid-cols-2">
            <Total label={words.totalCount} value={formatCount(summary.count, locale)} testId="total-count" />
            <Total label={words.totalWeight} value={formatWeight(summary.totalWeight, locale)} testId="total-weight" />
          </div>
          {impact ? <Impact impact={impact} /> : null}
          <Documents documents={documents} />
          <DonorDonations donations={donations} withTotals />
          <DeviceList inventory={inventory} pagePath="/portal" />
        </>
      ) : empty ? (
        <>
          <DonorDonations donations={donations} withTotals={false} />
          <Panel title={empty.heading}>
            <p>
              {empty.text} <TextLink to={empty.link.to}>{empty.link.text}</TextLink>
            </p>
          </Panel>
        </>
      ) : null}
    </>
  );
}

/**
 * The donated devices: cards on a phone, the table from md up, and the pages. `pagePath` is the page the pager's
 * links go to (the donor page, or a donation's).
 */
export function DeviceList({ inventory, pagePath }: { inventory: InventoryPage; pagePath: string }) {
  const { donorPage: words } = usePortalWords();
  const facts = deviceFacts(words);
  return (
    <Panel title={words.donatedComputers}>
      <DeviceCards items={inventory.items} />
      {/* Wide screens: the table. Focusable so keyboard users can scroll it sideways; display:none below md
          takes it (and its copy of the rows) out of the accessibility tree, so nothing is read twice. */}
      <div className="hidden overflow-x-auto md:block" tabIndex={0} role="region" aria-label={words.inventoryTable}>
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              {[words.model, ...facts.map((fact) => fact.label), words.devices.page.destruction].map((heading) => (
                <th key={heading} scope="col" className="px-2 py-2">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {inventory.items.map((item, index) => (
              <tr key={index} className="border-b border-slate-100">
                {[item.Model, ...facts.map((fact) => fact.value(item))].map((value, index) => (
                  <td key={index} className="px-2 py-2">
                    {value ?? ""}
                  </td>
                ))}
                <td className="px-2 py-2">
                  <CertificateLink item={item} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {inventory.pageCount > 1 ? (
        <Pager page={inventory.page} pageCount={inventory.pageCount} pagePath={pagePath} />
      ) : null}
    </Panel>
  );
}

/** One of the donor's totals, large, under its name. */
function Total({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <p className="rounded-xl bg-brand-light p-5">
      <span className="block text-sm font-semibold text-slate-700">{label}</span>
      <span className="text-3xl font-bold" data-testid={testId}>
        {value}
      </span>
    </p>
  );
}

function Impact({ impact }: { impact: ImpactView }) {
  return (
    <PortalSection id="your-impact" heading={impact.heading}>
      <div className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {impact.tiles.map((tile) => (
          <p key={tile.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <span className="block text-sm font-semibold text-slate-700">{tile.label}</span>
            <span className="text-2xl font-bold" data-testid={tile.id}>
              {tile.value}
            </span>
          </p>
        ))}
      </div>
      <p className="mt-3 text-sm text-slate-700">{impact.note}</p>
    </PortalSection>
  );
}

export function Documents({ documents }: { documents: DocumentsView | null }) {
  const { downloadCsv } = usePortalWords().donorPage;
  const link = "font-semibold text-brand-dark underline";
  return (
    <PortalSection id="your-documents" heading={documents?.heading}>
      <ul className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3">
        <li>
          <ButtonAnchor href={documents?.csv} download={inventoryCsvFileName} size="medium">
            {downloadCsv}
          </ButtonAnchor>
        </li>
        {documents?.links.map(({ href, label, after }) => (
          <li key={href}>
            <a href={href} className={link}>
              {label}
            </a>
            {after}
          </li>
        ))}
      </ul>
      {documents?.otherYears ? (
        <p className="mt-3">
          {documents.otherYears.label}{" "}
          {documents.otherYears.years.map(({ href, year }, index) => (
            <span key={year}>
              {index > 0 ? ", " : ""}
              <a href={href} className={link}>
                {year}
              </a>
            </span>
          ))}
        </p>
      ) : null}
      {documents?.undated ? <p className="mt-3 text-sm text-slate-700">{documents.undated}</p> : null}
    </PortalSection>
  );
}

/**
 * A device's facts after its model, in order: the wide screen's table columns and the phone's cards show the same ones,
 * the table then adds the certificate column and the card its link below.
 */
function deviceFacts(words: PortalWords["donorPage"]): { label: string; value: (item: DonorRow) => string | null }[] {
  return [
    { label: words.computerType, value: (item) => item.Computer_Type },
    { label: words.dateAdded, value: (item) => item.Date_Added },
    { label: words.dateDonated, value: (item) => item.Date_Donated },
    { label: words.dateRecycled, value: (item) => item.Date_Recycled },
    { label: words.devices.page.outcome, value: (item) => item.outcome },
  ];
}

function CertificateLink({ item }: { item: DonorRow }) {
  const words = usePortalWords().donorPage.devices;
  return item.certificateHref ? (
    <a href={item.certificateHref} className="font-semibold text-brand-dark underline">
      {words.certificate}
    </a>
  ) : (
    <span>{words.inProgress}</span>
  );
}

/** Phones: each device as a card; the table above takes over from md up (display toggles, so only one is read). */
function DeviceCards({ items }: { items: DonorRow[] }) {
  const { donorPage: words, notAvailable } = usePortalWords();
  const facts = deviceFacts(words);
  const field = (label: string, value: string | null) =>
    value ? (
      <div key={label} className="flex gap-2">
        <dt className="font-semibold text-slate-700">{label}</dt>
        <dd>{value}</dd>
      </div>
    ) : null;
  return (
    <ul className="space-y-3 md:hidden" aria-label={words.deviceList}>
      {items.map((item, index) => (
        <li key={index} className="rounded-lg border border-slate-200 p-3 text-sm">
          <p className="break-words font-semibold text-slate-900">{orNotAvailable(item.Model, notAvailable)}</p>
          <dl className="mt-1 space-y-0.5">{facts.map((fact) => field(fact.label, fact.value(item)))}</dl>
          <p className="mt-2">
            <CertificateLink item={item} />
          </p>
        </li>
      ))}
    </ul>
  );
}

function Pager({ page, pageCount, pagePath }: { page: number; pageCount: number; pagePath: string }) {
  const locale = useLocale();
  const words = usePortalWords().donorPage;
  return (
    <nav aria-label={words.pages} className="mt-4 flex items-center gap-4">
      {page > 1 ? <Link to={`${pagePath}?page=${page - 1}`}>{words.previousPage}</Link> : null}
      <span>{words.pageOf(formatCount(page, locale), formatCount(pageCount, locale))}</span>
      {page < pageCount ? <Link to={`${pagePath}?page=${page + 1}`}>{words.nextPage}</Link> : null}
    </nav>
  );
}
