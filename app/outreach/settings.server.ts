/**
 * The inbox's and newsletter's settings (decision 120): the address staff replies come from; and the mailing-list
 * provider, Zoho Campaigns, reached through its OAuth client (the client's id and secret and a refresh token the
 * organisation makes once in Zoho's API console) and the list's key, all four or none. Unset, confirmed addresses
 * wait in the store and staff download them as a CSV; the API addresses are set only for another data centre or to
 * point the site at a stand-in that speaks the same API.
 */
import { z } from "zod";
import { org } from "~/config/org";
import { senderAddress } from "~/platform/mailIdentity.server";
import { setting, settingGroup, settingsProblem } from "~/platform/settings/declare.server";
import { allOrNone } from "~/platform/settings/rules.server";

export type ZohoCampaignsSettings = {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  listKey: string;
  accountsUrl: string;
  campaignsUrl: string;
};

const orgAddress = `"${org.name.replace(/["\\]/g, "\\$&")}" <${org.email}>`;
const secret = z.string().trim().min(8, "must be the value Zoho's API console gave").max(500).optional();
const apiAddress = (fallback: string) => z.string().url().default(fallback);

export const outreachSettings = settingGroup(
  "Inbox and newsletter",
  {
    INBOX_REPLY_FROM: setting(
      z
        .string()
        .refine((value) => senderAddress(value) !== null, 'must name one address, such as "Name" <hello@example.org>')
        .default(orgAddress),
      "the From of a staff reply to a contact message (`/staff/inbox`): the organisation's own address, which the person can answer; it must name exactly one address",
      `\`${orgAddress}\` (the name and address of \`app/config/org.ts\`)`,
    ),
    ZOHO_CAMPAIGNS_CLIENT_ID: setting(
      secret,
      "the mailing-list provider's OAuth client (Zoho Campaigns, decision 120); with `ZOHO_CAMPAIGNS_CLIENT_SECRET`, `ZOHO_CAMPAIGNS_REFRESH_TOKEN` and `ZOHO_CAMPAIGNS_LIST_KEY`, all four or none (the server does not start otherwise); unset, confirmed newsletter addresses wait in the store and staff download them as a CSV at `/staff/newsletter`",
    ),
    ZOHO_CAMPAIGNS_CLIENT_SECRET: setting(secret, "the OAuth client's secret"),
    ZOHO_CAMPAIGNS_REFRESH_TOKEN: setting(
      secret,
      "a refresh token of the client with the scope `ZohoCampaigns.contact.UPDATE`; the site trades it for an hour's access token at `ZOHO_ACCOUNTS_URL`",
    ),
    ZOHO_CAMPAIGNS_LIST_KEY: setting(
      secret,
      "the key of the mailing list confirmed addresses join (the list's Setup page)",
    ),
    ZOHO_ACCOUNTS_URL: setting(
      apiAddress("https://accounts.zoho.com"),
      "Zoho's accounts server, where access tokens are made (`https://accounts.zoho.eu` for the EU data centre); set also to point the site at a stand-in",
    ),
    ZOHO_CAMPAIGNS_URL: setting(
      apiAddress("https://campaigns.zoho.com"),
      "Zoho Campaigns' API address (`https://campaigns.zoho.eu` for the EU data centre); set also to point the site at a stand-in",
    ),
  },
  (value): { replyFrom: string; zohoCampaigns: ZohoCampaignsSettings | null } => {
    const account = allOrNone(
      {
        clientId: value.ZOHO_CAMPAIGNS_CLIENT_ID,
        clientSecret: value.ZOHO_CAMPAIGNS_CLIENT_SECRET,
        refreshToken: value.ZOHO_CAMPAIGNS_REFRESH_TOKEN,
        listKey: value.ZOHO_CAMPAIGNS_LIST_KEY,
      },
      () =>
        settingsProblem(
          "ZOHO_CAMPAIGNS_CLIENT_ID, ZOHO_CAMPAIGNS_CLIENT_SECRET, ZOHO_CAMPAIGNS_REFRESH_TOKEN and ZOHO_CAMPAIGNS_LIST_KEY are set together or not at all.",
        ),
    );
    const trimmed = (url: string) => url.replace(/\/+$/, "");
    return {
      replyFrom: value.INBOX_REPLY_FROM,
      zohoCampaigns: account && {
        ...account,
        accountsUrl: trimmed(value.ZOHO_ACCOUNTS_URL),
        campaignsUrl: trimmed(value.ZOHO_CAMPAIGNS_URL),
      },
    };
  },
);

export const outreachSettingsNow = () => outreachSettings.current();
