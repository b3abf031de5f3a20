/**
 * A stand-in for Zoho's APIs on loopback (decision 120): the accounts server's `POST /oauth/v2/token` (a refresh
 * token traded for an access token: `grant_type=refresh_token`, the client's id and secret, as form parameters or
 * in the query; `{access_token, expires_in, api_domain, token_type}`, or `{error}` with 200 as Zoho answers a bad
 * client) and Zoho Campaigns' `POST /api/v1.1/json/listsubscribe` and `/listunsubscribe` (`resfmt`, `listkey` and
 * `contactinfo` as JSON naming the `Contact Email`; the header `Authorization: Zoho-oauthtoken <token>`; 200 with
 * `{status: "success", code: "0", message}`, or `status: "error"` with a numeric code and a message). It records
 * every token it made and every list call it took, and can be told to refuse calls. The site is pointed at it with
 * ZOHO_ACCOUNTS_URL and ZOHO_CAMPAIGNS_URL; nothing in the app is replaced.
 */
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { readBody } from "./twilioStandIn";

export const STAND_IN_CLIENT = { id: "1000.STANDINCLIENT0000", secret: "stand-in-client-secret-0123456789" };
export const STAND_IN_REFRESH_TOKEN = "1000.stand-in-refresh-token.0123456789";
export const STAND_IN_LIST_KEY = "3z-stand-in-list-key";

export type ListCall = { method: "listsubscribe" | "listunsubscribe"; listKey: string; email: string; at: number };

export async function startZohoCampaignsStandIn(options: { refuseCalls?: () => boolean } = {}) {
  const calls: ListCall[] = [];
  const tokens: string[] = [];
  const waiting: { check: (call: ListCall) => boolean; resolve: (call: ListCall) => void }[] = [];
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const address = new URL(request.url ?? "/", "http://stand-in");
    const params = new URLSearchParams(body);
    for (const [name, value] of address.searchParams) if (!params.has(name)) params.set(name, value);
    const answer = (status: number, json: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json;charset=UTF-8" });
      response.end(JSON.stringify(json));
    };
    if (request.method !== "POST") return answer(405, { status: "error", code: "1004", message: "Wrong URL entered." });
    if (address.pathname === "/oauth/v2/token") {
      const valid =
        params.get("grant_type") === "refresh_token" &&
        params.get("client_id") === STAND_IN_CLIENT.id &&
        params.get("client_secret") === STAND_IN_CLIENT.secret &&
        params.get("refresh_token") === STAND_IN_REFRESH_TOKEN;
      if (!valid) return answer(200, { error: "invalid_client" });
      const token = `1000.${randomBytes(16).toString("hex")}`;
      tokens.push(token);
      return answer(200, {
        access_token: token,
        expires_in: 3600,
        api_domain: "https://www.zohoapis.com",
        token_type: "Bearer",
      });
    }
    const method = /^\/api\/v1\.1\/json\/(listsubscribe|listunsubscribe)$/.exec(address.pathname)?.[1] as
      ListCall["method"] | undefined;
    if (!method) return answer(404, { status: "error", code: "1004", message: "Wrong URL entered." });
    const auth = /^Zoho-oauthtoken (\S+)$/.exec(request.headers.authorization ?? "")?.[1];
    if (!auth || !tokens.includes(auth))
      return answer(200, { status: "error", code: "1007", message: "Invalid OAuth token." });
    if (params.get("resfmt") !== "JSON" || params.get("listkey") !== STAND_IN_LIST_KEY)
      return answer(200, { status: "error", code: "903", message: "Mandatory fields are missing." });
    let email = "";
    try {
      email = String((JSON.parse(params.get("contactinfo") ?? "{}") as Record<string, unknown>)["Contact Email"] ?? "");
    } catch {
      email = "";
    }
    if (!email) return answer(200, { status: "error", code: "903", message: "Mandatory fields are missing." });
    if (options.refuseCalls?.()) return answer(500, { status: "error", code: "500", message: "Internal error." });
    const call = { method, listKey: params.get("listkey")!, email, at: Date.now() };
    calls.push(call);
    for (const wait of waiting.splice(0)) {
      if (wait.check(call)) wait.resolve(call);
      else waiting.push(wait);
    }
    answer(200, {
      status: "success",
      code: "0",
      message: method === "listsubscribe" ? "User subscribed successfully." : "User unsubscribed successfully.",
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    calls,
    tokens,
    /** The settings that point the site at this stand-in (both APIs on the one loopback server). */
    settings: {
      ZOHO_CAMPAIGNS_CLIENT_ID: STAND_IN_CLIENT.id,
      ZOHO_CAMPAIGNS_CLIENT_SECRET: STAND_IN_CLIENT.secret,
      ZOHO_CAMPAIGNS_REFRESH_TOKEN: STAND_IN_REFRESH_TOKEN,
      ZOHO_CAMPAIGNS_LIST_KEY: STAND_IN_LIST_KEY,
      ZOHO_ACCOUNTS_URL: baseUrl,
      ZOHO_CAMPAIGNS_URL: baseUrl,
    },
    /** The next list call (or one already taken) of this method for this address. */
    waitFor(method: ListCall["method"], email: string, timeoutMs = 15_000): Promise<ListCall> {
      const check = (call: ListCall) => call.method === method && call.email === email;
      const found = calls.find(check);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${method} of ${email} arrived`)), timeoutMs);
        waiting.push({ check, resolve: (call) => (clearTimeout(timer), resolve(call)) });
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
