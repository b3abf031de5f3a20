/** The staff console's words for the inbox, the board applications and the newsletter (English only). */
export const inboxWords = {
  title: "Inbox",
  intro: "Messages sent with the contact form. Open one to assign it, answer it by email and close it.",
  open: (count: number) => `Open (${count})`,
  closed: "Recently closed",
  none: "No message.",
  columns: ["Received", "From", "Topic", "Assigned to"],
  back: "All messages",
  facts: { topic: "Topic", from: "From", email: "Email", phone: "Phone", received: "Received", language: "Language" },
  assigned: "Assigned to",
  nobody: "Nobody",
  assign: "Assign",
  assignTo: "Assign to",
  replies: "Replies sent",
  noReplies: "No reply sent yet.",
  replyBy: (who: string, when: string) => `${who}, ${when}`,
  reply: "Reply by email",
  replyHint: (from: string) => `Sent from ${from}, in the thread of the person's message, with their message quoted.`,
  noEmail: (phone: string) => `This person gave no email address: call or text them at ${phone}.`,
  send: "Send reply",
  close: "Close",
  reopen: "Open again",
  isClosed: (who: string, when: string) => `Closed by ${who}, ${when}.`,
  done: { assigned: "Assigned.", replied: "Reply sent.", closed: "Closed.", reopened: "Open again." },
  errors: {
    reply: "Write the reply (up to 4,000 characters).",
    closed: "This message is closed: open it again to reply.",
    noEmail: "This person gave no email address.",
    staff: "Choose a member of staff.",
    stale: "Someone changed this message since you opened it. Look again and retry.",
    tooMany: "Too many changes in a minute. Wait a moment and try again.",
  },
};

export const boardWords = {
  title: "Board applications",
  intro: "Applications to join the Board of Directors, newest first. Open one to read it and download the CV.",
  none: "No application yet.",
  columns: ["Received", "Name", "Contact", "CV"],
  back: "All board applications",
  facts: { email: "Email", phone: "Phone", received: "Received", language: "Language", cv: "CV" },
  why: "Why they would like to join",
  skills: "Skills and experience",
  download: "Download the CV",
};

export const newsletterWords = {
  title: "Newsletter",
  intro:
    "Addresses signed up in the footer's form. An address counts once its owner confirmed it by the emailed link; an unsubscription takes effect at once.",
  figures: { asked: "Waiting for confirmation", confirmed: "Confirmed", unsubscribed: "Unsubscribed" },
  provider: "Mailing-list provider",
  providerSet: (waiting: number, failing: number) =>
    `Zoho Campaigns is set: ${waiting} change(s) waiting to reach it${failing ? `, ${failing} after a failed attempt (retried)` : ""}.`,
  providerUnset:
    "No mailing-list provider is set (docs/settings.md): download the confirmed addresses and import them.",
  download: "Download the confirmed addresses (CSV)",
};

export const languageNames = { en: "English", es: "Spanish" } as const;
