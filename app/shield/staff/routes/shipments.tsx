import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { rowsById, StaffTable } from "~/kits/console/StaffTable";
import { db } from "~/db/serverStore.server";
import { requireStaff } from "~/kits/console/staffAccess.server";
import { staffMeta } from "~/kits/console/staffMeta";
import { CsvLink, QueueHeading } from "~/shield/staff/QueueHeading";
import { recentShipments } from "~/shield/staff/fulfilment.server";
import { fulfilmentWords as words } from "~/shield/staff/words";
import { orderRow } from "~/shield/staff/orderNumber";

export const meta = staffMeta(words.shipmentsTitle);

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const shipments = await recentShipments(db());
  // By date, newest first: one table per day shipped.
  const days = new Map<string, typeof shipments>();
  for (const shipment of shipments) {
    const day = shipment.Shipped_At ?? "Day not known";
    days.set(day, [...(days.get(day) ?? []), shipment]);
  }
  return {
    days: [...days].map(([day, list]) => ({
      day,
      shipments: list.map((s) => ({
        ...orderRow(s),
        device: s.Device_Type,
        tracking: s.Tracking_Number,
        sims: s.ICCIDs.length,
        active: s.Active_On_Carrier === "Yes",
      })),
    })),
  };
}

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
