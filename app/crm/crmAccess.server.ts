/**
 * What the CRM's two endpoints share, the push (`POST /api/crm/records`) and the change feed (`GET /api/crm/changes`):
 * both exist only while CRM_PUSH_TOKEN is set, take it as `Authorization: Bearer <token>`, and answer JSON sentences
 * that no cache keeps. Refused tokens are counted per client address across both, since both guard the same secret.
 */
import { checkBearerToken } from "~/platform/bearerToken.server";
import { log } from "~/platform/log.server";
import { hitRateLimit, rateLimitReached } from "~/platform/rateLimit.server";
import type { Db } from "~/db/engine.server";

const FAILURES_PER_MINUTE = 10;

export function crmJson(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

/** The answer while CRM_PUSH_TOKEN is unset: as if neither endpoint existed. */
export const crmNotFound = () => crmJson(404, { error: "There is nothing at this address." });

export type CrmRefusal = { outcome: "refused" | "limited"; response: Response };

/**
 * Null when the request carries the right token; else the refusal (401, or 429 after 10 wrong tokens in a minute
 * from the client), logged with the client's address and never the token. The right token is always accepted: a
 * webhook service sends from addresses it shares with others, so refusing it after others' wrong ones would lock
 * the CRM out. `logged` names the endpoint in the log ("crm push refused").
 */
export async function refusedCrmToken(
  db: Db,
  request: Request,
  token: string,
  clientAddress: string,
  logged: string,
): Promise<CrmRefusal | null> {
  const check = checkBearerToken(request.headers.get("Authorization"), token);
  if (check === "right") return null;
  const bucket = `crm-push-refused:${clientAddress}`;
  if (await rateLimitReached(db, bucket, FAILURES_PER_MINUTE, 60_000)) {
    log.warn(logged, { reason: "too many refused tokens", client: clientAddress });
    return {
      outcome: "limited",
      response: crmJson(
        429,
        { error: "Too many requests with a wrong token; try again in a minute." },
        { "Retry-After": "60" },
      ),
    };
  }
  await hitRateLimit(db, bucket, FAILURES_PER_MINUTE, 60_000);
  log.warn(logged, { reason: `${check} token`, client: clientAddress });
  return {
    outcome: "refused",
    response: crmJson(
      401,
      { error: "A valid token is needed: send Authorization: Bearer <token>." },
      { "WWW-Authenticate": "Bearer" },
    ),
  };
}
