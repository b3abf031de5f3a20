/**
 * A class certificate's number: the organisation's prefix and "C" (so it is never mistaken for a device's
 * certificate, `TA-…`, and `/verify` knows whose it is from its shape), then 80 random bits as 16 characters of
 * Crockford's base32 (no I, L, O or U: read aloud or copied by hand, it is not misread) in groups of four:
 * TAC-7K3M-Q9XD-2HBW-N5RT. Random rather than derived from the seat: the number is stored with the seat (unique),
 * never recomputed, and tells nothing about who holds it.
 */
import { org } from "~/config/org";

const BASE32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const NUMBER_BYTES = 10;
export const classCertificatePrefix = `${org.documents.certificatePrefix}C`;
const numberPattern = new RegExp(`^${classCertificatePrefix}(?:-[${BASE32}]{4}){4}$`);

/** The number written from the first 80 bits of `bytes` (random bytes, given by the caller). */
export function classCertificateNumberFrom(bytes: Uint8Array): string {
  if (bytes.length < NUMBER_BYTES) throw new Error("a class certificate number needs 80 bits");
  let bits = 0;
  let value = 0;
  let characters = "";
  for (const byte of bytes.subarray(0, NUMBER_BYTES)) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      characters += BASE32[(value >>> bits) & 31];
    }
    value &= (1 << bits) - 1;
  }
  return [classCertificatePrefix, ...characters.match(/.{4}/g)!].join("-");
}

/** A typed or linked number as stored (upper case), or null when it cannot be a class certificate's. */
export function parseClassCertificateNumber(input: string): string | null {
  const number = input.trim().toUpperCase();
  return numberPattern.test(number) ? number : null;
}
