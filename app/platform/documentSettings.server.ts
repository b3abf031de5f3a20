/**
 * What the organisation's documents state about itself that only the organisation can supply, declared here and read
 * with the site's settings (env.server.ts): who signs certificates and receipts (a name and a title, both or neither), the EIN and
 * the street address printed on them. A document states only what is true: an unset fact is left out of every
 * document (no signature line without a signer), never printed as a placeholder.
 */
import { z } from "zod";
import { setting, settingsProblem, type ValuesOf } from "~/platform/settings/declare.server";

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

export const documentDeclarations = {
  SIGNER_NAME: setting(
    printedLine(120).optional(),
    'the name of who signs certificates (each device\'s, the whole donation\'s, a class\'s certificate of completion) and donation receipts for the organisation, printed after "Signed for the organisation by"; set with `SIGNER_TITLE`, both or neither (the server does not start otherwise); unset, documents carry the date of issue under "Issued" and no signature line (never a placeholder)',
  ),
  SIGNER_TITLE: setting(
    printedLine(120).optional(),
    'the signer\'s title, printed after the name ("Ana Rivera, Executive Director")',
  ),
  ORG_EIN: setting(
    z
      .string()
      .trim()
      .regex(/^\d{2}-\d{7}$/, "must be the organisation's EIN, two digits, a dash and seven digits (12-3456789)")
      .optional(),
    "the organisation's EIN (`12-3456789`), printed on donation receipts; unset, the receipt has no EIN line",
  ),
  ORG_ADDRESS: setting(
    printedLine(200).optional(),
    "the organisation's street address on one line, printed on device certificates and donation receipts; unset, they have no address line (the organisation's name and contact address are always printed)",
  ),
};

/** The facts as the documents read them; null is a fact not supplied, which no document mentions. */
export type DocumentSettings = {
  signer: { name: string; title: string } | null;
  ein: string | null;
  address: string | null;
};

type Values = ValuesOf<typeof documentDeclarations>;

/** The documents' facts; a signer's name without a title (or the reverse) stops the server with a sentence. */
export function documentSettingsOf(value: Values): DocumentSettings {
  const { SIGNER_NAME: name, SIGNER_TITLE: title } = value;
  if (Boolean(name) !== Boolean(title)) {
    throw settingsProblem("SIGNER_NAME and SIGNER_TITLE are set together or not at all.");
  }
  return {
    signer: name && title ? { name, title } : null,
    ein: value.ORG_EIN ?? null,
    address: value.ORG_ADDRESS ?? null,
  };
}
