/**
 * Which applicants belong to a partner (decision 080): those whose application on this site chose it from the list
 * (`applications.partner_id`), and those whose `Nominating_Organization` is the partner's name, whatever its case and
 * surrounding or repeated spaces, as an import or a paper application wrote it. The partner portal lists them.
 */
import { rows, sql, type Db } from "~/db/engine.server";

/** A name as it is compared: spaces trimmed and runs of them made one, lower case. */
export const organizationKey = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

/** The contact ids of the partner's applicants, in id order; none for a partner that does not exist. */
export async function applicantsOfPartner(db: Db, partnerId: string): Promise<string[]> {
  const partner = await rows(
    db,
    sql<{ name: string | null }>`SELECT "Organization_Name" AS name FROM "Partners" WHERE id = ${partnerId}`,
  );
  if (partner.length === 0) return [];
  const key = partner[0]!.name ? organizationKey(partner[0]!.name) : null;
  // Names are compared here, not in SQL: LOWER() differs between the engines beyond ASCII, and SQL has no one way
  // to make runs of spaces one. Only contacts that name some organisation are read.
  const named = await rows(
    db,
    sql<{ id: string; organization: string | null; partner_id: string | null }>`SELECT c.id,
         c."Nominating_Organization" AS organization, a.partner_id
       FROM "Contacts" c LEFT JOIN applications a ON a.contact_id = c.id
       WHERE a.partner_id = ${partnerId}
          OR (c."Nominating_Organization" IS NOT NULL AND TRIM(c."Nominating_Organization") <> '')`,
  );
  return named
    .filter((row) =>
      row.partner_id !== null
        ? row.partner_id === partnerId
        : key !== null && row.organization !== null && organizationKey(row.organization) === key,
    )
    .map((row) => row.id)
    .sort();
}
