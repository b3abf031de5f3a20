/**
 * How many sign-in links one mailbox gets in a window, whatever the realm (portal, partner, staff): the server holds
 * to it (`signIn.server.ts`) and the sign-in pages say it, so a person who asks again and again
 * knows why nothing new arrives.
 */
export const signInMailLimit = { mailsPerEmail: 3, mailWindowMs: 15 * 60 * 1000 } as const;

export const signInWindowMinutes = signInMailLimit.mailWindowMs / 60_000;
