/**
 * The companies' leaderboard toward one million computers (issue 48 §3, decision 126), its pure rules: which typed
 * company names are one company, and how the devices received in their names become ranked entries. Each donor's
 * choice covers the donations of their own address only: a colleague's donations in the same company's name count
 * toward its entry once that colleague has chosen so too.
 */

/** The goal the leaderboard counts toward. */
export const GOAL_COMPUTERS = 1_000_000;

/** The longest reason staff keep for hiding a company: a short sentence. */
export const MAX_HIDE_REASON = 200;

/**
 * The key a company name is known by: the same name typed with other spaces or capitals is the same company
 * ("Acme  corp " and "ACME Corp"); anything else ("Acme Corp." or "Acme Corporation") is another, which staff may hide.
 */
export function companyKey(name: string): string {
  return name.normalize("NFKC").trim().replace(/\s+/g, " ").toLowerCase();
}

/** A company name as shown: as typed, its spaces tidied. */
export const companySpelling = (name: string) => name.trim().replace(/\s+/g, " ");

/** Devices received in donations whose donor record (of this address) names this company as typed. */
export type CompanyDevices = { emailKey: string; company: string; devices: number };

export type LeaderboardEntry = {
  /** 1 for the most devices; companies with as many share a rank (1, 2, 2, 4). */
  rank: number;
  /** The spelling most of its counted devices were given under (the first in order, on a tie). */
  company: string;
  devices: number;
};

/**
 * The entries: the devices of each (address, company) a donor chose to list, grouped by company, the companies staff
 * hid left out, and those with no device received yet too; most devices first, then by name.
 */
export function rankCompanies(
  given: readonly CompanyDevices[],
  listed: ReadonlySet<string>,
  hidden: ReadonlySet<string>,
): LeaderboardEntry[] {
  const byKey = new Map<string, { devices: number; spellings: Map<string, number> }>();
  for (const row of given) {
    const key = companyKey(row.company);
    if (!key || hidden.has(key) || !listed.has(listingOf(row.emailKey, key)) || row.devices <= 0) continue;
    const entry = byKey.get(key) ?? { devices: 0, spellings: new Map<string, number>() };
    entry.devices += row.devices;
    const spelling = companySpelling(row.company);
    entry.spellings.set(spelling, (entry.spellings.get(spelling) ?? 0) + row.devices);
    byKey.set(key, entry);
  }
  const entries = [...byKey.values()]
    .map(({ devices, spellings }) => ({ devices, company: mostUsed(spellings) }))
    .sort((a, b) => b.devices - a.devices || a.company.localeCompare(b.company, "en"));
  let rank = 0;
  return entries.map((entry, index) => {
    if (index === 0 || entries[index - 1]!.devices !== entry.devices) rank = index + 1;
    return { rank, ...entry };
  });
}

/** One donor's choice for one company, as a set's member. */
export const listingOf = (emailKey: string, key: string) => `${emailKey}\u0000${key}`;

function mostUsed(spellings: Map<string, number>): string {
  return [...spellings].sort(([a, m], [b, n]) => n - m || a.localeCompare(b, "en"))[0]![0];
}
