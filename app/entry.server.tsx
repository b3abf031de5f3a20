import { PassThrough } from "node:stream";
import type { EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "~/nonce";
import type { RouteHandle } from "~/root";
import { log } from "~/server/platform/log.server";
import { applyPageSecurityHeaders, createNonce } from "~/server/platform/securityHeaders.server";

export { serverHooks } from "~/server/platform/serverHooks.server";

// Single fetch: data still pending after 5 s is rejected, and React's render is aborted a second later, so the
// rejection still reaches the page.
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = createNonce();
  // Crawlers and no-JS clients get the whole document at once; browsers get it streamed.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [waitForAll ? "onAllReady" : "onShellReady"]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          applyPageSecurityHeaders(responseHeaders, nonce, { personal: isPersonalPage(remixContext) });
          resolve(
            new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }),
          );
          body.on("close", () => clearTimeout(abortTimer));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) log.error("render failed", { error });
        },
      },
    );
    const abortTimer = setTimeout(abort, streamTimeout + 1_000);
    // A finished render must not hold a stopping server for six seconds.
    abortTimer.unref();
  });
}

/** A page whose route says `handle.personal` (the portal): see `RouteHandle` in root.tsx. */
function isPersonalPage(context: EntryContext): boolean {
  return context.staticHandlerContext.matches.some(
    (match) => (context.routeModules[match.route.id]?.handle as RouteHandle | undefined)?.personal === true,
  );
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const where = { method: request.method, path: new URL(request.url).pathname };
  // A method a route does not take, a data request for a route the address does not match: the client's mistake,
  // answered 4xx with a sentence; one info line, no stack.
  if (isRouteErrorResponse(error) && error.status < 500) {
    log.info("request refused", { ...where, status: error.status, reason: String(error.data).split("\n")[0]!.slice(0, 200) });
    return;
  }
  // Remix reports its own warnings (a `?_data=` request to a single-fetch app) as errors; they are notes.
  if (error instanceof Error && error.message.startsWith("Warning: ")) {
    log.info("request warning", { ...where, warning: error.message });
    return;
  }
  log.error("request failed", { ...where, error });
};
