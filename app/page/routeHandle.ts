/**
 * A route opts in to React in the browser with `handle = { hydrate: true }`; all others ship no framework.
 * `personal: true` marks a page that shows a person's record (or a sign-in link): no third-party script is
 * allowed there (its CSP, set in entry.server), so its Help button is the plain link to the help centre.
 * `ownFrame: true` is for a section that draws its own header and `<main>` (the staff console): no site
 * header, footer or help button around it, and no help-desk script allowed (`helpWidgetPages.ts`).
 * `download: true` marks a route that answers a file (a PDF, a CSV, a letter, the sitemap): server.js refuses its
 * data addresses (`.data`, `?_routes=`, `?_data=`), where Remix would run its loader outside the download's limits
 * and hand the whole file over (`kits/documents/downloadAddresses.server.ts`, decision 106).
 * `paymentForm: true` marks a page whose form is answered with the payment provider's hosted page (the giving
 * form): its CSP's `form-action` allows that page's origin besides this site (entry.server).
 */
export type RouteHandle = {
  hydrate?: boolean;
  personal?: boolean;
  ownFrame?: boolean;
  download?: boolean;
  paymentForm?: boolean;
};
