/**
 * The provider's adapter, the one module that speaks Twilio's REST API (decision 092): a text is
 * `POST {TWILIO_API_BASE}/2010-04-01/Accounts/{sid}/Messages.json`, form-encoded To, From and Body, with HTTP Basic
 * authentication (the account's SID and auth token); 201 answers the message as JSON ({sid, status, …}); an error
 * is a 4xx or 5xx with JSON {code, message, more_info, status}. A 4xx is final (an invalid number, a recipient who
 * unsubscribed at the carrier) except 429; a 5xx, a 429 or no answer is worth trying again. Twilio takes no
 * idempotency key, so a send that got no answer may have gone out: before it is sent again, the Messages list
 * (`GET …/Messages.json?To=…&From=…&DateSent>=YYYY-MM-DD`, newest first) is asked whether it did (decision 103).
 */
import type { TwilioSettings } from "./settings.server";

export type { TwilioSettings };

/** The provider's refusal or failure, with its status and Twilio's error code; `permanent` when retrying cannot help. */
export class TextNotSent extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: number | null,
  ) {
    super(message);
  }
  get permanent(): boolean {
    return this.status !== null && this.status >= 400 && this.status < 500 && this.status !== 429;
  }
}

/** How long a send waits for the provider's answer before it counts as unanswered. */
export const TWILIO_TIMEOUT_MS = 20_000;

const messagesUrl = (settings: TwilioSettings) =>
  `${settings.apiBase}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;

const basicAuth = (settings: TwilioSettings) =>
  `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64")}`;

/** Sends one text; its provider id, or throws TextNotSent. */
export async function sendTwilioText(
  settings: TwilioSettings,
  text: { to: string; body: string },
  timeoutMs = TWILIO_TIMEOUT_MS,
): Promise<{ sid: string }> {
  let response: Response;
  try {
    response = await fetch(messagesUrl(settings), {
      method: "POST",
      headers: {
        Authorization: basicAuth(settings),
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
      },
      body: new URLSearchParams({ To: text.to, From: settings.from, Body: text.body }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new TextNotSent(`The provider did not answer: ${(error as Error).message}`, null, null);
  }
  const answer = (await response.json().catch(() => null)) as {
    sid?: unknown;
    code?: unknown;
    message?: unknown;
  } | null;
  if (response.status === 201 || response.status === 200) {
    return { sid: typeof answer?.sid === "string" ? answer.sid : "" };
  }
  const code = typeof answer?.code === "number" ? answer.code : null;
  // Twilio's message may quote the number; the caller masks numbers before it logs or keeps the text.
  const said = typeof answer?.message === "string" ? answer.message : response.statusText;
  throw new TextNotSent(`${response.status}${code ? ` (Twilio ${code})` : ""}: ${said}`, response.status, code);
}

type ListedMessage = { sid?: unknown; to?: unknown; from?: unknown; body?: unknown; date_created?: unknown };

/**
 * Whether the provider holds this text from this account's number to `to` created since `since` (milliseconds; a
 * minute is allowed for the clocks): its id, or null when it does not. Throws TextNotSent when the list cannot be
 * read, so the caller neither sends again nor gives up.
 */
export async function findSentTwilioText(
  settings: TwilioSettings,
  text: { to: string; body: string; since: number },
  timeoutMs = TWILIO_TIMEOUT_MS,
): Promise<{ sid: string } | null> {
  const query = new URLSearchParams({
    To: text.to,
    From: settings.from,
    "DateSent>": new Date(text.since).toISOString().slice(0, 10),
    PageSize: "50",
  });
  let response: Response;
  try {
    response = await fetch(`${messagesUrl(settings)}?${query}`, {
      headers: { Authorization: basicAuth(settings), Accept: "application/json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new TextNotSent(`The provider's list did not answer: ${(error as Error).message}`, null, null);
  }
  const answer = (await response.json().catch(() => null)) as { messages?: ListedMessage[] } | null;
  if (response.status !== 200 || !Array.isArray(answer?.messages))
    throw new TextNotSent(`The provider's list answered ${response.status}`, null, null);
  const found = answer.messages.find(
    (message) =>
      message.to === text.to &&
      message.from === settings.from &&
      message.body === text.body &&
      typeof message.sid === "string" &&
      Date.parse(String(message.date_created)) >= text.since - 60_000,
  );
  return found ? { sid: found.sid as string } : null;
}
