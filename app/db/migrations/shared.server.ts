/** What the numbered steps of both engines share: the text a sent sign-in email keeps, and step 18's figure SQL. */

/** What a sent sign-in email's stored text and HTML become: the link it carried is not kept (the outbox writes it; step 10 rewrote what older stores had sent). */
export const SENT_LINK_REMOVED = "(The sign-in link in this email was removed from the store after sending.)";

/** A text as an SQL string literal's contents. */
export const sqlText = (text: string) => text.replace(/'/g, "''");

/**
 * Step 18's summary of each donor's devices (decision 091), one row per donor id, day received and kind: what the
 * donor's pages show is summed over these few rows instead of over every device. The same expressions serve both
 * engines: `figuresOf(r)` are one device's contributions (r a row: SQLite's NEW or OLD), summed per group for a set of
 * rows (PostgreSQL's rows changed by a statement). An empty day or kind is kept as '' (a key column is never NULL).
 */
export const FIGURE_COLUMNS =
  "donor_id, date_added, computer_type, items, weight, weighed, given, recycled, certified, landfill";
export const figureKey = (r: string) => [
  `${r}."Donor_ID"`,
  `COALESCE(${r}."Date_Added", '')`,
  `COALESCE(${r}."Computer_Type", '')`,
];
export const figuresOf = (r: string) => [
  `COALESCE(${r}."Weight", 0)`,
  `CASE WHEN ${r}."Weight" IS NOT NULL THEN 1 ELSE 0 END`,
  `CASE WHEN ${r}."Recipient" IS NOT NULL THEN 1 ELSE 0 END`,
  `CASE WHEN ${r}."Date_Recycled" IS NOT NULL THEN 1 ELSE 0 END`,
  `CASE WHEN ${r}."Date_Destroyed" IS NOT NULL OR ${r}."Destruction_Type" = 'No Drive' THEN 1 ELSE 0 END`,
  `CASE WHEN ${r}."Recipient" IS NOT NULL OR ${r}."Date_Recycled" IS NOT NULL THEN COALESCE(${r}."Weight", 0) ELSE 0 END`,
];
export const FIGURE_SUMS = ["items", "weight", "weighed", "given", "recycled", "certified", "landfill"];
/** Every figure of the donor's groups in `source` (rows aliased r), summed per group. */
export const groupedFigures = (source: string) =>
  `SELECT ${figureKey("r").join(", ")}, COUNT(*), ${figuresOf("r")
    .map((figure) => `SUM(${figure})`)
    .join(", ")}
   FROM ${source} WHERE r."Donor_ID" IS NOT NULL GROUP BY 1, 2, 3`;
// SQLite's triggers name the table itself rather than an alias: a trigger whose upsert names an alias fails when
// SQLite checks the schema again (an ALTER TABLE ... DROP COLUMN of any table).
export const addFigures = (rowsOf: string, f = "f") =>
  `INSERT INTO donor_figures${f === "f" ? " AS f" : ""} (${FIGURE_COLUMNS}) ${rowsOf}
   ON CONFLICT (donor_id, date_added, computer_type) DO UPDATE SET
   ${FIGURE_SUMS.map((column) => `${column} = ${f}.${column} + excluded.${column}`).join(", ")};`;
export const sameGroup = (r: string, f = "f") =>
  `${f}.donor_id = ${figureKey(r)[0]} AND ${f}.date_added = ${figureKey(r)[1]} AND ${f}.computer_type = ${figureKey(r)[2]}`;

/** Text as SQLite compares it, byte by byte (UTF-8 bytes sort as code points), whatever the database's locale. */
export const POSTGRES_TEXT = `TEXT COLLATE "C"`;
