/**
 * The provider's adapter, the one module that speaks Twilio's REST API (decision 092): a text is
 * `POST {TWILIO_API_BASE}/2010-04-01/Accounts/{sid}/Messages.json`, form-encoded To, From and Body, with HTTP Basic
 * authentication (the account's SID and auth token); 201 answers the message as JSON ({sid, status, …}); an error
 * is a 4xx or 5xx with JSON {code, message, more_info, status}. A 4xx is final (an invalid number, a recipient who
 * unsubscribed at the carrier) except 429; a 5xx, a 429 or no answer is worth trying again.
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

const TIMEOUT_MS = 20_000;

/** Sends one text; its provider id, or throws TextNotSent. */
export async function sendTwilioText(
  settings: TwilioSettings,
  text: { to: string; body: string },
): Promise<{ sid: string }> {
  const url = `${settings.apiBase}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: {
        Authorization: `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64")}`,
        "Content-Type": "application/x-www-form-urlencoded",
        Accept: "application/json",
      },
      body: new URLSearchParams({ To: text.to, From: settings.from, Body: text.body }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
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
