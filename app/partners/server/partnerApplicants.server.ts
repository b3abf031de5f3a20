/**
 * Which applicants belong to a partner (decision 080, issue 35's addendum in decision 083): by id only. An
 * application on this site that chose a partner from the list keeps its id (`applications.partner_id`); an imported,
 * pushed or uploaded applicant, or one whose organisation was "not listed", is matched to a partner by the name they
 * gave once, as the record arrives (`partnerIdForName`, called by the record writer), and the id is kept in
 * `Contacts.partner_id`. A name a partner types later (a renewal, a new partner application) moves nobody.
 */
import { rows, sql, type Db } from "~/db/engine.server";

/**
 * A name as it is compared: letters and digits only, accents and case set aside, so "Hoboken  FAMILY center",
 * "hoboken family center." and "Hoboken-Family Center" are one name (punctuation, spaces and invisible characters
 * do not make a different organisation).
 */
export const organizationKey = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");

/** The lock a transaction that names or renames a partner holds, so two cannot both take one free name. */
export const PARTNER_NAMES_LOCK = "partner-names";

/** Every partner's id by its name's key: several ids where names collide (any status). */
export async function partnersByKey(db: Db): Promise<Map<string, { id: string; status: string | null }[]>> {
  const partners = await rows(
    db,
    sql<{ id: string; name: string | null; status: string | null }>`SELECT id, "Organization_Name" AS name,
       "Status" AS status FROM "Partners"`,
  );
  const byKey = new Map<string, { id: string; status: string | null }[]>();
  for (const partner of partners) {
    const key = partner.name ? organizationKey(partner.name) : "";
    if (!key) continue;
    byKey.set(key, [...(byKey.get(key) ?? []), { id: partner.id, status: partner.status }]);
  }
  return byKey;
}

/**
 * The partner an organisation's name means: the one partner of that name, or, where several share it (a declined
 * organisation that applied again), the one of them that is active; none otherwise.
 */
export function partnerIdForName(
  byKey: Map<string, { id: string; status: string | null }[]>,
  name: string | null | undefined,
): string | null {
  const key = name ? organizationKey(name) : "";
  const found = (key ? byKey.get(key) : undefined) ?? [];
  if (found.length === 1) return found[0]!.id;
  const active = found.filter((partner) => partner.status === "Active");
  return active.length === 1 ? active[0]!.id : null;
}

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
