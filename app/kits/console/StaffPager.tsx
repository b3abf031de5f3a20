import { Link } from "@remix-run/react";

const linkClass = "font-semibold text-brand-dark underline";

/** A staff list's pages: previous, "Page N of M", next, each a plain link (no JavaScript needed). */
export function StaffPager({
  page,
  pageCount,
  href,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex flex-wrap items-center gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} className={linkClass}>
          Previous page
        </Link>
      ) : null}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={href(page + 1)} className={linkClass}>
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
