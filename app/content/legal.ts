/** The words that point to the privacy policy and the terms, wherever a page needs them. */
export const legalLinks = {
  privacy: { text: "Privacy Policy", to: "/privacypolicy" },
  terms: { text: "Terms of Service", to: "/terms-of-service" },
} as const;

/** Under the sign-in form. */
export const signInLegalNote = {
  before: "By signing in you agree to our",
  between: ". Our",
  after: "says what the portal keeps and for how long.",
} as const;

/** Under every checkout frame. */
export const checkoutLegalNote = {
  before: "By ordering you agree to our",
  between: ". The checkout is run by our billing provider; our",
  after: "says what it may collect.",
} as const;

/** The date both legal documents take effect (ISO). */
export const legalEffectiveDate = "2026-11-23";

/** 'Effective November 23, 2026' */
export function effectiveDateLabel(iso: string = legalEffectiveDate): string {
  const date = new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  return `Effective ${date}`;
}
