/**
 * The mailing-list provider's adapter (Zoho Campaigns, decision 120), the one module that speaks its API. An
 * address joins the list with `POST {ZOHO_CAMPAIGNS_URL}/api/v1.1/json/listsubscribe` and leaves it with
 * `.../listunsubscribe`, each with `resfmt=JSON`, the list's `listkey` and `contactinfo` (JSON naming the
 * `Contact Email`), authorised by the header `Authorization: Zoho-oauthtoken <access token>`. Zoho answers 200 with
 * `{"status": "success" | "error", "code", "message"}`, so the body decides. The access token lasts an hour: it is
 * made from the refresh token at `POST {ZOHO_ACCOUNTS_URL}/oauth/v2/token` (`grant_type=refresh_token`, the
 * client's id and secret), kept in memory until a minute before it expires, and made again when an answer refuses
 * it. Nothing here logs an address or a token.
 */
import type { ZohoCampaignsSettings } from "~/outreach/settings.server";

export const ZOHO_TIMEOUT_MS = 20_000;

/** The provider did not take the request; `message` names no address or token. */
export class ProviderRefused extends Error {}

type Token = { value: string; expiresAt: number };

export type MailingList = {
  subscribe(email: string): Promise<void>;
  unsubscribe(email: string): Promise<void>;
};

async function postForm(url: string, params: URLSearchParams, authorization?: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        ...(authorization ? { Authorization: authorization } : {}),
      },
      body: params.toString(),
      signal: AbortSignal.timeout(ZOHO_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderRefused(`unreachable: ${(error as Error).name}`);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ProviderRefused(`HTTP ${response.status}`);
  return body;
}

export function zohoCampaigns(settings: ZohoCampaignsSettings, now: () => number = Date.now): MailingList {
  let token: Token | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt - 60_000 > now()) return token.value;
    const body = (await postForm(
      `${settings.accountsUrl}/oauth/v2/token`,
      new URLSearchParams({
        refresh_token: settings.refreshToken,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        grant_type: "refresh_token",
      }),
    )) as { access_token?: unknown; expires_in?: unknown; error?: unknown } | null;
    if (typeof body?.access_token !== "string")
      throw new ProviderRefused(`no access token (${typeof body?.error === "string" ? body.error : "no answer"})`);
    const lifetime = typeof body.expires_in === "number" ? body.expires_in : 3600;
    token = { value: body.access_token, expiresAt: now() + lifetime * 1000 };
    return token.value;
  }

  async function listCall(method: "listsubscribe" | "listunsubscribe", email: string) {
    const params = new URLSearchParams({
      resfmt: "JSON",
      listkey: settings.listKey,
      contactinfo: JSON.stringify({ "Contact Email": email }),
    });
    let body: { status?: unknown; code?: unknown; message?: unknown } | null;
    try {
      body = (await postForm(
        `${settings.campaignsUrl}/api/v1.1/json/${method}`,
        params,
        `Zoho-oauthtoken ${await accessToken()}`,
      )) as typeof body;
    } catch (error) {
      token = null;
      throw error;
    }
    if (body?.status === "success") return;
    // A refused token (expired early, revoked) is made again at the next attempt.
    token = null;
    throw new ProviderRefused(`${method} refused: code ${String(body?.code ?? "none")}`);
  }

  return {
    subscribe: (email) => listCall("listsubscribe", email),
    unsubscribe: (email) => listCall("listunsubscribe", email),
  };
}
