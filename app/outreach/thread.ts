/**
 * Where a staff reply sits in its thread (decision 120, RFC 5322 §3.6.4): a contact message's acknowledgement
 * starts the thread with the message's own Message-ID, so in the person's mailbox their message is the first of it;
 * each reply answers the last one sent (`In-Reply-To`) and names them all, oldest first (`References`), under the
 * acknowledgement's subject with "Re: " before it (once).
 */
export function replyThread(threadId: string, earlierReplies: readonly string[]) {
  const references = [threadId, ...earlierReplies];
  return { inReplyTo: references.at(-1)!, references };
}

export const replySubject = (subject: string) => (/^re:/i.test(subject) ? subject : `Re: ${subject}`);

/** The Message-ID a contact message's thread starts from: the message's own id at the site's mail domain. */
export const threadIdOf = (messageId: string, domain: string) => `<inbox-${messageId}@${domain}>`;

/** A message's or application's id in the address: 16 characters of base64url. */
export const isRecordId = (value: string | undefined): value is string => !!value && /^[\w-]{16}$/.test(value);
