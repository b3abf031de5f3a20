/**
 * The sign-in kit's words in English: the sentences a person can meet signing in or posting a form (the original
 * portal's catalogue, defined once for routes and tests), and the sign-in emails of the portal and of the partner
 * portal (the staff console's stays English, in `loginEmail.server.ts`). A person gets them in the language they
 * last used the site in; the Spanish record is `../es/words.ts`, picked with `~/kits/signIn/words`.
 */
export const messages = {
  noRecordId: "Please enter an ID.",
  tokenFailed: "Error fetching data. Please try again.",
  invalidChampionType: "Invalid champion type",
  networkError: "Network Error: Unable to retrieve data.",
  noInventory: "No inventory data available to download.",
  signInSent: "we have sent you an email to login",
  invalidEmail: "Please enter a valid email address.",
  formExpired: "This form has expired. Please reload the page and try again.",
  formOnly: "Please use the form on this page.",
  recordNotFound: "We could not find your record. Please contact us.",
} as const;

/**
 * The words of the portal's emails in English: the sign-in link and the status change. A person gets them in the
 * language they last used the site in (`app/kits/records/personLanguage.server.ts`); the Spanish record is
 * `../es/words.ts`. The staff console's sign-in email stays English with the console.
 */
export const signInEmail = {
  subject: "Your sign-in link to the digital portal",
  /** The name is one line of CRM text, or empty. */
  greeting: (name: string) => (name ? `Hello ${name},` : "Hello,"),
  useLink: "Use this link to open the digital portal. It works once and expires in 15 minutes:",
  open: "Open the digital portal",
  ignore: "If you did not ask to sign in, you can ignore this email.",
} as const;

export const partnerSignInEmail = {
  subject: "Your sign-in link to the partner portal",
  greeting: "Hello,",
  useLink: "Use this link to open the partner portal. It works once and expires in 15 minutes:",
  open: "Open the partner portal",
  ignore: "If you did not ask to sign in, you can ignore this email.",
};

/** Signing in with a code texted to a mobile number (issue 38): the second form on /auth and the code page. */
export const textSignIn = {
  heading: "Or sign in with a text message",
  phoneLabel: "Your mobile number",
  phoneHint: "A US number, such as 201-555-0123. We text you a six-digit code.",
  send: "Text me a code",
  invalidPhone: "Enter a US mobile number with its area code, such as 201-555-0123.",
  codeTitle: "Enter your code",
  sentTo: (masked: string) =>
    `If this number is on an application, we texted a six-digit code to the number ending ${masked}.`,
  /** A new code ends the one before, and five wrong tries lock the number, whatever codes they were (issue 45). */
  codeRules: (minutes: number) =>
    `The code works for 10 minutes, once, and a new code ends the one before. After five wrong tries no code opens this number for ${minutes} minutes.`,
  held: (count: number, minutes: number) =>
    `A text can take a minute to arrive. One number gets at most ${count} codes in ${minutes} minutes.`,
  codeLabel: "Six-digit code",
  open: "Open my portal",
  wrongCode: "That code does not open anything. Check the last text we sent, or ask for a new code.",
  invalidCode: "Enter the six digits of the code we texted you.",
  locked: (minutes: number) =>
    `Five wrong codes have been tried for this number, so no code opens it for ${minutes} minutes. After that, ask for a new code.`,
  newCode: "Ask for a new code",
};
