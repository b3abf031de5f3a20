/**
 * The staff console's partner organisations (`/staff/partners`): how many at each status, the partners at one,
 * and one partner's file, with what its application on this site gave (never shown outside the console).
 */
import { partnersNamed } from "~/partners/server/partnerApplicants.server";
import { partnerStatuses, type PartnerStatus } from "~/kits/records/partnerRegions";
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import { Partners, recordFromRow, type Partner } from "~/kits/records/schema.server";

/** Partners at the statuses of the list; a record without one (an import left it empty) is counted apart. */
export const NO_PARTNER_STATUS = "";

export async function partnerStatusCounts(db: Db): Promise<Record<string, number>> {
  const found = await rows(
    db,
    sql<{ status: string | null; n: number }>`SELECT "Status" AS status, COUNT(*) AS n FROM "Partners"
       GROUP BY "Status"`,
  );
  const counts: Record<string, number> = {};
  for (const row of found) {
    const key = row.status ?? NO_PARTNER_STATUS;
    counts[key] = (counts[key] ?? 0) + Number(row.n);
  }
  return counts;
}

export type ListedPartner = {
  id: string;
  name: string | null;
  region: string | null;
  cycle: string | null;
  submittedAt: number | null;
};

/** The partners at a status: applications sent on this site first, oldest first; then the CRM's, by id. */
export async function partnersAt(db: Db, status: PartnerStatus | typeof NO_PARTNER_STATUS): Promise<ListedPartner[]> {
  const where = status === NO_PARTNER_STATUS ? sql`p."Status" IS NULL` : sql`p."Status" = ${status}`;
  const found = await rows(
    db,
    sql<{ id: string; name: string | null; region: string | null; cycle: string | null; submitted_at: number | null }>`
      SELECT p.id, p."Organization_Name" AS name, p."Region" AS region, p."Cycle" AS cycle, a.submitted_at
      FROM "Partners" p LEFT JOIN partner_applications a ON a.partner_id = p.id
      WHERE ${where}
      ORDER BY CASE WHEN a.submitted_at IS NULL THEN 1 ELSE 0 END, a.submitted_at, p.id`,
  );
  return found.map((row) => ({
    id: row.id,
    name: row.name,
    region: row.region,
    cycle: row.cycle,
    submittedAt: row.submitted_at === null ? null : Number(row.submitted_at),
  }));
}

export type PartnerApplicationRow = {
  ein: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  services: string;
  distribution: string;
  locale: string;
  submitted_at: number;
  decided_at: number | null;
  decided_by: string | null;
  decline_reason: string | null;
};

export type PartnerFile = {
  partner: Partner;
  application: PartnerApplicationRow | null;
  /** The other partners of the same name (case, spaces and punctuation aside): a possible duplicate (decision 083). */
  sameName: { id: string; name: string; status: string | null }[];
};

export async function partnerFile(db: Db, id: string): Promise<PartnerFile | null> {
  const row = await firstRow(
    db,
    sql<Record<string, unknown>>`SELECT ${sql.raw(Partners.selectList)} FROM "Partners" WHERE id = ${id}`,
  );
  if (!row) return null;
  const application = await firstRow(
    db,
    sql<PartnerApplicationRow>`SELECT ein, contact_name, contact_email, contact_phone, services, distribution, locale,
         submitted_at, decided_at, decided_by, decline_reason
       FROM partner_applications WHERE partner_id = ${id}`,
  );
  const partner = recordFromRow(Partners, row);
  const sameName = partner.Organization_Name ? await partnersNamed(db, partner.Organization_Name, id) : [];
  return { partner, application: application ?? null, sameName };
}

export const listedStatuses: readonly string[] = [...partnerStatuses, NO_PARTNER_STATUS];
