/**
 * The device collections booked on a day (decision 121): a partner's request fulfilled, its devices set aside, not
 * yet collected. The partners wing writes them; the run sheet reads them here.
 */
import { rows, sql, type Db } from "~/db/engine.server";

export type Collection = {
  id: string;
  window: "morning" | "afternoon";
  partner: string;
  programme: string;
  caseworker: string;
  devices: number;
};

export async function collectionsOn(db: Db, day: string): Promise<Collection[]> {
  const found = await rows(
    db,
    sql<{
      id: string;
      window: string;
      partner: string | null;
      programme: string;
      caseworker: string;
      n: number | string;
    }>`
      SELECT r.id, r.collection_window AS window, p."Organization_Name" AS partner, r.programme_name AS programme,
        r.requested_by AS caseworker, (SELECT COUNT(*) FROM device_request_items d WHERE d.request_id = r.id) AS n
      FROM device_requests r LEFT JOIN "Partners" p ON p.id = r.partner_id
      WHERE r.collection_day = ${day} AND r.state = 'fulfilled'
      ORDER BY r.collection_window DESC, r.id`,
  );
  return found.map((row) => ({
    id: row.id,
    window: row.window === "afternoon" ? "afternoon" : "morning",
    partner: row.partner ?? "",
    programme: row.programme,
    caseworker: row.caseworker,
    devices: Number(row.n),
  }));
}
