/** The sentences a member of staff can meet in the staff console, defined once for routes and tests. */
export const staffMessages = {
  signInSent: "If this address may use the staff console, we have sent it a sign-in link. It works once, for 15 minutes.",
  linkFailed: "This sign-in link cannot be used: it has expired, was already used, or is not for the staff console. Ask for a new one.",
  signedOut: "You are signed out of the staff console.",
  sessionFailed: "The session could not be started. Please try again in a moment.",
  uploadTooLarge: "This upload is too large: each file may be at most 100 MiB, and at most four files at once. Nothing was imported.",
} as const;
