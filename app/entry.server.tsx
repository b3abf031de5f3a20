import { PassThrough } from "node:stream";
import type { EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "~/nonce";
import { log } from "~/server/platform/log.server";
import { applyPageSecurityHeaders, createNonce } from "~/server/platform/securityHeaders.server";
import { applyReferralHeaders } from "~/server/site/referral.server";

export { serverHooks } from "~/server/platform/serverHooks.server";

// Single fetch: data still pending after 5 s is rejected, and React's render is aborted a second later, so the
// rejection still reaches the page.
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  await applyReferralHeaders(request, responseHeaders);
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
          applyPageSecurityHeaders(responseHeaders, nonce);
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

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  log.error("request failed", { method: request.method, path: new URL(request.url).pathname, error });
};
