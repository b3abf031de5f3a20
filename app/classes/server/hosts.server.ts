/** The partners a class may be hosted by: the active ones, by name (what the staff form offers). */
import { rows, sql, type Db } from "~/db/engine.server";

export type Host = { id: string; name: string; address: string | null };

export async function activeHosts(db: Db): Promise<Host[]> {
  const found = await rows(
    db,
    sql<{ id: string; name: string | null; address: string | null }>`SELECT id, "Organization_Name" AS name,
        "Address" AS address FROM "Partners" WHERE "Status" = 'Active' ORDER BY "Organization_Name", id`,
  );
  return found.map((row) => ({ id: row.id, name: row.name ?? row.id, address: row.address }));
}
