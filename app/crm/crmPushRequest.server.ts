/**
 * The HTTP side of the CRM push: the endpoint exists only when CRM_PUSH_TOKEN is set (404 otherwise); a request
 * needs `Authorization: Bearer <token>` (compared in constant time); a client with 10 refused tokens in a minute
 * gets 429 for any further wrong token until its minute is over, while the right token is always accepted; the
 * body is JSON of at most 5 MiB (server.js refuses a longer declared length before reading; a chunked body is cut
 * off here). Every answer is JSON; no error becomes a 500 page. A refusal is logged with the client's address and never the token.
 */
import { isStoreUnavailable } from "~/db/unavailable.server";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { crmPushes, type CrmPushOutcome } from "~/platform/metrics.server";
import { crmJson as answer, crmNotFound, refusedCrmToken } from "./crmAccess.server";
import { applyPush, checkPush } from "./crmPush.server";
import { db } from "~/db/serverStore.server";
import { Computer_Inventory } from "~/kits/records/schema.server";
import { runDonationJobs } from "~/donations/server/donationJobs.server";

export const CRM_PUSH_PATH = "/api/crm/records";
export const CRM_PUSH_MAX_BYTES = 5 * 1024 * 1024;

export const crmPushAnswers = {
  notFound: crmNotFound,
  tooLarge: () =>
    answer(413, {
      error: `The body is larger than ${CRM_PUSH_MAX_BYTES / 1024 / 1024} MiB; send the records in parts.`,
    }),
};

/** A push's answer, counted in the metrics by its outcome. */
function counted(outcome: CrmPushOutcome, response: Response): Response {
  crmPushes.inc({ outcome });
  return response;
}

/** Every method but POST (GET, HEAD, PUT, …). */
export function crmPushNotAllowed(request: Request): Response {
  if (!env().crmPushToken) return crmPushAnswers.notFound();
  log.info("crm push refused", { reason: "method", method: request.method });
  return answer(405, { error: "Only POST is accepted here." }, { Allow: "POST" });
}

/** The body as text, or null when it is longer than the limit (read no further than that). */
async function readCapped(request: Request, maxBytes: number): Promise<string | null> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Not cancelled: that would reset the connection before the 413 is sent. Node discards the rest.
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8", { fatal: true }).decode(Buffer.concat(chunks));
}

/** The push, answered in JSON whatever happens; the database out of reach is a 503 the CRM can retry. */
export async function answerCrmPush(request: Request, clientAddress: string): Promise<Response> {
  try {
    return await answerPush(request, clientAddress);
  } catch (error) {
    if (!isStoreUnavailable(error)) throw error;
    log.warn("crm push refused", { reason: "database unavailable" });
    return counted(
      "busy",
      answer(
        503,
        { error: "The records cannot be reached right now; nothing was changed. Try again in a moment." },
        { "Retry-After": "30" },
      ),
    );
  }
}

async function answerPush(request: Request, clientAddress: string): Promise<Response> {
  const token = env().crmPushToken;
  if (!token) return crmPushAnswers.notFound();
  if (request.method !== "POST") return crmPushNotAllowed(request);
  const store = db();
  const refusal = await refusedCrmToken(store, request, token, clientAddress, "crm push refused");
  if (refusal) return counted(refusal.outcome, refusal.response);
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") {
    return counted(
      "invalid",
      answer(415, { error: "The body must be JSON, sent with Content-Type: application/json." }),
    );
  }
  let text: string | null;
  try {
    text = await readCapped(request, CRM_PUSH_MAX_BYTES);
  } catch (error) {
    log.info("crm push refused", { reason: "unreadable body", error: (error as Error).message });
    return counted("invalid", answer(400, { error: "The body could not be read as UTF-8 text." }));
  }
  if (text === null) return counted("invalid", crmPushAnswers.tooLarge());
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return counted("invalid", answer(400, { error: "The body is not valid JSON." }));
  }
  const checked = checkPush(body);
  if (!checked.ok) {
    log.info("crm push refused", { reason: "invalid", status: checked.status, error: checked.error });
    return counted("invalid", answer(checked.status, { error: checked.error }));
  }
  try {
    const result = await applyPush(store, checked.push, env());
    log.info("crm push", { module: checked.push.kind.table, ...result });
    // Devices erased or recycled may move their donations on (decision 082); not in this request's time.
    if (checked.push.kind === Computer_Inventory) void runDonationJobs();
    return counted("applied", answer(200, { upserted: result.upserted, deleted: result.deleted }));
  } catch (error) {
    // The database busy (an import holding SQLite's file) or out of reach: answered by `answerCrmPush`, 503.
    if (isStoreUnavailable(error)) throw error;
    log.error("crm push failed", { error });
    return counted("failed", answer(400, { error: "The records could not be stored; nothing was changed." }));
  }
}
