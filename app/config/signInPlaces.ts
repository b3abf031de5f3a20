/**
 * Each kind of person the sign-in guidance speaks to (issue 45), in the order the lists show them, and the address
 * their link leads to. The words (who, what they find there, the link's text) are in `app/content/signInPlaces.ts`
 * and its Spanish twin, keyed by the same names, so the list's shape is written once for both languages.
 */
export const signInPlaceLinks = [
  { key: "applicant", to: "/auth" },
  { key: "device-donor", to: "/auth" },
  { key: "money-donor", to: "/auth" },
  { key: "caseworker", to: "/partners" },
  { key: "subscriber", to: "/shield/account" },
  { key: "student", to: "/dsclasses" },
  { key: "volunteer", to: "/auth" },
] as const;

export type SignInPlaceKey = (typeof signInPlaceLinks)[number]["key"];
