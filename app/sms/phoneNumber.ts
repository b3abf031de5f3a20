/**
 * US mobile numbers as people type them ("(201) 555-0123", "201.555.0123", "+1 201 555 0123") read into E.164
 * (`+12015550123`), the one form the store keeps and the provider takes. A North American number has ten digits,
 * its area code and exchange each starting 2-9; anything else is not a number we can text.
 */
const SEPARATORS = /[\s().-]/g;

/** The number in E.164, or null when what was typed is not a US number. */
export function usMobileE164(typed: string): string | null {
  const compact = typed.trim().replace(SEPARATORS, "");
  const digits = /^\+1\d{10}$/.test(compact)
    ? compact.slice(2)
    : /^1\d{10}$/.test(compact)
      ? compact.slice(1)
      : /^\d{10}$/.test(compact)
        ? compact
        : null;
  if (!digits || !/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return null;
  return `+1${digits}`;
}

/** A number as a log line or a staff screen may show it: its last two digits only. */
export function maskPhone(e164: string): string {
  return e164.length > 2 ? `…${e164.slice(-2)}` : "…";
}

/** A number as a person reads it back: (201) 555-0123. */
export function displayPhone(e164: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : e164;
}
