/**
 * What a confirmation page says was sent, and to what (issue 45): an email to the address, or a text to the number,
 * shown only by its last two digits. A page names the one channel the application's rule wrote to, never both.
 */
import type { AboutAnswers } from "./answers";
import { writesByText } from "./answers";
import { maskPhone } from "~/sms/phoneNumber";

export type SentTo = { email: string } | { textTo: string };

/** Where the applicant's confirmation goes: their number (masked) when they chose texts, else their email. */
export function sentToOf(about: AboutAnswers): SentTo | null {
  if (writesByText(about)) return { textTo: maskPhone(about.phone!) };
  return about.email ? { email: about.email } : null;
}
