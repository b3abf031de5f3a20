import { Link } from "@remix-run/react";

type Filter = { value: string; label: string; count: number };

/**
 * A staff list's filters: 'All' and one link per status or state, each with its count, the one shown marked as the
 * current page. Plain links, so they work without JavaScript.
 */
export function StaffFilters({
  name,
  filters,
  total,
  chosen,
  href,
}: {
  /** What the filters are, for the navigation's accessible name ("Statuses", "States"). */
  name: string;
  filters: readonly Filter[];
  total: number;
  chosen: string | null;
  href: (value: string | null) => string;
}) {
  return (
    <nav aria-label={name} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        <FilterLink href={href(null)} current={chosen === null} label="All" count={total} />
        {filters.map((filter) => (
          <FilterLink
            key={filter.value}
            href={href(filter.value)}
            current={chosen === filter.value}
            label={filter.label}
            count={filter.count}
          />
        ))}
      </ul>
    </nav>
  );
}

function FilterLink({ href, current, label, count }: { href: string; current: boolean; label: string; count: number }) {
  return (
    <li>
      <Link
        to={href}
        aria-current={current ? "page" : undefined}
        className="block rounded-lg border border-slate-400 px-3 py-2 aria-[current=page]:border-brand-dark aria-[current=page]:bg-slate-100 aria-[current=page]:font-bold"
      >
        {label} <span className="font-semibold">{count}</span>
      </Link>
    </li>
  );
}
