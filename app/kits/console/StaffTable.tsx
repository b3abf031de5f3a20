import type { ReactNode } from "react";

/** A column heading; a numeric column is aligned right on a wide screen. */
export type StaffColumn = string | { label: string; numeric: true };

/** A numeric column's heading. */
export function numericColumn(label: string): StaffColumn {
  return { label, numeric: true };
}

/** One row: a cell per column, in the columns' order. */
export type StaffRow = { key: string | number; cells: ReactNode[] };

/** A row per item, keyed by the item's id, its cells in the columns' order. */
export function rowsById<T extends { id: string | number }>(items: readonly T[], cells: (item: T) => ReactNode[]) {
  return items.map((item): StaffRow => ({ key: item.id, cells: cells(item) }));
}

const labelOf = (column: StaffColumn) => (typeof column === "string" ? column : column.label);
const isNumeric = (column: StaffColumn) => typeof column !== "string";

// On a phone each row is a card and each cell a line that starts with its column's name, so nothing is wider than
// the screen and the page never scrolls sideways; from `sm` up it is an ordinary table.
const stackedTable = "max-sm:block";
const stackedRow = "max-sm:block max-sm:py-2";
const stackedCell =
  "max-sm:flex max-sm:gap-3 max-sm:py-1 max-sm:text-left max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:font-semibold max-sm:before:content-[attr(data-label)]";

/**
 * A table of the staff console, named `<label> table` for a screen reader; the caption is for screen readers too.
 * `rowHeader` makes each row's first cell the heading of its row.
 */
export function StaffTable(props: {
  label: string;
  caption: string;
  columns: StaffColumn[];
  rows: StaffRow[];
  rowHeader?: boolean;
  small?: boolean;
  className?: string;
  /** What stands instead of the table when there are no rows: a sentence saying so. */
  empty?: ReactNode;
}) {
  const { label, caption, columns, rows, rowHeader = false, small = false, className = "" } = props;
  if (rows.length === 0 && props.empty !== undefined) return <>{props.empty}</>;
  return (
    <div className={`${className} sm:overflow-x-auto`} tabIndex={0} role="region" aria-label={`${label} table`}>
      <table className={`min-w-full border-collapse text-left ${stackedTable} ${small ? "text-sm" : ""}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="max-sm:sr-only">
          <tr className="border-b border-slate-400">
            {columns.map((column) => (
              <th key={labelOf(column)} scope="col" className={`py-2 pr-4 ${isNumeric(column) ? "text-right" : ""}`}>
                {labelOf(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={stackedTable}>
          {rows.map((row) => (
            <tr key={row.key} className={`border-b border-slate-200 align-top ${stackedRow}`}>
              {row.cells.map((content, index) => {
                const column = columns[index]!;
                const className = `py-2 pr-4 ${isNumeric(column) ? "text-right" : ""} ${stackedCell}`;
                const inner = <div className="min-w-0 [overflow-wrap:anywhere]">{content}</div>;
                return rowHeader && index === 0 ? (
                  <th key={index} scope="row" data-label={labelOf(column)} className={`${className} font-medium`}>
                    {inner}
                  </th>
                ) : (
                  <td key={index} data-label={labelOf(column)} className={className}>
                    {inner}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
