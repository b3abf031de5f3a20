/**
 * What the organisation's documents state about itself that only the organisation can supply, part of the settings
 * env.server.ts validates: who signs certificates and receipts (a name and a title, both or neither), the EIN and
 * the street address printed on them. A document states only what is true: an unset fact is left out of every
 * document (no signature line without a signer), never printed as a placeholder.
 */
import { z } from "zod";

/** One line a person reads on paper: no control characters (a tab, a new line, a direction override). */
const printedLine = (most: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(most, `must be at most ${most} characters`)
    .regex(
      /^[^\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]+$/u,
      "must be one line of text without control characters",
    );

export const documentSettingRules = {
  SIGNER_NAME: printedLine(120).optional(),
  SIGNER_TITLE: printedLine(120).optional(),
  ORG_EIN: z
    .string()
    .trim()
    .regex(/^\d{2}-\d{7}$/, "must be the organisation's EIN, two digits, a dash and seven digits (12-3456789)")
    .optional(),
  ORG_ADDRESS: printedLine(200).optional(),
};

/** The facts as the documents read them; null is a fact not supplied, which no document mentions. */
export type DocumentSettings = {
  signer: { name: string; title: string } | null;
  ein: string | null;
  address: string | null;
};

type Values = z.output<z.ZodObject<typeof documentSettingRules>>;

/** The documents' facts; a signer's name without a title (or the reverse) stops the server with a sentence. */
export function documentSettingsOf(value: Values): DocumentSettings {
  const { SIGNER_NAME: name, SIGNER_TITLE: title } = value;
  if (Boolean(name) !== Boolean(title)) {
    throw new Error(
      "Invalid settings in the environment:\n  SIGNER_NAME and SIGNER_TITLE are set together or not at all.\nSee docs/settings.md.",
    );
  }
  return {
    signer: name && title ? { name, title } : null,
    ein: value.ORG_EIN ?? null,
    address: value.ORG_ADDRESS ?? null,
  };
}
