/**
 * The nominating organizations an applicant can choose from: the active partners (decision 080), by name. The
 * select's value is the partner's id, so the application records which partner it named even when two names differ
 * only in case; the name is what the CRM's `Nominating_Organization` keeps.
 */
import { rows, sql, type Db } from "~/db/engine.server";

export type NominatingOrganization = { id: string; name: string };

export async function nominatingOrganizations(db: Db): Promise<NominatingOrganization[]> {
  const found = await rows(
    db,
    sql<{ id: string; name: string }>`SELECT id, TRIM("Organization_Name") AS name FROM "Partners"
       WHERE "Status" = 'Active' AND "Organization_Name" IS NOT NULL AND TRIM("Organization_Name") <> ''`,
  );
  // Sorted here rather than by the database, so both engines order names alike ("a" beside "A", accents by letter).
  return found
    .map((row) => ({ id: row.id, name: row.name.replace(/\s+/g, " ") }))
    .sort((a, b) => a.name.localeCompare(b.name, "en") || a.id.localeCompare(b.id));
}
