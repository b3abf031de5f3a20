/** What the classes' browser journey reads out of a class email: its cancel, confirm or certificate link. */
import type { CapturedMail } from "./smtpCapture";

export const linkIn = (mail: CapturedMail, kind: "cancel" | "confirm" | "certificate") => {
  const link = new RegExp(`https?://[^\\s"<>]+/dsclasses/${kind}/[\\w-]{43}`).exec(mail.text)?.[0];
  if (!link) throw new Error(`No ${kind} link in the email:\n${mail.text.slice(0, 2000)}`);
  return link;
};

/** The Subject header as sent (encoded alike for two messages with the same subject). */
export const subjectOf = (mail: CapturedMail) => /^Subject: (.+)$/m.exec(mail.raw)?.[1];
