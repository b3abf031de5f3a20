import { useLocation, useMatches } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { Link } from "~/components/LocaleLink";
import { org } from "~/config/org";
import { useLocale, useMessages } from "~/i18n";
import { useNavigation } from "~/page/layoutWords";
import { pathInLocale, pathWithoutLocale, samePageIn } from "~/i18n/locale";
import { queryThePageReads } from "~/config/routes";
import { LinkItems } from "./LinkItems";

/** A plain link to this page in the other language (with the query the page reads); it works without JavaScript. */
function LanguageLink({ className }: { className: string }) {
  const location = useLocation();
  const t = useMessages();
  const other = useLocale() === "es" ? "en" : "es";
  // An unknown address has no page in either language: the link goes home, so the 404 page is the same bytes everywhere.
  const unknownAddress = useMatches().some(
    (match) => match.id === "routes/notFound" || match.id === "es-routes/notFound",
  );
  const href = unknownAddress
    ? pathInLocale(other, "/")
    : samePageIn(other, location.pathname, queryThePageReads(pathWithoutLocale(location.pathname), location.search));
  return (
    <a href={href} hrefLang={other} lang={other} className={className} data-language-link="">
      <span aria-hidden="true">{t.switchTo.label}</span>
      <span className="sr-only">{t.switchTo.long}</span>
    </a>
  );
}

/** The link to the digital portal's sign-in, the bar's last item on a desktop and the phone menu's. */
function PortalEntryLink({ className }: { className: string }) {
  const { portalEntryLink } = useNavigation();
  return (
    <Link to={portalEntryLink.to} className={className}>
      {portalEntryLink.label}
    </Link>
  );
}

/**
 * The fixed top bar. Desktop: each group opens its dropdown on hover or keyboard focus (CSS only).
 * Phone: a <details> menu with one accordion per group, so it opens and closes without JavaScript.
 */
export function SiteHeader() {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const t = useMessages();
  const { navGroups } = useNavigation();
  // Hydrated pages change route without a page load; close the phone menu when they do.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.pathname]);

  return (
    <header className="site-header fixed inset-x-0 top-0 z-40 text-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 text-lg font-bold tracking-tight">
          {/* Drawn in the page (the same shapes as /images/logo.svg): no request competes with the first paint. */}
          <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
            <rect x="3" y="5" width="26" height="17" rx="2" fill="#f2a900" />
            <rect x="6" y="8" width="20" height="11" fill="#0b5cad" />
            <rect x="12" y="23" width="8" height="2" fill="#f2a900" />
            <rect x="8" y="25" width="16" height="2" rx="1" fill="#f2a900" />
          </svg>
          <span>{org.name}</span>
        </Link>

        <nav aria-label={t.mainNavigation} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navGroups.map((group) => (
              <li key={group.label} className="nav-group relative">
                <Link to={group.to} className="nav-top block rounded px-3 py-2 font-semibold hover:bg-white/10">
                  {group.label}
                </Link>
                <ul className="nav-dropdown absolute left-0 top-full min-w-56 rounded-md bg-white py-2 text-slate-900 shadow-lg">
                  <LinkItems
                    links={group.links}
                    className="block px-4 py-2 hover:bg-brand-light focus:bg-brand-light"
                  />
                </ul>
              </li>
            ))}
            <li>
              <LanguageLink className="block rounded px-3 py-2 font-semibold underline underline-offset-4 hover:bg-white/10" />
            </li>
            <li>
              <PortalEntryLink className="nav-portal ml-2 block max-w-[10rem] rounded border border-white/70 px-3 py-1 text-sm font-semibold leading-tight hover:bg-white/10 lg:max-w-none" />
            </li>
          </ul>
        </nav>

        <details ref={menu} className="phone-menu md:hidden">
          <summary className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center rounded border border-white/60 px-3 font-semibold">
            {t.menu}
          </summary>
          <nav
            aria-label={t.mainNavigation}
            className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto bg-black px-4 pb-6"
          >
            {navGroups.map((group) => (
              <details key={group.label} name="phone-nav-group" className="phone-group border-b border-white/20">
                <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between py-3 text-lg font-semibold">
                  {group.label}
                  <span className="toggle-sign" aria-hidden="true" />
                </summary>
                <ul className="pb-3 pl-3">
                  <li>
                    <Link to={group.to} className="block py-2">
                      {t.overview(group.label)}
                    </Link>
                  </li>
                  <LinkItems links={group.links} className="block py-2" />
                </ul>
              </details>
            ))}
            <LanguageLink className="mt-2 flex min-h-12 items-center py-3 text-lg font-semibold underline underline-offset-4" />
            <PortalEntryLink className="mt-4 flex min-h-12 items-center rounded border border-white/70 px-3 py-2 text-lg font-semibold" />
          </nav>
        </details>
      </div>
    </header>
  );
}
