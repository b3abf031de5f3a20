import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { rowsById, StaffTable } from "~/kits/console/StaffTable";
import { staffMeta } from "~/kits/console/staffMeta";
import { CsvLink, QueueHeading } from "~/shield/staff/QueueHeading";
import { fulfilmentWords as words } from "~/shield/staff/words";

import { shipmentsLoader } from "~/shield/staff/shipmentsPage.server";
export const meta = staffMeta(words.shipmentsTitle);

export const loader = (args: LoaderFunctionArgs) => shipmentsLoader(args);

export default function StaffShieldShipments() {
  const { days } = useLoaderData<typeof loader>();
  return (
    <>
      <QueueHeading title={words.shipmentsTitle} />
      {days.length === 0 ? (
        <p className="mt-6">{words.noShipments}</p>
      ) : (
        <>
          <CsvLink href="/staff/shield/shipments.csv">{words.shipmentsCsv}</CsvLink>
          {days.map(({ day, shipments }) => (
            <section key={day} aria-labelledby={`day-${day}`} className="mt-6">
              <h2 id={`day-${day}`} className="text-xl font-bold">
                {day}
              </h2>
              <StaffTable
                label={`Shipped ${day}`}
                caption={`Orders shipped ${day}`}
                columns={["Order", "Subscriber", "Device", "Tracking", "SIM cards", "Active"]}
                rowHeader
                rows={rowsById(shipments, (s) => [
                  <Link key="id" to={`/staff/shield/${encodeURIComponent(s.id)}`} className="underline">
                    {s.number}
                  </Link>,
                  s.name,
                  s.device,
                  s.tracking,
                  s.sims,
                  s.active ? "Yes" : "No",
                ])}
              />
            </section>
          ))}
        </>
      )}
    </>
  );
}
