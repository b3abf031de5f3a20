import type { ReactNode } from "react";

/**
 * The income limit by household size, one row a size: the table the application's eligibility figures and Shield's
 * eligibility both show, each with its own caption and figures (the application's percent, Shield's programme rule).
 */
export function IncomeLimitTable({
  className,
  testId,
  caption,
  captionClassName,
  sizeHeading,
  limitHeading,
  rows,
}: {
  className: string;
  testId?: string;
  caption: ReactNode;
  captionClassName: string;
  sizeHeading: string;
  limitHeading: string;
  rows: readonly { size: string; limit: string }[];
}) {
  return (
    <table className={className} data-testid={testId}>
      <caption className={captionClassName}>{caption}</caption>
      <thead>
        <tr className="border-b-2 border-slate-400">
          {[sizeHeading, limitHeading].map((heading) => (
            <th key={heading} scope="col" className="px-3 py-2">
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.size} className="border-b border-slate-200">
            <th scope="row" className="px-3 py-2 font-normal">
              {row.size}
            </th>
            <td className="px-3 py-2 font-semibold">{row.limit}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
