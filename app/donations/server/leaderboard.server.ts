/**
 * The companies' leaderboard counted from the records (issue 48 §3, decision 126): the devices staff recorded as
 * received in donations, summed as the computers figure sums them, per donor address and company as the donor
 * record names it; then only the companies their donors chose to list, less those staff hid, ranked
 * (`~/donations/leaderboard`). Read after the figures' version, which every write here moves.
 */
import { rows, sql, type Db } from "~/db/engine.server";
import { receivedDevices } from "~/kits/figures/counters.server";
import { listingOf, rankCompanies, type CompanyDevices, type LeaderboardEntry } from "~/donations/leaderboard";
import { hiddenCompanies } from "./companyListings.server";

/** The devices received in each company's name, by donor address and the company as typed. */
async function companyDevices(db: Db): Promise<CompanyDevices[]> {
  const found = await rows(
    db,
    sql<{ email_key: string | null; company: string; devices: number | string | null }>`SELECT
         d.email_key AS email_key, d."Company" AS company, SUM(${receivedDevices}) AS devices
       FROM donations x JOIN "Computer_Donors" d ON d.id = x.donor_record_id
       WHERE x.received_at IS NOT NULL AND d."Company" IS NOT NULL
       GROUP BY d.email_key, d."Company"`,
  );
  return found.flatMap((row) =>
    row.email_key ? [{ emailKey: row.email_key, company: row.company, devices: Number(row.devices ?? 0) }] : [],
  );
}

/** The companies on the leaderboard, ranked. */
export async function companyLeaderboard(db: Db): Promise<LeaderboardEntry[]> {
  const listed = await rows(
    db,
    sql<{ email_key: string; company_key: string }>`SELECT email_key, company_key FROM company_listings
       WHERE listed = 1`,
  );
  const hidden = await hiddenCompanies(db);
  return rankCompanies(
    await companyDevices(db),
    new Set(listed.map((row) => listingOf(row.email_key, row.company_key))),
    new Set(hidden.keys()),
  );
}
