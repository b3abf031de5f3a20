import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { EnhancementLoader } from "~/components/EnhancementLoader";
import { HelpButton } from "~/components/HelpButton";
import { offersHelpWidget } from "~/page/helpWidgetPages";
import type { RouteHandle } from "~/page/routeHandle";
import { NgoJsonLd } from "~/components/NgoJsonLd";
import { NotFound } from "~/components/NotFound";
import { ServerError } from "~/components/ServerError";
import { SiteFooter } from "~/components/SiteFooter";
import { SiteHeader } from "~/components/SiteHeader";
import { useFocusHeadingOnNavigation } from "~/components/useFocusHeadingOnNavigation";
import { org } from "~/config/org";
import { catalogues, useLocale, useMessages } from "~/i18n";
import { localeFromPath } from "~/i18n/locale";
import { spanishLayoutWords, spanishPageWords } from "~/site/server/pageWords.server";
import { useInlineStyles } from "~/page/inlineStyles";
import { useNonce } from "~/page/nonce";
import { enhanceScriptUrl } from "~/platform/assets.server";
import { env } from "~/platform/env.server";
import { useSiteOrigin } from "~/page/siteOrigin";
import stylesheet from "~/tailwind.css";
import widgetStyles from "~/widgets.css";

export const links: LinksFunction = () => [{ rel: "icon", href: "/images/logo.svg", type: "image/svg+xml" }];

export async function loader({ request }: LoaderFunctionArgs) {
  // The site's address reaches pages through this data: they read it with `~/page/siteOrigin`. Spanish pages also get
  // their titles and descriptions here (`pageWordsOf` in ~/page/seo), so no client bundle holds them.
  const spanish = localeFromPath(new URL(request.url).pathname) === "es";
  return {
    origin: env().publicUrl,
    enhanceScriptUrl,
    pageWords: spanish ? spanishPageWords : null,
    layoutWords: spanish ? spanishLayoutWords : null,
  };
}

export const meta: MetaFunction = ({ error, location }) => {
  const t = catalogues[localeFromPath(location.pathname)];
  return isRouteErrorResponse(error) && error.status === 404
    ? [{ title: `${t.notFound.title} | ${org.name}` }, { name: "robots", content: "noindex" }]
    : error
      ? [{ title: `${t.serverError.title} | ${org.name}` }, { name: "robots", content: "noindex" }]
      : [];
};

function useHandle(flag: keyof RouteHandle): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.[flag] === true);
}

export function Layout({ children }: { children: ReactNode }) {
  // Empty on public pages, which are the same bytes for everyone (their CSP lists script hashes instead).
  const nonce = useNonce() || undefined;
  const hydrate = useHandle("hydrate");
  const helpWidget = offersHelpWidget(useMatches().map((match) => match.handle));
  const ownFrame = useHandle("ownFrame");
  const inlineStyles = useInlineStyles();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const origin = useSiteOrigin();
  // Absent only if the root loader itself failed; the unversioned file is the same script.
  const enhanceSrc = rootData?.enhanceScriptUrl ?? "/enhance.js";
  // The home page carries the organisation's structured data; the layout adds it so the page module stays content only.
  const isHome = useMatches().some((match) => match.id === "site/routes/home" || match.id === "es-site/routes/home");
  const locale = useLocale();
  const t = useMessages();
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#000000" />
        <Meta />
        <Links />
        {inlineStyles && !hydrate ? (
          <style dangerouslySetInnerHTML={{ __html: inlineStyles }} />
        ) : (
          <>
            <link rel="stylesheet" href={stylesheet} />
            <link rel="stylesheet" href={widgetStyles} />
          </>
        )}
        {isHome ? <NgoJsonLd origin={origin} /> : null}
      </head>
      <body className="flex min-h-screen flex-col bg-white text-slate-900">
        <a href="#main-content" className="skip-link">
          {t.skipToContent}
        </a>
        {ownFrame ? (
          children
        ) : (
          <>
            <SiteHeader />
            <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            <SiteFooter />
            <HelpButton widget={helpWidget} />
          </>
        )}
        <EnhancementLoader src={enhanceSrc} nonce={nonce} />
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  useFocusHeadingOnNavigation();
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ServerError status={isRouteErrorResponse(error) ? error.status : undefined} />;
}
