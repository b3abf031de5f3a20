/**
 * The words of the portal's emails in English: the sign-in link and the status change. A person gets them in the
 * language they last used the site in (`server/records/personLanguage.server.ts`); the Spanish record is
 * `es/portalEmails.ts`. The staff console's sign-in email stays English with the console.
 */
export const signInEmail = {
  subject: "Your sign-in link to the digital portal",
  /** The name is one line of CRM text, or empty. */
  greeting: (name: string) => (name ? `Hello ${name},` : "Hello,"),
  useLink: "Use this link to open the digital portal. It works once and expires in 15 minutes:",
  open: "Open the digital portal",
  ignore: "If you did not ask to sign in, you can ignore this email.",
} as const;

export const statusEmail = {
  subject: (label: string) => `Your application status: ${label}`,
  greeting: (name: string) => (name ? `Hello ${name},` : "Hello,"),
  /** Followed by the status's label and a full stop. */
  statusNow: "The status of your computer application is now:",
  reason: "Reason:",
  possibleReasons: "Possible reasons include:",
  signIn: "To see your application in the digital portal, sign in here:",
} as const;
