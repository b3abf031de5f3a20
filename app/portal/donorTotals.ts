/** Spec §9: the total donated weight is the sum of item weights; a missing weight counts as 0. */
export function totalWeight(weights: Iterable<number | null | undefined>): number {
  let sum = 0;
  for (const weight of weights) if (typeof weight === "number" && Number.isFinite(weight)) sum += weight;
  return sum;
}

const countFormat = new Intl.NumberFormat("en-US");
const weightFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

export function formatCount(count: number): string {
  return countFormat.format(count);
}

/** "1,234.5 lbs": separators so a large donation reads at a glance; float noise rounded away. */
export function formatWeight(pounds: number): string {
  return `${weightFormat.format(pounds)} lbs`;
}
