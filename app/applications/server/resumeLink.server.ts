/**
 * The link that brings a saved draft back: emailed when the applicant saves to finish later, and again on request
 * from a used or expired link whose draft is still kept. It goes to the draft's own address (the one answered on
 * 'About you', or typed there unfinished), never to one the request names.
 */
import { readEmail, type Typed } from "~/kits/forms/reading";
import type { Locale } from "~/i18n/locale";
import { emailKey } from "~/kits/records/championLookup";
import { db } from "~/db/serverStore.server";
import { afterCommit, inTransaction } from "~/db/transaction.server";
import { enqueueMail } from "~/mail/outbox.server";
import { wakeMailSender } from "~/mail/sender.server";
import { resumeEmail } from "./applicationEmails.server";
import { sendSettings, withinLimit } from "./stepPage.server";
import type { Draft } from "./drafts.server";
import { RESUME_LINK_MS } from "~/kits/links/lifetimes";
import { issueLink } from "~/kits/links/linkTokens.server";

/** The address and language typed on an unfinished 'About you', when the address can be used. */
function aboutTyped(typed: Typed | undefined, locale: Locale): { email: string; language: Locale } | null {
  const email = readEmail(typed?.email);
  if (!email) return null;
  return { email, language: typed?.language === "es" || typed?.language === "en" ? typed.language : locale };
}

/** Where a draft's link goes: its answered address, else one typed on an unfinished 'About you'; null when none. */
export function draftAddress(draft: Draft): { email: string; language: Locale } | null {
  const about = draft.answers.about;
  // A phone-only applicant gave no address: saving then keeps the draft for their browser alone.
  if (about) return about.email ? { email: about.email, language: about.language } : null;
  return aboutTyped(draft.answers.unfinished?.about, draft.locale);
}

export type ResumeLinkOutcome = { sent: string } | "no-email" | "limited";

/** Emails the draft's address a link that brings the draft back, once, for 14 days (within the 'save' limits). */
export async function emailResumeLink(draft: Draft, client: string): Promise<ResumeLinkOutcome> {
  const about = draftAddress(draft);
  if (!about) return "no-email";
  if (!(await withinLimit("save", client, about.email))) return "limited";
  const { publicUrl, timeZone } = sendSettings();
  await inTransaction(db(), async (trx) => {
    const link = await issueLink(trx, "resume", draft.id, RESUME_LINK_MS);
    const email = resumeEmail(publicUrl, about.language, { token: link.token, expiresAt: link.expiresAt, timeZone });
    await enqueueMail(trx, {
      emailKey: emailKey(about.email),
      recipient: about.email,
      ...email,
      notAfter: link.expiresAt,
      kind: "resume",
    });
    afterCommit(trx, wakeMailSender);
  });
  return { sent: about.email };
}
