import type { ReactNode } from "react";

/** A column heading; a numeric column is aligned right, its cells too (`numericCell`). */
export type StaffColumn = string | { label: string; numeric: true };

/** A numeric column's heading. */
export function numericColumn(label: string): StaffColumn {
  return { label, numeric: true };
}

export const cell = "py-2 pr-4";
export const numericCell = "py-2 pr-4 text-right";

/**
 * A table of the staff console: on a phone it scrolls sideways inside a region a keyboard can focus and scroll,
 * named `<label> table`; the caption is for screen readers. The rows are the caller's.
 */
export function StaffTable(props: { label: string; caption: string; columns: StaffColumn[]; small?: boolean; className?: string; children: ReactNode }) {
  const { label, caption, columns, small = false, className = "", children } = props;
  return (
    <div className={`${className} overflow-x-auto`} tabIndex={0} role="region" aria-label={`${label} table`}>
      <table className={`min-w-full border-collapse text-left ${small ? "text-sm" : ""}`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-400">
            {columns.map((column) =>
              typeof column === "string" ? (
                <th key={column} scope="col" className={cell}>{column}</th>
              ) : (
                <th key={column.label} scope="col" className={numericCell}>{column.label}</th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
