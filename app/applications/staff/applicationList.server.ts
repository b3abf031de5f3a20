/**
 * The list of applicants (Contacts) the review starts from: how many are at each status, and the applicants at one
 * status, oldest first. Applications made on this site are ordered by when they were sent; applicants imported
 * from the CRM have no application row (and no such date) and come after them, by id.
 */
import { rows, sql, type Db } from "~/db/engine.server";
import { NO_STATUS } from "~/applications/staff/words";

export type ListedApplicant = {
  id: string;
  name: string | null;
  status: string | null;
  organization: string | null;
  laptops: string | null;
  desktops: string | null;
  tablets: string | null;
  number: string | null;
  submittedAt: number | null;
};

/** A status as the list filters it: the CRM's value, or NO_STATUS for a record without one. */
const statusKey = sql`COALESCE(TRIM("Status"), '')`;
const keyOf = (status: string) => (status === NO_STATUS ? "" : status);

/** How many applicants are at each status, by the status's value (NO_STATUS for none). */
export async function statusCounts(db: Db): Promise<Record<string, number>> {
  const found = await rows(
    db,
    sql<{ status: string; n: number }>`SELECT ${statusKey} AS status, COUNT(*) AS n FROM "Contacts"
       GROUP BY ${statusKey}`,
  );
  return Object.fromEntries(found.map((row) => [row.status === "" ? NO_STATUS : row.status, Number(row.n)]));
}

/** A page of the applicants at this status (a CRM value, or NO_STATUS), oldest first. */
export async function applicantsAt(
  db: Db,
  status: string,
  page: { offset: number; limit: number },
): Promise<ListedApplicant[]> {
  return rows(
    db,
    sql<ListedApplicant>`SELECT c.id, c."Full_Name" AS name, c."Status" AS status,
         c."Nominating_Organization" AS organization, c."Laptop_Quantity" AS laptops,
         c."Desktop_Quantity" AS desktops, c."Tablet_Quantity" AS tablets, a.number, a.submitted_at AS "submittedAt"
       FROM "Contacts" c LEFT JOIN applications a ON a.contact_id = c.id
       WHERE COALESCE(TRIM(c."Status"), '') = ${keyOf(status)}
       ORDER BY CASE WHEN a.submitted_at IS NULL THEN 1 ELSE 0 END, a.submitted_at, c.id
       LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}
