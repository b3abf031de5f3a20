/**
 * A letter of hours' number: the organisation's prefix and "V" (never mistaken for a device's certificate, `TA-…`,
 * or a class's, `TAC-…`, so `/verify` knows whose it is), then 80 random bits in Crockford's base32 in groups of
 * four: TAV-7K3M-Q9XD-2HBW-N5RT. Stored with what the letter states; it tells nothing about who holds it.
 */
import { org } from "~/config/org";
import { certificateNumbering } from "~/kits/documents/certificateNumbers";

export const letterPrefix = `${org.documents.certificatePrefix}V`;
const numbering = certificateNumbering(letterPrefix);

export const letterNumberFrom = numbering.from;
export const parseLetterNumber = numbering.parse;
