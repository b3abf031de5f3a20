/**
 * The text messages provider's settings (Twilio, decision 092), part of the settings env.server.ts validates: the
 * account's SID, its auth token and the number texts come from, all three or none (texts then go to
 * DATA_DIR/sms-outbox); the API's address, set only to point the site at a stand-in that speaks the same API.
 */
import { z } from "zod";

export type TwilioSettings = { accountSid: string; authToken: string; from: string; apiBase: string };

export const twilioSettingRules = {
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, "must be the account's SID, AC followed by 32 hexadecimal digits")
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().trim().min(16, "must be the account's auth token").max(200).optional(),
  TWILIO_FROM: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, "must be the sending number in E.164, like +12015550123")
    .optional(),
  TWILIO_API_BASE: z.string().url().default("https://api.twilio.com"),
};

type Values = z.output<z.ZodObject<typeof twilioSettingRules>>;

/** The provider's settings, or null when none is set; some without the others stop the server with a sentence. */
export function twilioSettingsOf(value: Values): TwilioSettings | null {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = value;
  if (!accountSid && !authToken && !from) return null;
  if (!accountSid || !authToken || !from) {
    throw new Error(
      "Invalid settings in the environment:\n  TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set together or not at all.\nSee docs/settings.md.",
    );
  }
  return { accountSid, authToken, from, apiBase: value.TWILIO_API_BASE.replace(/\/+$/, "") };
}
