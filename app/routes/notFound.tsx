/**
 * Every path no other route takes: the legacy `.html` addresses redirect permanently (query string kept),
 * everything else is the 404 page.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { NotFound } from "~/components/NotFound";
import { permanentRedirects } from "~/config/routes";
import { localeFromPath, pathInLocale, pathWithoutLocale } from "~/i18n/locale";

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  // `/es/donate.html` goes to `/es/donate`: the legacy addresses redirect within their language.
  const target = permanentRedirects.get(pathWithoutLocale(url.pathname).toLowerCase());
  if (target) return redirect(`${pathInLocale(localeFromPath(url.pathname), target)}${url.search}`, 301);
  throw new Response("Not Found", { status: 404 });
}

export default function CatchAll() {
  return <NotFound />;
}

export function ErrorBoundary() {
  return <NotFound />;
}
