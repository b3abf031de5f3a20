/**
 * A row of a wing's table of pages (`app/config/pages/<wing>Pages.ts`): the one place a URL is written. remix.config.js
 * defines every route from these rows (the `/es` twin and the same-page aliases derived from the same row), and the
 * site's navigation, sitemap, cache policy and tests read them through `app/config/routes.ts`. The tables sit in
 * the base, naming each module by its path, so the pages' facts are read everywhere without an import that runs
 * back up into the wings (docs/decisions/109).
 */
export type PageRow = {
  /** The address, with `:name` for a part that varies: `/donate/pass/:reference`. */
  path: string;
  /** The route module, from app/: `donations/routes/pass.tsx`. Its route id is this without the extension. */
  module: string;
  /** The layout route this one renders inside (the staff console's frame, `/staff`), by that row's path. */
  within?: string;
  /** The layout's own page (`/staff`) or the home page: Remix's index route. */
  index?: boolean;
  /** Answered under `/es` too. Unset: a page (`.tsx`) outside the staff console is, a resource route is not. */
  spanish?: boolean;
  /** The staff console's name for the page (`staffPages.donations`). */
  name?: string;
  /** The page's <title> (the organisation's name is appended by `pageMeta`). */
  title?: string;
  /** A page with a description is one of the site's pages: in the sitemap unless private or a sign-in page. */
  description?: string;
  /** Other paths that show this same page (served by a second route id, canonical stays `path`). */
  sameAs?: readonly string[];
  /** Legacy `.html` addresses that redirect permanently here, keeping the query string. */
  redirectsFrom?: readonly string[];
  /** Personal or transactional pages stay out of the sitemap and search engines. */
  private?: boolean;
  /** A sign-in page: out of the sitemap (nobody should land on it from a search), still open to crawlers. */
  signIn?: boolean;
  /**
   * The page differs per visitor (a form's CSRF token, a person's record, details carried in the address):
   * answered `no-store` and never cached. Every other page is the same bytes for everyone, cached in front and
   * in the origin (docs/deploying.md, "Deploying behind a CDN").
   */
  personal?: boolean;
  /**
   * The page is the same for everyone but shows what the store holds now (a class's seats left), changed on any
   * origin: browsers and CDNs keep it but ask every time (`public, no-cache`), and its loader answers 304 from a
   * version it reads before rendering (decision 098). Never in the origin's memory, which cannot be purged on the
   * other origins.
   */
  revalidated?: boolean;
  /**
   * The query parameters the page reads. The language link carries these to the other language and drops the
   * rest, so a stray parameter (a campaign tag, a cache-buster) never changes the bytes of a shared page.
   */
  reads?: readonly string[];
};

/** A product page's gallery picture is chosen with `?image=N`. */
export const productPageQuery = ["image"] as const;

/** A route's id: its module's path without the extension (Remix's own default), `es-` before it for the twin. */
export const routeIdOf = (module: string): string => module.replace(/\.(tsx|ts)$/, "");

/** Whether the row is answered under `/es` too. */
export const hasSpanishTwin = (row: PageRow): boolean =>
  row.spanish ?? (row.module.endsWith(".tsx") && row.within === undefined && !row.path.startsWith("/staff"));

/**
 * The same-page aliases that need a route of their own: routes match without regard to case or a trailing
 * slash, so `/DSClasses` and `/team/` are already `/dsclasses` and `/team`.
 */
export const aliasesWithRoutes = (row: PageRow): string[] =>
  (row.sameAs ?? []).filter((alias) => alias.toLowerCase().replace(/\/$/, "") !== row.path.toLowerCase());
