/**
 * A signed-in area's Continue and sign-out route modules, written once for the realms that sign in by an emailed link
 * alone (the partner portal, the staff console, a Shield account), the way `stepWizard` serves a form's steps: the
 * realm brings its link, its words, how its session starts, its head and its page; its route modules re-export what
 * these give (decision 110).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, TypedResponse } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import type { ComponentType } from "react";
import { readGuardedForm } from "~/kits/forms/formGuard.server";
import { localeFromPath, type Locale } from "~/i18n/locale";
import { continueWithLink, linkPageData } from "./linkPage.server";
import { SignInLinkPage, type SignInLinkWords } from "./RealmSignInPages";
import type { RealmLinkCheck } from "./signInLink.server";

type Link<Extra> = {
  check: (url: URL) => Promise<RealmLinkCheck<Extra>>;
  redeem: (form: FormData) => Promise<RealmLinkCheck<Extra>>;
};

/** The page: the kit's `SignInLinkPage` in the realm's words, or the realm's own (the staff console's, in its frame). */
type ContinueView =
  | { useWords: () => SignInLinkWords & { failed: string }; signInPath: string; continuePath: string }
  | { Page: ComponentType };

export type ContinueRealm<Extra, Head> = {
  /** How the log names the realm's session ("partner"). */
  realm: string;
  link: Link<Extra>;
  /** The realm's words for a refused 'Continue': the link failed, or its session could not start. */
  words: (locale: Locale) => { failed: string; sessionFailed: string };
  /** Starts the realm's session for the redeemed link: the redirect that sets its cookie. */
  startSession: (request: Request, link: { email: string; jwt: string } & Extra) => Promise<TypedResponse<never>>;
  /** The route's head (meta, and headers and handle where the realm has them), re-exported as they are. */
  head: Head;
  view: ContinueView;
  /** The staff console's frame gives every form its protection, so its page carries only the link. */
  framed?: boolean;
};

/** The Continue route: opening it only checks the link (a mail scanner's prefetch does not use it up); 'Continue' redeems it once. */
export function realmContinueRoute<Extra, Head extends object>(realm: ContinueRealm<Extra, Head>) {
  async function loader({ request }: LoaderFunctionArgs) {
    const link = await realm.link.check(new URL(request.url));
    if (realm.framed) return { jwt: link.ok ? link.jwt : null };
    return linkPageData(request, link);
  }
  async function action({ request }: ActionFunctionArgs) {
    return continueWithLink(request, {
      words: realm.words(localeFromPath(new URL(request.url).pathname)),
      realm: realm.realm,
      redeem: realm.link.redeem,
      startSession: (link: { email: string; jwt: string } & Extra) => realm.startSession(request, link),
    });
  }
  const { view } = realm;
  const Component =
    "Page" in view
      ? view.Page
      : function RealmContinue() {
          return (
            <SignInLinkPage words={view.useWords()} signInPath={view.signInPath} continuePath={view.continuePath} />
          );
        };
  return { ...realm.head, loader, action, Component };
}

export type SignOutRealm = {
  sessions: { end: (request: Request) => Promise<string> };
  /** Where opening the address (or a refused post) leads: the area's first page, in the request's language. */
  home: (request: Request) => string;
  /** Where a signed-out visitor lands, told so by `?signed-out=1`. */
  signedOut: (request: Request) => string;
  /** The headers of the realm's redirects. */
  headers?: Readonly<Record<string, string>>;
};

/** The sign-out route: only a guarded post ends the session; opening the address just leads back to the area. */
export function realmSignOutRoute(realm: SignOutRealm) {
  const headers = realm.headers ?? {};
  function loader({ request }: LoaderFunctionArgs) {
    return redirect(realm.home(request), { headers });
  }
  async function action({ request }: ActionFunctionArgs) {
    const guarded = await readGuardedForm(request);
    if (!guarded.ok) return redirect(realm.home(request), { headers });
    const cookie = await realm.sessions.end(request);
    return redirect(`${realm.signedOut(request)}?signed-out=1`, { headers: { ...headers, "Set-Cookie": cookie } });
  }
  return { loader, action };
}
