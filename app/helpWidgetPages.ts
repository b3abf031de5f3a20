import type { RouteHandle } from "~/page/routeHandle";

/**
 * Whether a page offers the help-desk widget (its Help button loads the widget's script when pressed): the site's
 * public pages only. A personal page (a record, a sign-in link) keeps the plain link to the help centre, and the
 * staff console draws its own frame without the button; neither may load a third party's script, so their CSP
 * leaves the widget's origin out. One rule for the button (root.tsx) and the CSP (entry.server.tsx).
 */
export function offersHelpWidget(handles: readonly unknown[]): boolean {
  const marked = (flag: "personal" | "ownFrame") =>
    handles.some((handle) => (handle as RouteHandle | undefined)?.[flag] === true);
  return !marked("personal") && !marked("ownFrame");
}
