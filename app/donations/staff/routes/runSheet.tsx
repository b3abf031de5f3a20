import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { donorLine, runSheetPath } from "~/donations/staff/DonationsTable";
import { Facts } from "~/kits/console/Facts";
import { StaffNotice } from "~/kits/console/StaffNotice";
import { staffPages } from "~/config/routes";
import { addressLine } from "~/donations/answers";
import type { StaffDonation } from "~/donations/staff/donationList.server";
import { devicesInWords, staffDay, windowWords } from "~/donations/staff/words";
import { staffMeta } from "~/kits/console/staffMeta";
import { runSheetLoader } from "~/donations/staff/runSheetPage.server";
import { Button } from "~/components/Button";
import type { Collection } from "~/kits/collections/collectionsOn.server";

export const meta = staffMeta(staffPages.runSheet.title);

export const loader = (args: LoaderFunctionArgs) => runSheetLoader(args);

const linkClass = "font-semibold text-brand-dark underline";

/**
 * The driver's run sheet: printed from the browser, it carries only the day's pickups (the console's header, the
 * links between days and the day chooser are left off the paper).
 */
export default function RunSheet() {
  const { sheet, today } = useLoaderData<typeof loader>();
  const title = sheet.ok && sheet.date ? `Run sheet: ${staffDay(sheet.date)}` : "Run sheet";
  const count = sheet.ok ? sheet.windows.reduce((sum, window) => sum + window.pickups.length, 0) : 0;
  return (
    <>
      <p className="print:hidden">
        <Link to={staffPages.donations.path} className={linkClass}>
          All donations
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold print:mt-0">{title}</h1>
      {!sheet.ok ? <StaffNotice tone="problem">{sheet.problem}</StaffNotice> : null}
      {sheet.ok && sheet.date === null ? (
        <p className="mt-4">No pickup is booked from today ({staffDay(today)}) on.</p>
      ) : null}
      {sheet.ok && sheet.date ? (
        <>
          <p className="mt-2 text-lg">
            {count === 0 ? "No pickup is booked for this day." : `${count} ${count === 1 ? "pickup" : "pickups"}.`}{" "}
            <span className="print:hidden">Print this page from the browser: only the pickups are printed.</span>
          </p>
          <nav aria-label="Days with pickups" className="mt-4 flex flex-wrap gap-x-6 gap-y-2 print:hidden">
            {sheet.previous ? (
              <Link to={runSheetPath(sheet.previous)} className={linkClass}>
                Previous day with pickups: {staffDay(sheet.previous)}
              </Link>
            ) : (
              <span>No earlier day with pickups</span>
            )}
            {sheet.next ? (
              <Link to={runSheetPath(sheet.next)} className={linkClass}>
                Next day with pickups: {staffDay(sheet.next)}
              </Link>
            ) : (
              <span>No later day with pickups</span>
            )}
          </nav>
          {sheet.windows.map(({ window, pickups }) => (
            <section key={window} aria-labelledby={`window-${window}`} className="mt-8">
              <h2 id={`window-${window}`} className="border-b-2 border-slate-900 text-2xl font-bold">
                {windowWords[window]}: {pickups.length} {pickups.length === 1 ? "pickup" : "pickups"}
              </h2>
              {pickups.length === 0 ? <p className="mt-3">None.</p> : null}
              <ol className="mt-2">
                {pickups.map((pickup) => (
                  <RunSheetStop key={pickup.reference} pickup={pickup} />
                ))}
              </ol>
            </section>
          ))}
          <Collections collections={sheet.collections} />
        </>
      ) : null}
      <Form method="get" className="mt-10 flex flex-wrap items-end gap-3 print:hidden">
        <div>
          <label htmlFor="run-sheet-date" className="block font-semibold">
            Another day
          </label>
          <input
            id="run-sheet-date"
            name="date"
            type="date"
            defaultValue={sheet.ok && sheet.date ? sheet.date : today}
            className="rounded-lg border border-slate-500 px-3 py-2"
          />
        </div>
        <Button size="medium">Show its run sheet</Button>
      </Form>
    </>
  );
}

/** Partners collecting devices at the warehouse that day (decision 121), by window. */
function Collections({ collections }: { collections: Collection[] }) {
  return (
    <section aria-labelledby="collections" className="mt-8">
      <h2 id="collections" className="border-b-2 border-slate-900 text-2xl font-bold">
        Collections by partners: {collections.length}
      </h2>
      {collections.length === 0 ? <p className="mt-3">None.</p> : null}
      <ol className="mt-2">
        {collections.map((collection) => (
          <li key={collection.id} className="break-inside-avoid border-b border-slate-300 py-4">
            <h3 className="text-lg font-bold">
              {windowWords[collection.window]}: {collection.partner}, {collection.programme}
            </h3>
            <Facts
              className="mt-2"
              facts={[
                ["Devices", String(collection.devices)],
                ["Asked by", collection.caseworker],
              ]}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One stop: what the driver needs at the door. */
function RunSheetStop({ pickup }: { pickup: StaffDonation }) {
  const place = pickup.place;
  return (
    <li className="break-inside-avoid border-b border-slate-300 py-4">
      <h3 className="text-lg font-bold">
        <span className="font-mono">{pickup.reference}</span>: {donorLine(pickup)}
      </h3>
      <Facts
        className="mt-2"
        facts={[
          ["Phone", pickup.donor.phone],
          ["Address", place ? addressLine(place) : null],
          ["Notes", place?.notes ? <span className="whitespace-pre-line">{place.notes}</span> : "None"],
          ["Devices", devicesInWords(pickup.devices)],
        ]}
      />
    </li>
  );
}
