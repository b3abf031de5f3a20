/**
 * The nominating organizations an applicant can choose from: those the CRM's applicant records already name (any
 * case and spacing, shown as most often written), until partner records of their own exist (issue 27).
 */
import { rows, sql, type Db } from "~/server/db/engine.server";

export async function nominatingOrganizations(db: Db): Promise<string[]> {
  const found = await rows(
    db,
    sql<{ name: string; n: number }>`SELECT TRIM("Nominating_Organization") AS name, COUNT(*) AS n FROM "Contacts"
       WHERE "Nominating_Organization" IS NOT NULL AND TRIM("Nominating_Organization") <> ''
       GROUP BY TRIM("Nominating_Organization")`,
  );
  const byKey = new Map<string, { name: string; n: number }>();
  for (const row of found) {
    const key = row.name.replace(/\s+/g, " ").toLowerCase();
    const seen = byKey.get(key);
    if (!seen || row.n > seen.n) byKey.set(key, { name: row.name.replace(/\s+/g, " "), n: row.n + (seen?.n ?? 0) });
  }
  return [...byKey.values()].map((entry) => entry.name).sort((a, b) => a.localeCompare(b, "en"));
}
