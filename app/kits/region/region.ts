/**
 * Which of the organisation's regions a ZIP code is in (app/config/org.ts: New Jersey, New York City, Massachusetts).
 * New Jersey and Massachusetts are whole states, so their USPS three-digit ZIP prefixes decide (USPS Labeling List
 * L002, 3-Digit ZIP Code Prefix Matrix, https://pe.usps.com/text/LabelingLists/L002.htm): New Jersey 070–089;
 * Massachusetts 010–027 (027 is served from Providence, RI, but is Massachusetts) and 055 (Andover). New York City
 * shares its prefixes with its neighbours, so its ZIPs are looked up in the published list (./nycZipCodes).
 */
import { nycZipCodes } from "./nycZipCodes";

export type Region = "NJ" | "NYC" | "MA";

/** Each region's name as the staff console (English only, decision 071) writes it. */
export const regionWords: Record<string, string> = {
  NJ: "New Jersey",
  NYC: "New York City",
  MA: "Massachusetts",
};

const nycZips: ReadonlySet<string> = new Set(Object.values(nycZipCodes).flat());

/** The region of a five-digit ZIP, or null for a ZIP elsewhere and for anything not exactly five ASCII digits. */
export function regionOfZip(zip: string): Region | null {
  if (!/^[0-9]{5}$/.test(zip)) return null;
  if (nycZips.has(zip)) return "NYC";
  const prefix = Number(zip.slice(0, 3));
  if (prefix >= 70 && prefix <= 89) return "NJ";
  if ((prefix >= 10 && prefix <= 27) || prefix === 55) return "MA";
  return null;
}
