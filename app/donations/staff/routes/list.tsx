import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { DonationsTable, PickupsTable, runSheetPath } from "~/donations/staff/DonationsTable";
import { StaffFilters } from "~/kits/console/StaffFilters";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { StaffPager } from "~/kits/console/StaffPager";
import { staffPages } from "~/config/routes";
import { type StaffDonation } from "~/donations/staff/donationList.server";
import { staffDay } from "~/donations/staff/words";
import { staffMeta } from "~/kits/console/staffMeta";
import { staffDonationsLoader, type Found } from "~/donations/staff/donationListPage.server";
import { Button } from "~/components/Button";

export const meta = staffMeta(staffPages.donations.title);

export const loader = (args: LoaderFunctionArgs) => staffDonationsLoader(args);

const stateHref = (value: string | null, page = 1) =>
  value === null
    ? staffPages.donations.path
    : `${staffPages.donations.path}?state=${encodeURIComponent(value)}${page > 1 ? `&page=${page}` : ""}`;

const linkClass = "font-semibold text-brand-dark underline";

export default function StaffDonations() {
  const { states, total, chosen, groups, upcoming, page, pageCount, found, problem } = useLoaderData<typeof loader>();
  const all = chosen === null;
  return (
    <>
      <h1 className="text-3xl font-bold">Donations</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Devices given on this site, by state, the longest in a state first. Open a donation to book its pickup, mark it
        picked up or dropped off, or count what arrived. Each move emails the donor, in their language.
      </p>
      <FindByReference found={found} />
      <StaffFilters name="States" filters={states} total={total} chosen={chosen} href={(value) => stateHref(value)} />
      {problem ? <StaffNotice tone="problem">{problem}</StaffNotice> : null}
      {upcoming ? <UpcomingPickups pickups={upcoming.pickups} count={upcoming.count} /> : null}
      {!problem && all && groups.length === 0 ? <p className="mt-6">Nobody has given devices yet.</p> : null}
      {groups.map((group, index) => (
        <section key={group.value} aria-labelledby={`state-${index}`} className="mt-10">
          <h2 id={`state-${index}`} className="text-xl font-bold">
            {group.label} ({group.count})
          </h2>
          <p className="text-sm text-slate-700">{group.about}</p>
          {group.count === 0 ? (
            <p className="mt-3">No donation is in this state.</p>
          ) : (
            <DonationsTable label={group.label} state={group.value} donations={group.donations} />
          )}
          {all && group.count > group.donations.length ? (
            <p className="mt-3">
              <Link to={stateHref(group.value)} className={linkClass}>
                See all {group.count}
                <span className="sr-only"> {group.label}</span>
              </Link>
            </p>
          ) : null}
        </section>
      ))}
      {all ? null : <StaffPager page={page} pageCount={pageCount} href={(to) => stateHref(chosen, to)} />}
    </>
  );
}

/**
 * A text field a barcode or QR scanner can type into (it types the reference and presses Enter): the reference
 * with or without its dash, in any case. A GET form: finding changes nothing, so it needs no token.
 */
function FindByReference({ found }: { found: Found }) {
  return (
    <section aria-labelledby="find" className="mt-6 max-w-3xl rounded-lg border border-slate-300 p-4">
      <h2 id="find" className="text-xl font-bold">
        Find a donation by its reference
      </h2>
      <Form method="get" className="mt-3">
        <label htmlFor="find-reference" className="block font-semibold">
          Reference
        </label>
        <p id="find-hint" className="text-sm text-slate-700">
          Scan the QR code of the drop-off pass or the box label, or type the reference, such as K7MQ-4X2P.
        </p>
        {found ? (
          <p id="find-error" className="mt-1 font-semibold text-red-800">
            {found.problem}
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap gap-3">
          <input
            id="find-reference"
            name="find"
            type="text"
            defaultValue={found?.typed ?? ""}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={100}
            aria-describedby={found ? "find-hint find-error" : "find-hint"}
            aria-invalid={found ? true : undefined}
            className="w-48 rounded-lg border border-slate-500 px-3 py-2 font-mono uppercase"
          />
          <Button size="medium">Find</Button>
        </div>
      </Form>
    </section>
  );
}

/** The pickups booked from today on, by day, each day with its run sheet. */
function UpcomingPickups({ pickups, count }: { pickups: StaffDonation[]; count: number }) {
  const days = [...new Set(pickups.map((pickup) => pickup.pickup!.date))];
  return (
    <section aria-labelledby="upcoming" className="mt-10">
      <h2 id="upcoming" className="text-xl font-bold">
        Upcoming pickups ({count})
      </h2>
      <p className="text-sm text-slate-700">
        Booked from today on, the soonest first
        {count > pickups.length ? `; the first ${pickups.length} of ${count}` : ""}.{" "}
        <Link to={runSheetPath()} className={linkClass}>
          The next run sheet
        </Link>
      </p>
      {days.length === 0 ? <p className="mt-3">No pickup is booked from today on.</p> : null}
      {days.map((day) => (
        <div key={day} className="mt-6">
          <h3 className="text-lg font-bold">{staffDay(day)}</h3>
          <p>
            <Link to={runSheetPath(day)} className={linkClass}>
              Run sheet<span className="sr-only"> for {staffDay(day)}</span>
            </Link>
          </p>
          <PickupsTable label={staffDay(day)} pickups={pickups.filter((pickup) => pickup.pickup!.date === day)} />
        </div>
      ))}
    </section>
  );
}

/** A state of the list, as the applications' list shows them: a button-sized link, the current one marked. */
