/**
 * The waivers signed (issue 49 §1): one a year per person (their email key, or `tel:` and their number), kept with
 * who signed, for whom, whether a parent or guardian signed, the text's version and the time. A person whose
 * waiver of this year is on file signs nothing more; a new version of the text asks everyone again.
 */
import { firstRow, rows, sql, type Db } from "~/db/engine.server";
import type { Signature } from "~/volunteering/waiver";

export type SignedWaiver = Signature & { version: string; signedAt: number; year: number };

/** The person's waiver of `year` in `version`, if they signed it. */
export async function waiverOf(db: Db, personKey: string, year: number, version: string): Promise<SignedWaiver | null> {
  const row = await firstRow(
    db,
    sql<{ signed_for: string; signed_by: string; by_guardian: number | string; signed_at: number | string }>`
      SELECT signed_for, signed_by, by_guardian, signed_at FROM volunteer_waivers
      WHERE person_key = ${personKey} AND year = ${year} AND text_version = ${version}
      ORDER BY id DESC LIMIT 1`,
  );
  return row
    ? {
        signedFor: row.signed_for,
        signedBy: row.signed_by,
        byGuardian: Number(row.by_guardian) === 1,
        version,
        signedAt: Number(row.signed_at),
        year,
      }
    : null;
}

/** Keeps a signature, in the transaction of the sign-up it comes with. */
export async function keepWaiver(
  trx: Db,
  personKey: string,
  signature: Signature,
  kept: { year: number; version: string; now: number },
): Promise<void> {
  await sql`INSERT INTO volunteer_waivers (person_key, year, signed_for, signed_by, by_guardian, text_version, signed_at)
    VALUES (${personKey}, ${kept.year}, ${signature.signedFor}, ${signature.signedBy}, ${signature.byGuardian ? 1 : 0},
      ${kept.version}, ${kept.now})`.execute(trx);
}

/** Every waiver the person signed, the latest first (the portal shows who signed, for whom, the version and when). */
export async function waiversOf(db: Db, personKey: string): Promise<SignedWaiver[]> {
  const found = await rows(
    db,
    sql<{
      signed_for: string;
      signed_by: string;
      by_guardian: number | string;
      text_version: string;
      signed_at: number | string;
      year: number | string;
    }>`SELECT signed_for, signed_by, by_guardian, text_version, signed_at, year FROM volunteer_waivers
      WHERE person_key = ${personKey} ORDER BY signed_at DESC, id DESC LIMIT 20`,
  );
  return found.map((row) => ({
    signedFor: row.signed_for,
    signedBy: row.signed_by,
    byGuardian: Number(row.by_guardian) === 1,
    version: row.text_version,
    signedAt: Number(row.signed_at),
    year: Number(row.year),
  }));
}
