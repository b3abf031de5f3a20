/**
 * Who chose to list which company on the leaderboard (issue 48 §3, decision 126): a device donor's choice for each
 * company their donations name, kept with who made it and when (off until they choose), and staff hiding an entry
 * that is not a real company name, with the reason. Each write is one statement in one transaction; the store's
 * triggers (migration 37) give the figures their new version in it, so the public leaderboard is never stale.
 */
import { changes, rows, sql, type Db } from "~/db/engine.server";
import { refuse } from "~/db/refusal.server";
import { inTransaction } from "~/db/transaction.server";
import { plainText } from "~/kits/forms/reading";
import { companyKey, companySpelling, MAX_HIDE_REASON } from "~/donations/leaderboard";

/** A company a donor's donations name, and what they chose for it. */
export type CompanyChoice = { key: string; company: string; listed: boolean; chosenAt: number | null };

/**
 * The companies the donations of these donor records (one donor's, as the portal's scope finds them) name, each once
 * by its key under the spelling first given, with the donor's choice; in the order given.
 */
export async function companiesNamed(db: Db, emailKey: string, donorRecordIds: string[]): Promise<CompanyChoice[]> {
  if (donorRecordIds.length === 0) return [];
  const named = await rows(
    db,
    sql<{ company: string }>`SELECT d."Company" AS company FROM "Computer_Donors" d
       JOIN donations x ON x.donor_record_id = d.id
       WHERE d.id IN (${sql.join(donorRecordIds)}) AND d."Company" IS NOT NULL ORDER BY x.requested_at, d.id`,
  );
  const chosen = await rows(
    db,
    sql<{ company_key: string; listed: number | string; chosen_at: number | string }>`SELECT company_key, listed,
       chosen_at FROM company_listings WHERE email_key = ${emailKey}`,
  );
  const choices = new Map(chosen.map((row) => [row.company_key, row]));
  const companies = new Map<string, CompanyChoice>();
  for (const { company } of named) {
    const key = companyKey(company);
    if (!key || companies.has(key)) continue;
    const choice = choices.get(key);
    companies.set(key, {
      key,
      company: companySpelling(company),
      listed: Number(choice?.listed ?? 0) === 1,
      chosenAt: choice ? Number(choice.chosen_at) : null,
    });
  }
  return [...companies.values()];
}

export type ListingChoices = {
  emailKey: string;
  donorRecordIds: string[];
  /** The champion choosing. */
  by: string;
  choices: readonly { key: string; listed: boolean }[];
};

/**
 * Keeps a donor's choices for companies their donations name, each with who chose it and when; a choice that is what
 * they had chosen already keeps its first day. A company they do not name (another's, or one a changed record no
 * longer names) refuses them all as not found, and nothing is kept. The companies whose choice changed, in order.
 */
export async function chooseListings(db: Db, asked: ListingChoices, now = Date.now()): Promise<CompanyChoice[]> {
  return inTransaction(db, async (trx) => {
    const named = new Map(
      (await companiesNamed(trx, asked.emailKey, asked.donorRecordIds)).map((company) => [company.key, company]),
    );
    const changed: CompanyChoice[] = [];
    for (const { key, listed } of asked.choices) {
      const company = named.get(key);
      if (!company) refuse(404, "not-named");
      if (company.chosenAt !== null && company.listed === listed) continue;
      await sql`INSERT INTO company_listings (email_key, company_key, company, listed, chosen_at, chosen_by)
         VALUES (${asked.emailKey}, ${key}, ${company.company}, ${listed ? 1 : 0}, ${now}, ${asked.by})
         ON CONFLICT (email_key, company_key) DO UPDATE SET company = excluded.company, listed = excluded.listed,
           chosen_at = excluded.chosen_at, chosen_by = excluded.chosen_by`.execute(trx);
      changed.push({ ...company, listed, chosenAt: now });
    }
    return changed;
  });
}

/** Every choice a donor made, newest first, for the staff page (the donor's address key and the champion who chose). */
export type ChoiceRow = {
  key: string;
  company: string;
  emailKey: string;
  listed: boolean;
  chosenAt: number;
  chosenBy: string;
};

export async function listingChoices(db: Db): Promise<ChoiceRow[]> {
  const found = await rows(
    db,
    sql<{
      company_key: string;
      company: string;
      email_key: string;
      listed: number | string;
      chosen_at: number | string;
      chosen_by: string;
    }>`SELECT * FROM company_listings ORDER BY chosen_at DESC, company_key, email_key`,
  );
  return found.map((row) => ({
    key: row.company_key,
    company: row.company,
    emailKey: row.email_key,
    listed: Number(row.listed) === 1,
    chosenAt: Number(row.chosen_at),
    chosenBy: row.chosen_by,
  }));
}

export type HiddenCompany = { key: string; company: string; reason: string; hiddenAt: number; hiddenBy: string };

/** The companies staff hid, by key. */
export async function hiddenCompanies(db: Db): Promise<Map<string, HiddenCompany>> {
  const found = await rows(
    db,
    sql<{ company_key: string; company: string; reason: string; hidden_at: number | string; hidden_by: string }>`
      SELECT * FROM company_listing_hidden ORDER BY company_key`,
  );
  return new Map(
    found.map((row) => [
      row.company_key,
      {
        key: row.company_key,
        company: row.company,
        reason: row.reason,
        hiddenAt: Number(row.hidden_at),
        hiddenBy: row.hidden_by,
      },
    ]),
  );
}

/** Staff hide a company's entry, whoever chose to list it; a reason is required. Hiding it again keeps the first. */
export async function hideCompany(db: Db, company: string, reasonTyped: string, staff: string, now = Date.now()) {
  const reason = plainText(reasonTyped, MAX_HIDE_REASON);
  if (!reason) refuse(400, `Say why, in at most ${MAX_HIDE_REASON} characters.`);
  const key = companyKey(company);
  if (!key) refuse(400, "Name the company to hide.");
  await sql`INSERT INTO company_listing_hidden (company_key, company, reason, hidden_at, hidden_by)
     VALUES (${key}, ${companySpelling(company)}, ${reason}, ${now}, ${staff}) ON CONFLICT (company_key) DO NOTHING`.execute(
    db,
  );
}

/** Staff show a hidden company's entry again (its donors' choices stand as they made them). */
export async function showCompany(db: Db, key: string): Promise<boolean> {
  return (await changes(db, sql`DELETE FROM company_listing_hidden WHERE company_key = ${key}`)) > 0;
}
