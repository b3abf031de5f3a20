import type { ImpactStat } from "~/content/schemas";
import { formatStat } from "./StatsCounters";

/**
 * Claimed figures shown as written, without counting up: some are not whole numbers
 * ('58.353 pounds', as the spec keeps it), which a count-up would round away.
 */
export function FigureList({ figures }: { figures: ImpactStat[] }) {
  return (
    <dl className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col-reverse rounded-lg bg-white/10 p-5">
          {/* The label comes first in the markup (a <dl> wants dt before dd) but shows under the figure. */}
          <dt className="mt-1 font-semibold">{figure.label}</dt>
          <dd className="text-3xl font-extrabold tabular-nums md:text-4xl">{formatStat(figure)}</dd>
        </div>
      ))}
    </dl>
  );
}
