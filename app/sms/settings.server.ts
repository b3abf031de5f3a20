/**
 * The text messages provider's settings (Twilio, decision 092): the account's SID, its auth token and the number
 * texts come from, all three or none (texts then go to DATA_DIR/sms-outbox); the API's address, set only to point
 * the site at a stand-in that speaks the same API.
 */
import { z } from "zod";
import { setting, settingGroup, settingsProblem } from "~/platform/settings/declare.server";
import { allOrNone } from "~/platform/settings/rules.server";

export type TwilioSettings = { accountSid: string; authToken: string; from: string; apiBase: string };

export const textSettings = settingGroup(
  "Texts",
  {
    TWILIO_ACCOUNT_SID: setting(
      z
        .string()
        .regex(/^AC[0-9a-fA-F]{32}$/, "must be the account's SID, AC followed by 32 hexadecimal digits")
        .optional(),
      "the text messages provider's account (`AC` and 32 hexadecimal digits; decision 092); with `TWILIO_AUTH_TOKEN` and `TWILIO_FROM`, all three or none (the server does not start otherwise); unset, texts go to `DATA_DIR/sms-outbox`, one `.txt` file each (a sign-in code is never logged: a developer reads the file)",
    ),
    TWILIO_AUTH_TOKEN: setting(
      z.string().trim().min(16, "must be the account's auth token").max(200).optional(),
      "the account's auth token: it authenticates the texts sent and checks the `X-Twilio-Signature` of inbound texts at `/api/sms/inbound` (configure the number's messaging webhook as `PUBLIC_URL` + `/api/sms/inbound`, HTTP POST); unset, that address answers 404; refused signatures are limited to 10 a minute per client, as the billing webhook's",
    ),
    TWILIO_FROM: setting(
      z
        .string()
        .regex(/^\+[1-9]\d{6,14}$/, "must be the sending number in E.164, like +12015550123")
        .optional(),
      "the number texts come from, in E.164 (`+12015550100`)",
    ),
    TWILIO_API_BASE: setting(
      z.string().url().default("https://api.twilio.com"),
      "the provider's API address; set only to point the site at a stand-in that speaks the same API (the tests' loopback server)",
    ),
  },
  (value): { twilio: TwilioSettings | null } => {
    const account = allOrNone(
      { accountSid: value.TWILIO_ACCOUNT_SID, authToken: value.TWILIO_AUTH_TOKEN, from: value.TWILIO_FROM },
      () => settingsProblem("TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set together or not at all."),
    );
    return { twilio: account && { ...account, apiBase: value.TWILIO_API_BASE.replace(/\/+$/, "") } };
  },
);
