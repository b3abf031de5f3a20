import type { ReactNode } from "react";

/** A list of facts, each a term and what it is; a fact without a value says so rather than leaving a gap. */
export function Facts({ facts, className = "" }: { facts: [string, ReactNode][]; className?: string }) {
  return (
    <dl className={`grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(10rem,auto)_1fr] ${className}`}>
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold max-sm:mt-2">{term}</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{value === null || value === "" ? "Not given" : value}</dd>
        </div>
      ))}
    </dl>
  );
}
