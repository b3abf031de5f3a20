/** The donor's CSV download: its file name, columns and the cell rule that keeps spreadsheets safe. */

export const inventoryCsvFileName = "donated_computers.csv";

export const inventoryCsvColumns = [
  "Model",
  "Computer_Type",
  "Date_Added",
  "Date_Donated",
  "Date_Recycled",
  "Weight",
] as const;

export type InventoryCsvRow = Record<(typeof inventoryCsvColumns)[number], string | number | null>;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab / carriage return before one) as a formula,
 * so such a cell gets a leading apostrophe and is shown as text. Numbers we write ourselves stay numbers.
 */
export function neutraliseCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function inventoryCsvRecord(item: InventoryCsvRow): string[] {
  return inventoryCsvColumns.map((column) => neutraliseCell(item[column]));
}
