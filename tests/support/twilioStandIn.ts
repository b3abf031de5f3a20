/**
 * A stand-in for Twilio's REST API on loopback (decisions 092, 103): it speaks the paths, authentication and JSON of
 * `POST /2010-04-01/Accounts/{sid}/Messages.json` (form-encoded To, From, Body; HTTP Basic SID:token; 201 with
 * {sid, status, …}; errors as {code, message, more_info, status}) and of the Messages list, `GET` the same path with
 * `To`, `From` and `DateSent>` (a day, `YYYY-MM-DD` in UTC), newest first in `{messages: […]}`. It records every
 * text it accepted and every list asked, can be told to answer errors, and to answer late: to accept a text as the
 * provider would but hold its answer until the stand-in stops, as a provider that times out after taking it. The
 * site is pointed at it with TWILIO_API_BASE; nothing in the app is replaced.
 */
import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const STAND_IN_SID = `AC${"0123456789abcdef".repeat(2)}`;
export const STAND_IN_TOKEN = "stand-in-auth-token-0123456789";
export const STAND_IN_FROM = "+12015550100";

export type ReceivedText = { to: string; from: string; body: string; sid: string; createdAt: number };
/** An error to answer instead of accepting: its HTTP status and Twilio's error code. */
export type StandInError = { status: number; code: number; message: string };

/** A request's whole body as text (the Zoho stand-in reads its requests the same way). */
export const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });

/** A message as the list answers it (dates in RFC 2822, as Twilio writes them). */
const listed = (text: ReceivedText) => ({
  sid: text.sid,
  to: text.to,
  from: text.from,
  body: text.body,
  status: "delivered",
  direction: "outbound-api",
  date_created: new Date(text.createdAt).toUTCString().replace("GMT", "+0000"),
  date_sent: new Date(text.createdAt).toUTCString().replace("GMT", "+0000"),
});

