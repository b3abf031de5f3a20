/**
 * Step 30's triggers (decision 118): the store itself gives `figures_version` a new random value in the statement
 * that writes any row a counted figure reads, whoever writes it (a staff move, a caseworker's attendance, a CRM
 * import or push, `data:copy`), so the impact pages' validator is new the moment such a change commits. A counter
 * added later adds one `countedTable` line to its own migration step.
 */

/** A table a figure counts: the columns it reads, and (SQLite) which of its rows count at all. */
export type CountedTable = { table: string; columns: readonly string[]; counts: (row: string) => string };

const quoted = (name: string) => `"${name}"`;

/** SQLite has row triggers: each fires only for a row that counts, or an update that changed a column read. */
export function sqliteFiguresTriggers({ table, columns, counts }: CountedTable): string {
  const bump = `INSERT INTO figures_version (id, version) VALUES (1, lower(hex(randomblob(12))))
       ON CONFLICT (id) DO UPDATE SET version = excluded.version;`;
  const changed = columns.map((column) => `OLD.${quoted(column)} IS NOT NEW.${quoted(column)}`).join(" OR ");
  const name = `figures_${table.toLowerCase()}`;
  return `CREATE TRIGGER ${name}_insert AFTER INSERT ON ${quoted(table)} WHEN ${counts("NEW")} BEGIN ${bump} END;
   CREATE TRIGGER ${name}_delete AFTER DELETE ON ${quoted(table)} WHEN ${counts("OLD")} BEGIN ${bump} END;
   CREATE TRIGGER ${name}_update AFTER UPDATE OF ${columns.map(quoted).join(", ")} ON ${quoted(table)}
     WHEN ${changed} BEGIN ${bump} END;`;
}

/** The function PostgreSQL's statement triggers run (one bump per statement, however many rows it wrote). */
export const postgresFiguresBump = `CREATE FUNCTION figures_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
     INSERT INTO figures_version (id, version) VALUES (1, replace(gen_random_uuid()::text, '-', ''))
       ON CONFLICT (id) DO UPDATE SET version = excluded.version;
     RETURN NULL; END $$;`;

/** PostgreSQL: a statement trigger on insert, delete or an update naming a column read. */
export function postgresFiguresTriggers({ table, columns }: CountedTable): string {
  return `CREATE TRIGGER figures_${table.toLowerCase()} AFTER INSERT OR DELETE OR UPDATE OF ${columns.map(quoted).join(", ")}
     ON ${quoted(table)} FOR EACH STATEMENT EXECUTE FUNCTION figures_version_bump();`;
}

/** What the figures of app/kits/figures/counters.server.ts read, table by table. */
export const countedTables: readonly CountedTable[] = [
  {
    table: "donations",
    columns: [
      "received_at",
      "received_laptops",
      "received_desktops",
      "received_monitors",
      "received_phones_tablets",
      "received_printers",
      "received_other_devices",
    ],
    counts: (row) => `${row}.received_at IS NOT NULL`,
  },
  {
    table: "Computer_Inventory",
    columns: ["Weight", "Date_Recycled"],
    counts: (row) => `${row}."Date_Recycled" IS NOT NULL`,
  },
  {
    table: "class_meetings",
    columns: ["attendance_taken_at"],
    counts: (row) => `${row}.attendance_taken_at IS NOT NULL`,
  },
  { table: "class_seats", columns: ["completed_at"], counts: (row) => `${row}.completed_at IS NOT NULL` },
  { table: "Partners", columns: ["Status"], counts: (row) => `${row}."Status" = 'Active'` },
  { table: "figure_baselines", columns: ["value", "since_year", "reason"], counts: () => "1" },
  {
    // Volunteer hours (decision 119): step 28 made the table before step 30's triggers.
    table: "volunteer_places",
    columns: ["attended", "minutes"],
    counts: (row) => `${row}.attended = 1`,
  },
];

/**
 * The stories /impact shows (decision 122), whose table step 33 makes: showing one, taking it off or changing its
 * words moves the same version, so the revalidated page never keeps an old story.
 */
export const storiesShown: CountedTable = {
  table: "stories",
  columns: ["on_impact_at", "shared_as", "first_name", "story"],
  counts: (row) => `${row}.on_impact_at IS NOT NULL`,
};

/**
 * The companies' leaderboard (decision 126), whose tables step 37 makes: a donor's choice to list their company, and
 * staff hiding an entry, move the same version as the counts do; so does a donor record's company or address
 * changing under a received donation (a CRM push renaming it), which moves its devices from one entry to another.
 */
export const leaderboardTables: readonly CountedTable[] = [
  {
    table: "company_listings",
    columns: ["email_key", "company_key", "listed"],
    counts: (row) => `${row}.listed = 1`,
  },
  { table: "company_listing_hidden", columns: ["company_key", "reason"], counts: () => "1" },
  {
    table: "Computer_Donors",
    columns: ["Company", "email_key"],
    counts: (row) =>
      `${row}."Company" IS NOT NULL AND EXISTS (SELECT 1 FROM donations
         WHERE donations.donor_record_id = ${row}.id AND donations.received_at IS NOT NULL)`,
  },
];
