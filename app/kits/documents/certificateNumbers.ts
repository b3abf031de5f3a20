/**
 * Certificate numbers: a prefix, then 80 bits as 16 characters of Crockford's base32 (no I, L, O or U, so a number
 * read aloud or copied by hand is not misread), in groups of four: TA-7K3M-Q9XD-2HBW-N5RT. The donor's device
 * certificates and the class certificates each have their own prefix, so `/verify` knows whose a number is.
 */
const BASE32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const NUMBER_BYTES = 10;
/** What may stand between a number's characters as typed: spaces of any kind, dashes of any kind, dots. */
const SEPARATORS = /[\s\p{Pd}\u2212.]/gu;

export function certificateNumbering(prefix: string) {
  const numberPattern = new RegExp(`^${prefix}(?:-[${BASE32}]{4}){4}$`);
  return {
    /** The number written from the first 80 bits of `bytes` (given by the caller: a keyed hash, or random bytes). */
    from(bytes: Uint8Array): string {
      if (bytes.length < NUMBER_BYTES) throw new Error("a certificate number needs 80 bits");
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
      return [prefix, ...characters.match(/.{4}/g)!].join("-");
    },
    /**
     * A typed or linked number as stored, or null when it cannot be one with this prefix. People type what they
     * read off paper: in any case, with spaces, without the dashes or with a phone's long dash, so the number is
     * read from its letters and digits alone (full-width ones too) and written again in its groups.
     */
    parse(input: string): string | null {
      if (input.length > 100) return null;
      const compact = input.normalize("NFKC").toUpperCase().replace(SEPARATORS, "");
      const body = compact.startsWith(prefix) ? compact.slice(prefix.length) : "";
      const number = body.length === 16 ? [prefix, ...body.match(/.{4}/g)!].join("-") : "";
      return numberPattern.test(number) ? number : null;
    },
  };
}
