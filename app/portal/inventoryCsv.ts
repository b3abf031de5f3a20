/** The donor's CSV download: its file name and columns, each cell kept safe for spreadsheets (`neutraliseCell`). */
import { neutraliseCell } from "~/kits/documents/csvCell";

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

export function inventoryCsvRecord(item: InventoryCsvRow): string[] {
  return inventoryCsvColumns.map((column) => neutraliseCell(item[column]));
}
