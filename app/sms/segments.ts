/**
 * How many SMS segments a text takes (decision 092). A text written only in the GSM 03.38 alphabet is sent 7 bits a
 * character: 160 in one segment, 153 a segment once split (the rest carries the joining header); the extension
 * characters (^ { } \ [ ] ~ | €) take two. One character outside it sends the whole text as UCS-2: 70 in one
 * segment, 67 a segment once split, characters beyond the Basic Multilingual Plane taking two.
 */
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENSION = "^{}\\[~]|€\f";

/** The most segments a text of this site may take (issue 38). */
export const MAX_SEGMENTS = 2;

export type Segments = { encoding: "GSM-7" | "UCS-2"; units: number; segments: number };

export function segmentsOf(text: string): Segments {
  let septets = 0;
  let gsm = true;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) septets += 1;
    else if (GSM_EXTENSION.includes(char)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) return { encoding: "GSM-7", units: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
  // UTF-16 code units: a character beyond the BMP (an emoji) is two.
  const units = text.length;
  return { encoding: "UCS-2", units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

export function fitsInSegments(text: string, most = MAX_SEGMENTS): boolean {
  return segmentsOf(text).segments <= most;
}
