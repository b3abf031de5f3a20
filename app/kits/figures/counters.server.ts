/**
 * The impact figures, one declared counter each (issue 48 §1, decision 118): what the store counts for it, in the
 * order the pages show them. A new figure is one entry here, plus the `countedTable` line of
 * app/db/migrations/figuresTriggers.server.ts for the table it reads.
 */
import { sql, type RawBuilder } from "kysely";
import type { FigureId } from "./figureIds";

export type Counter = {
  id: FigureId;
  /** One row, `n`: the figure as this site's records hold it. */
  count: RawBuilder<{ n: number | string | null }>;
};

/**
 * The devices staff recorded as received in a row of `donations`, of every kind: what the computers figure sums, and
 * the companies' leaderboard too (decision 126), so the two count alike.
 */
export const receivedDevices = sql`(COALESCE(received_laptops, 0) + COALESCE(received_desktops, 0)
  + COALESCE(received_monitors, 0) + COALESCE(received_phones_tablets, 0) + COALESCE(received_printers, 0)
  + COALESCE(received_other_devices, 0))`;

export const counters: readonly Counter[] = [
  {
    // Every device staff recorded as received in a donation given on this site, of every kind.
    id: "computers",
    count: sql`SELECT SUM(${receivedDevices}) AS n FROM donations WHERE received_at IS NOT NULL`,
  },
  {
    // The weight the inventory (the CRM's Computer_Inventory) records for devices marked recycled; the site's own
    // donations record counts, not weights.
    id: "pounds",
    count: sql`SELECT SUM("Weight") AS n FROM "Computer_Inventory" WHERE "Date_Recycled" IS NOT NULL`,
  },
  {
    // A class session counts once a meeting of it has had its attendance taken: it was held.
    id: "classes",
    count: sql`SELECT COUNT(DISTINCT session_id) AS n FROM class_meetings WHERE attendance_taken_at IS NOT NULL`,
  },
  {
    // A completion that stands (attendance taken back takes it away).
    id: "students",
    count: sql`SELECT COUNT(*) AS n FROM class_seats WHERE completed_at IS NOT NULL`,
  },
  {
    id: "partners",
    count: sql`SELECT COUNT(*) AS n FROM "Partners" WHERE "Status" = 'Active'`,
  },
  {
    // Every attended volunteer place's minutes (staff's corrections included), in whole hours.
    id: "volunteerHours",
    count: sql`SELECT SUM(minutes) / 60 AS n FROM volunteer_places WHERE attended = 1`,
  },
];
