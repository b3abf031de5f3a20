/**
 * The link that brings a saved draft back: sent when the applicant saves to finish later, and again on request
 * from a used or expired link whose draft is still kept. It goes to the draft's own address or number (the one
 * answered on 'About you', or typed there unfinished), never to one the request names: by text to an applicant who
 * chose texts or gave only a mobile number (issue 45), by email otherwise.
 */
import { readEmail, type Typed } from "~/kits/forms/reading";
import type { Locale } from "~/i18n/locale";
import { emailKey } from "~/kits/records/championLookup";
import { db } from "~/db/serverStore.server";
import { afterCommit, inTransaction } from "~/db/transaction.server";
import { enqueueMail } from "~/mail/outbox.server";
import { wakeMailSender } from "~/mail/sender.server";
import { siteLink } from "~/mail/composeEmail.server";
import { enqueueText } from "~/sms/smsOutbox.server";
import { wakeTextSender } from "~/sms/smsSender.server";
import { maskPhone, usMobileE164 } from "~/sms/phoneNumber";
import { textsIn } from "~/sms/textWords";
import type { SentTo } from "~/applications/sentTo";
import { resumeEmail } from "./applicationEmails.server";
import { sendSettings, withinLimit } from "./stepPage.server";
import type { Draft } from "./drafts.server";
import { RESUME_LINK_MS } from "~/kits/links/lifetimes";
import { issueLink } from "~/kits/links/linkTokens.server";

/** Where a draft's link goes, in the applicant's language: an email address or a mobile number (E.164). */
export type DraftAddress =
  { email: string; phone: null; language: Locale } | { email: null; phone: string; language: Locale };

/** Texts when texts were chosen, or when a number is the only way given; email otherwise. */
function addressOf(email: string | null, phone: string | null, byText: boolean, language: Locale): DraftAddress | null {
  if (phone && (byText || !email)) return { email: null, phone, language };
  return email ? { email, phone: null, language } : null;
}

/** The address, number and language typed on an unfinished 'About you', as far as they can be used. */
function aboutTyped(typed: Typed | undefined, locale: Locale): DraftAddress | null {
  const language = typed?.language === "es" || typed?.language === "en" ? typed.language : locale;
  const phone = usMobileE164(typed?.phone ?? "");
  return addressOf(readEmail(typed?.email), phone, typed?.contactBy === "text", language);
}

/** Where a draft's link goes: its answered address or number, else one typed on an unfinished 'About you'. */
export function draftAddress(draft: Draft): DraftAddress | null {
  const about = draft.answers.about;
  if (about) return addressOf(about.email, about.phone, about.contactBy === "text", about.language);
  return aboutTyped(draft.answers.unfinished?.about, draft.locale);
}

export type ResumeLinkOutcome = { sent: SentTo } | "no-address" | "limited";

/** Sends the draft's address or number a link that brings the draft back, once, for 14 days (within 'save' limits). */
export async function sendResumeLink(draft: Draft, client: string): Promise<ResumeLinkOutcome> {
  const to = draftAddress(draft);
  if (!to) return "no-address";
  if (!(await withinLimit("save", client, to.email ?? to.phone))) return "limited";
  const { publicUrl, timeZone } = sendSettings();
  await inTransaction(db(), async (trx) => {
    const link = await issueLink(trx, "resume", draft.id, RESUME_LINK_MS);
    if (to.phone !== null) {
      const address = siteLink(publicUrl, to.language, `/application/resume/${link.token}`);
      await enqueueText(trx, {
        kind: "resume",
        recipient: to.phone,
        body: textsIn(to.language, publicUrl).resumeLink(address),
        notAfter: link.expiresAt,
      });
      afterCommit(trx, wakeTextSender);
      return;
    }
    const email = resumeEmail(publicUrl, to.language, { token: link.token, expiresAt: link.expiresAt, timeZone });
    await enqueueMail(trx, {
      emailKey: emailKey(to.email),
      recipient: to.email,
      ...email,
      notAfter: link.expiresAt,
      kind: "resume",
    });
    afterCommit(trx, wakeMailSender);
  });
  if (to.phone !== null) return { sent: { textTo: maskPhone(to.phone) } };
  return { sent: { email: to.email } };
}
