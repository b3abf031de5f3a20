/**
 * Which applicants belong to a partner (decision 080, issue 35's addendum in decision 083): by id only. An
 * application on this site that chose a partner from the list keeps its id (`applications.partner_id`); an imported,
 * pushed or uploaded applicant, or one whose organisation was "not listed", is matched to a partner by the name they
 * gave once, as the record arrives (`partnerIdForName` in `app/kits/records/partnerNames.server.ts`, called by the record writer), and the id is kept in
 * `Contacts.partner_id`. A name a partner types later (a renewal, a new partner application) moves nobody.
 */
import { rows, sql, type Db } from "~/db/engine.server";
import { organizationKey } from "~/kits/records/partnerNames.server";

/** The lock a transaction that names or renames a partner holds, so two cannot both take one free name. */
export const PARTNER_NAMES_LOCK = "partner-names";

/** The contact ids of the partner's applicants, in id order. */
export async function applicantsOfPartner(db: Db, partnerId: string): Promise<string[]> {
  // The application's choice wins over the id the applicant's name was matched to.
  const found = await rows(
    db,
    sql<{ id: string }>`SELECT c.id FROM "Contacts" c LEFT JOIN applications a ON a.contact_id = c.id
       WHERE a.partner_id = ${partnerId} OR (a.partner_id IS NULL AND c.partner_id = ${partnerId})`,
  );
  return found.map((row) => row.id).sort();
}

/**
 * The other partners whose name is this one's (normalised as `organizationKey`), with their status: what refuses a
 * renewal or a partner application, and what staff see as a possible duplicate.
 */
export async function partnersNamed(
  db: Db,
  name: string,
  exceptId: string | null,
): Promise<{ id: string; name: string; status: string | null }[]> {
  const key = organizationKey(name);
  if (!key) return [];
  const partners = await rows(
    db,
    sql<{ id: string; name: string | null; status: string | null }>`SELECT id, "Organization_Name" AS name,
       "Status" AS status FROM "Partners"`,
  );
  return partners
    .filter((partner) => partner.id !== exceptId && partner.name && organizationKey(partner.name) === key)
    .map((partner) => ({ id: partner.id, name: partner.name!, status: partner.status }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}
