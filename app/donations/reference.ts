/**
 * A donation's reference: eight letters and digits nobody confuses when reading a box label aloud or typing it from
 * a pass (no 0/O, 1/I/L, U/V), in two groups of four, "K7MQ-4X2P" (29^8, about 500 billion: never guessed, and a
 * collision is tried again; `app/donations/server/submitDonation.server.ts` draws them).
 */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ";
const pattern = new RegExp(`^[${REFERENCE_ALPHABET}]{4}-[${REFERENCE_ALPHABET}]{4}$`);

export const isReference = (value: unknown): value is string => typeof value === "string" && pattern.test(value);

/**
 * A reference as staff type it or a scanner types it from a pass's QR code: any case, with or without the dash,
 * spaces around or inside it ignored. The reference as kept, or null when what was typed cannot be one.
 */
export function readReference(typed: string | null | undefined): string | null {
  const compact = (typed ?? "").replace(/[\s-]/g, "").toUpperCase();
  if (compact.length !== 8) return null;
  const reference = `${compact.slice(0, 4)}-${compact.slice(4)}`;
  return isReference(reference) ? reference : null;
}
