import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { InlineStylesContext } from "~/page/inlineStyles";
import { NonceContext } from "~/page/nonce";
import { isSharedDocument, markPersonal, sharedDocumentResponse } from "~/platform/cachePolicy.server";
import { renderHtmlStream } from "~/platform/htmlStream.server";
import { inlineStyles } from "~/platform/inlineStyles.server";
import { offersHelpWidget } from "~/page/helpWidgetPages";
import { log } from "~/platform/log.server";
import { applyPageSecurityHeaders, createNonce } from "~/platform/securityHeaders.server";
import { hostedPageOrigins } from "~/gifts/payments.server";
import type { RouteHandle } from "~/page/routeHandle";
import { applyReferralHeaders } from "~/site/server/referral.server";

export { serverHooks } from "~/startup/serverHooks.server";

// Single fetch: data still pending after 5 s is rejected, and React's render is aborted a second later, so the
// rejection still reaches the page.
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  // An address carrying a referral or coupon sets its cookie and is private (so never shared, below).
  await applyReferralHeaders(request, responseHeaders);
  // A public page is the same bytes for everyone, so it carries no nonce and is rendered whole (to be hashed and
  // cached); a personal one gets a fresh nonce. Crawlers get the whole document at once; browsers get it streamed.
  const shared = isSharedDocument(request, responseStatusCode, responseHeaders);
  const nonce = shared ? undefined : createNonce();
  const waitForAll = shared || isbot(request.headers.get("user-agent") ?? "");
  const timeout = new AbortController();
  const abortTimer = setTimeout(() => timeout.abort(), streamTimeout + 1_000);
  // A finished render must not hold a stopping server for six seconds.
  abortTimer.unref();
  let shellRendered = false;
  const body = await renderHtmlStream(
    <NonceContext.Provider value={nonce ?? ""}>
      <InlineStylesContext.Provider value={inlineStyles}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </InlineStylesContext.Provider>
    </NonceContext.Provider>,
    {
      nonce,
      signal: timeout.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) log.error("render failed", { error });
      },
    },
  ).catch((error: unknown) => {
    clearTimeout(abortTimer);
    throw error;
  });
  shellRendered = true;
  const done = () => clearTimeout(abortTimer);
  body.allReady.then(done, done);
  if (waitForAll) await body.allReady.catch(() => undefined);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // The help-desk widget's script only where the page offers it (not on the portal, nor the staff console).
  // A form whose answer is the payment provider's hosted page (the giving form) may be sent on to that page's origin.
  const handles = pageHandles(remixContext);
  const page = {
    helpWidget: offersHelpWidget(handles),
    formOrigins: handles.some((handle) => (handle as RouteHandle | undefined)?.paymentForm) ? hostedPageOrigins() : [],
  };
  // A personal page: its nonce in the CSP, and never stored.
  if (nonce) {
    applyPageSecurityHeaders(responseHeaders, { nonce }, page);
    markPersonal(responseHeaders);
    // A revalidated page's loader names its shared bytes' validator; a personal answer (a referral's cookie) is not those.
    responseHeaders.delete("ETag");
  }
  const response = new Response(body, { headers: responseHeaders, status: responseStatusCode });
  return shared ? sharedDocumentResponse(request, response, page) : response;
}

/** Data requests serve only the portal (the one page with React in the browser): all personal. */
export const handleDataRequest: HandleDataRequestFunction = (response) => {
  markPersonal(response.headers);
  return response;
};

/** The `handle` of each route the page is made of (see `RouteHandle` in page/routeHandle.ts). */
function pageHandles(context: EntryContext): unknown[] {
  return context.staticHandlerContext.matches.map((match) => context.routeModules[match.route.id]?.handle);
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const where = { method: request.method, path: new URL(request.url).pathname };
  // A method a route does not take, a data request for a route the address does not match: the client's mistake,
  // answered 4xx with a sentence; one info line, no stack.
  if (isRouteErrorResponse(error) && error.status < 500) {
    log.info("request refused", {
      ...where,
      status: error.status,
      reason: String(error.data).split("\n")[0]!.slice(0, 200),
    });
    return;
  }
  // Remix reports its own warnings (a `?_data=` request to a single-fetch app) as errors; they are notes.
  if (error instanceof Error && error.message.startsWith("Warning: ")) {
    log.info("request warning", { ...where, warning: error.message });
    return;
  }
  log.error("request failed", { ...where, error });
};
