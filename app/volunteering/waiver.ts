/**
 * The waiver a volunteer signs before their first shift of each calendar year (issue 49 §1): the person types their
 * name to sign; under 18 a parent or guardian signs for them, typing their own name. What is kept is who signed,
 * for whom, the text's version and the time (`server/waivers.server.ts`).
 */

/** The age from which a person signs for themselves. */
export const ADULT_AGE = 18;

export type Signature = { signedFor: string; signedBy: string; byGuardian: boolean };

/**
 * Who signs, from what was typed: the volunteer's own name (the same name they gave, case and spaces aside) when
 * they are an adult; a parent's or guardian's name, not the volunteer's, when they are under 18. An error's key
 * otherwise.
 */
export function readSignature(
  name: string,
  age: number,
  typed: { signature: string; guardian: string },
): { ok: true; signature: Signature } | { ok: false; field: "signature" | "guardian"; error: WaiverError } {
  const same = (a: string, b: string) =>
    a.trim().replace(/\s+/g, " ").toLowerCase() === b.trim().replace(/\s+/g, " ").toLowerCase();
  if (age >= ADULT_AGE) {
    if (typed.signature.trim() === "") return { ok: false, field: "signature", error: "signature" };
    if (!same(typed.signature, name)) return { ok: false, field: "signature", error: "signatureName" };
    return { ok: true, signature: { signedFor: name, signedBy: name, byGuardian: false } };
  }
  const guardian = typed.guardian.trim().replace(/\s+/g, " ");
  if (guardian === "") return { ok: false, field: "guardian", error: "guardian" };
  if (same(guardian, name)) return { ok: false, field: "guardian", error: "guardianNotSelf" };
  return { ok: true, signature: { signedFor: name, signedBy: guardian.slice(0, 200), byGuardian: true } };
}

export type WaiverError = "signature" | "signatureName" | "guardian" | "guardianNotSelf";