export async function startTwilioStandIn(
  options: { failWith?: () => StandInError | null; answerLate?: () => boolean } = {},
) {
  const texts: ReceivedText[] = [];
  const lists: URLSearchParams[] = [];
  const held: ServerResponse[] = [];
  const waiting: { check: (text: ReceivedText) => boolean; resolve: (text: ReceivedText) => void }[] = [];
  let made = 0;
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const answer = (status: number, json: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(json));
    };
    const error = (status: number, code: number, message: string) =>
      answer(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
    const path = `/2010-04-01/Accounts/${STAND_IN_SID}/Messages.json`;
    const address = new URL(request.url ?? "/", "http://stand-in");
    if (!["POST", "GET"].includes(request.method ?? "") || !address.pathname.startsWith("/2010-04-01/Accounts/"))
      return error(404, 20404, "The requested resource was not found");
    const basic = `Basic ${Buffer.from(`${STAND_IN_SID}:${STAND_IN_TOKEN}`).toString("base64")}`;
    if (request.headers.authorization !== basic || address.pathname !== path)
      return error(401, 20003, "Authentication Error - invalid username");
    if (request.method === "GET") {
      const query = address.searchParams;
      lists.push(query);
      const since = query.get("DateSent>");
      const found = texts
        .filter((text) => !query.has("To") || text.to === query.get("To"))
        .filter((text) => !query.has("From") || text.from === query.get("From"))
        .filter((text) => !since || new Date(text.createdAt).toISOString().slice(0, 10) >= since)
        .reverse();
      return answer(200, { messages: found.map(listed), page: 0, page_size: 50, next_page_uri: null });
    }
    const form = new URLSearchParams(body);
    const to = form.get("To") ?? "";
    if (!/^\+[1-9]\d{6,14}$/.test(to)) return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    const failure = options.failWith?.();
    if (failure) return error(failure.status, failure.code, failure.message);
    const text = {
      to,
      from: form.get("From") ?? "",
      body: form.get("Body") ?? "",
      sid: `SM${String(++made).padStart(32, "0")}`,
      createdAt: Date.now(),
    };
    texts.push(text);
    for (const wait of waiting.splice(0)) {
      if (wait.check(text)) wait.resolve(text);
      else waiting.push(wait);
    }
    if (options.answerLate?.()) return void held.push(response);
    answer(201, { sid: text.sid, status: "queued", to, from: text.from, body: text.body, num_segments: "1" });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    texts,
    /** The queries of every Messages list asked, in order. */
    lists,
    /** The settings that point the site at this stand-in. */
    settings: {
      TWILIO_ACCOUNT_SID: STAND_IN_SID,
      TWILIO_AUTH_TOKEN: STAND_IN_TOKEN,
      TWILIO_FROM: STAND_IN_FROM,
      TWILIO_API_BASE: `http://127.0.0.1:${port}`,
    },
    /** The next text (or one already received) to this number that `matches` accepts. */
    waitFor(to: string, matches: (body: string) => boolean = () => true, timeoutMs = 15_000): Promise<ReceivedText> {
      const check = (text: ReceivedText) => text.to === to && matches(text.body);
      const found = texts.find(check);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no text to ${to} arrived`)), timeoutMs);
        waiting.push({ check, resolve: (text) => (clearTimeout(timer), resolve(text)) });
      });
    },
    stop: () => {
      for (const response of held.splice(0)) response.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A signature as Twilio's helper library for Node computes it (`getExpectedTwilioSignature`), written here apart
 * from the site's: the parameters as an Express body holds them (a name that repeats is a list of its values), the
 * names sorted, each name's distinct values sorted, every value after its name, appended to the address; HMAC-SHA1
 * with the auth token, base64.
 */
export function signAsTwilioLibrary(authToken: string, url: string, params: [string, string][]): string {
  const body: Record<string, string | string[]> = {};
  for (const [name, value] of params) {
    const held = body[name];
    body[name] = held === undefined ? value : [...(Array.isArray(held) ? held : [held]), value];
  }
  const valueText = (name: string, value: string | string[]): string =>
    Array.isArray(value)
      ? Array.from(new Set(value))
          .sort()
          .map((one) => valueText(name, one))
          .join("")
      : name + value;
  const data = Object.keys(body)
    .sort()
    .reduce((text, name) => text + valueText(name, body[name]!), new URL(url).toString());
  return createHmac("sha1", authToken).update(Buffer.from(data, "utf-8")).digest("base64");
}

/** A new id of an inbound text, as the provider gives each one: SM and 32 hexadecimal digits. */
export const newMessageSid = () => `SM${randomBytes(16).toString("hex")}`;

/**
 * An inbound text as the provider posts it to the site's webhook, signed as the provider's library signs it (or
 * not): each with a new MessageSid unless one is given (a replay), and any more parameters after the usual ones.
 */
export function inboundText(
  publicUrl: string,
  fields: { From: string; Body: string; MessageSid?: string; more?: [string, string][] },
  sign: "signed" | "unsigned" | "wrongly signed" = "signed",
): { url: string; headers: Record<string, string>; body: string } {
  const params: [string, string][] = [
    ["MessageSid", fields.MessageSid ?? newMessageSid()],
    ["AccountSid", STAND_IN_SID],
    ["From", fields.From],
    ["To", STAND_IN_FROM],
    ["Body", fields.Body],
    ["NumMedia", "0"],
    ...(fields.more ?? []),
  ];
  const url = `${publicUrl}/api/sms/inbound`;
  const headers: Record<string, string> = { "Content-Type": "application/x-www-form-urlencoded" };
  if (sign !== "unsigned")
    headers["X-Twilio-Signature"] = signAsTwilioLibrary(
      sign === "signed" ? STAND_IN_TOKEN : "not-the-token",
      url,
      params,
    );
  return { url, headers, body: new URLSearchParams(params).toString() };
}
