/**
 * `GET /api/crm/changes?after=<cursor>` over HTTP: the push's token and refusals (`crmAccess.server.ts`), the cursor
 * checked, one page of the feed as JSON that no cache keeps. Every answer is JSON, a refusal a sentence; bad input
 * is a 4xx, never a 500. The log says how many changes went out, never what they hold.
 */
import { isStoreUnavailable } from "~/db/unavailable.server";
import { db } from "~/db/serverStore.server";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { crmJson, crmNotFound, refusedCrmToken } from "./crmAccess.server";
import { markFeedRead, readChangePage, readCursor } from "./changeFeed.server";

export const CHANGE_FEED_PATH = "/api/crm/changes";

/** POST and the other methods that change things: the feed is only read. */
export function changeFeedNotAllowed(request: Request): Response {
  if (!env().crmPushToken) return crmNotFound();
  log.info("crm feed refused", { reason: "method", method: request.method });
  return crmJson(405, { error: "Only GET is accepted here." }, { Allow: "GET, HEAD" });
}

export async function answerChangeFeed(request: Request, clientAddress: string): Promise<Response> {
  try {
    return await answerFeed(request, clientAddress);
  } catch (error) {
    if (isStoreUnavailable(error)) {
      log.warn("crm feed refused", { reason: "database unavailable" });
      return crmJson(
        503,
        { error: "The changes cannot be read right now. Ask again with the same cursor in a moment." },
        { "Retry-After": "30" },
      );
    }
    log.error("crm feed failed", { error });
    return crmJson(500, { error: "The changes could not be read. Ask again with the same cursor later." });
  }
}

async function answerFeed(request: Request, clientAddress: string): Promise<Response> {
  const token = env().crmPushToken;
  if (!token) return crmNotFound();
  const store = db();
  const refusal = await refusedCrmToken(store, request, token, clientAddress, "crm feed refused");
  if (refusal) return refusal.response;
  const given = new URL(request.url).searchParams.getAll("after");
  if (given.length > 1) return crmJson(400, { error: "Give after once: the cursor of the last change you read." });
  const cursor = readCursor(given[0] ?? null);
  if (!cursor.ok) return crmJson(400, { error: cursor.error });
  const page = await readChangePage(store, cursor.after);
  await markFeedRead(store, cursor.after);
  log.info("crm feed", { after: cursor.after, listed: page.changes.length, more: page.more });
  return crmJson(200, page);
}
