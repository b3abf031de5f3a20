/**
 * A partner organisation as an applicant names it (decision 083): the name compared without case, spaces,
 * punctuation or look-alike letters (decision 106), and the one partner it means. The record writer links an arriving applicant with it once; the
 * partners wing refuses a name another partner has with the same key.
 */
import unhomoglyph from "unhomoglyph";
import { rows, sql, type Db } from "~/db/engine.server";

const withoutAccents = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "");

/**
 * A name as it is compared: letters and digits only, accents and case set aside, so "Hoboken  FAMILY center",
 * "hoboken family center." and "Hoboken-Family Center" are one name (punctuation, spaces and invisible characters
 * do not make a different organisation); and by how it looks, each character replaced by the one Unicode's
 * confusables data says it is read as (the skeleton of Unicode TR 39, from the `unhomoglyph` package), so a
 * Cyrillic "о" for a Latin "o", "rn" for "m" or "0" for "O" does not make another name either (issue 45).
 */
export const organizationKey = (name: string) =>
  withoutAccents(unhomoglyph(withoutAccents(name).toLowerCase()))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");

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
