/**
 * A donation's reference: eight letters and digits nobody confuses when reading a box label aloud or typing it from
 * a pass (no 0/O, 1/I/L, U/V), in two groups of four, "K7MQ-4X2P" (29^8, about 500 billion: never guessed, and a
 * collision is tried again; `app/server/donations/submitDonation.server.ts` draws them).
 */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ";
const pattern = new RegExp(`^[${REFERENCE_ALPHABET}]{4}-[${REFERENCE_ALPHABET}]{4}$`);

export const isReference = (value: unknown): value is string => typeof value === "string" && pattern.test(value);
