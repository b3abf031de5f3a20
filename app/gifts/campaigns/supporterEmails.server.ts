/**
 * A supporter's emails, in their language, each written into the outbox in the transaction of the write that causes
 * it (decision 108): the link that confirms their address (and so starts their page), and the word that staff
 * approved it, with its public address.
 */
import type { Db } from "~/db/engine.server";
import { afterCommit } from "~/db/transaction.server";
import { emailKey } from "~/kits/records/championLookup";
import { composeEmail, siteLink, type EmailPart } from "~/mail/composeEmail.server";
import { enqueueMail, NO_EXPIRY } from "~/mail/outbox.server";
import { wakeMailSender } from "~/mail/sender.server";
import { env } from "~/platform/env.server";
import { giftWordsIn } from "~/gifts/words";
import type { Campaign } from "./campaignStore.server";
import type { Supporter } from "./supporterStore.server";
import { supporterWordsIn } from "./words";

/** A supporter's public page: `/campaigns/<campaign>/<supporter>`. */
export const supporterPath = (campaignSlug: string, supporterSlug: string) =>
  `/campaigns/${campaignSlug}/${supporterSlug}`;

async function send(trx: Db, supporter: Supporter, subject: string, parts: EmailPart[], notAfter: number) {
  const { greeting, signOff } = giftWordsIn(supporter.locale).emails;
  const composed = composeEmail(supporter.locale, subject, [
    { text: greeting(supporter.name) },
    ...parts,
    { text: signOff },
  ]);
  await enqueueMail(trx, {
    emailKey: emailKey(supporter.email),
    recipient: supporter.email,
    ...composed,
    notAfter,
    kind: "supporter",
    recordId: supporter.id,
  });
  afterCommit(trx, wakeMailSender);
}

export async function queueSupporterConfirmation(
  trx: Db,
  campaign: Campaign,
  supporter: Supporter,
  link: { token: string; expiresAt: number },
) {
  const words = supporterWordsIn(supporter.locale).emails;
  const title = campaign.title[supporter.locale];
  const confirm = siteLink(env().publicUrl, supporter.locale, `/campaigns/${campaign.slug}/confirm/${link.token}`);
  await send(
    trx,
    supporter,
    words.confirmSubject(title),
    [{ text: words.confirmIntro(title) }, { link: confirm, label: confirm }, { text: words.confirmIgnore }],
    link.expiresAt,
  );
}

export async function queueSupporterApproved(trx: Db, campaign: Campaign, supporter: Supporter) {
  const words = supporterWordsIn(supporter.locale).emails;
  const title = campaign.title[supporter.locale];
  const address = siteLink(env().publicUrl, supporter.locale, supporterPath(campaign.slug, supporter.slug));
  await send(
    trx,
    supporter,
    words.approvedSubject,
    [{ text: words.approvedIntro(title) }, { link: address, label: address }],
    NO_EXPIRY,
  );
}
