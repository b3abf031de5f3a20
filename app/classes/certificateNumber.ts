/**
 * A class certificate's number: the organisation's prefix and "C" (so it is never mistaken for a device's
 * certificate, `TA-…`, and `/verify` knows whose it is from its shape), then 80 random bits as 16 characters of
 * Crockford's base32 (no I, L, O or U: read aloud or copied by hand, it is not misread) in groups of four:
 * TAC-7K3M-Q9XD-2HBW-N5RT. Random rather than derived from the seat: the number is stored with the seat (unique),
 * never recomputed, and tells nothing about who holds it.
 */
import { org } from "~/config/org";
import { certificateNumbering } from "~/kits/documents/certificateNumbers";

export const classCertificatePrefix = `${org.documents.certificatePrefix}C`;
const numbering = certificateNumbering(classCertificatePrefix);

/** The number written from the first 80 bits of `bytes` (random bytes, given by the caller). */
export const classCertificateNumberFrom = numbering.from;

/** A typed or linked number as stored (upper case), or null when it cannot be a class certificate's. */
export const parseClassCertificateNumber = numbering.parse;
