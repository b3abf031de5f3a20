/**
 * How a donor's totals read. The sum itself is taken by the store (SUM skips a missing weight, so it
 * counts as 0) so that a donor with 100,000 items costs one query.
 */
const countFormat = new Intl.NumberFormat("en-US");
const weightFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

export function formatCount(count: number): string {
  return countFormat.format(count);
}

/** "1,234.5 lbs": separators so a large donation reads at a glance; float noise rounded away. */
export function formatWeight(pounds: number): string {
  return `${weightFormat.format(pounds)} lbs`;
}
