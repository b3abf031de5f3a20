/**
 * A signed-in person's money gifts as the portal shows them beside their device donations (issue 47 §4): found as
 * the portal finds a donor, by the champion's email (or mobile number, for one who gave only that) and the
 * champion itself; each payment with its amount, day and standing receipt's PDF, and each monthly gift's state
 * with the link to its own page, where the same actions as the receipt's link are.
 */
import { db } from "~/db/serverStore.server";
import { formatMoment } from "~/i18n";
import type { Locale } from "~/i18n/locale";
import { createRecordSource } from "~/kits/records/recordSource.server";
import { env } from "~/platform/env.server";
import { dollars } from "~/gifts/amounts";
import { giftWordsIn } from "~/gifts/words";
import { paymentsOfGift, receiptsOfGift } from "./giftLedger.server";
import { managePath, receiptPath } from "./giftLinks.server";
import { giftsOfPerson } from "./giftStore.server";
import { statementLinks } from "./statementPage.server";

export type MoneyGiftsView = {
  payments: {
    key: string;
    date: string;
    kind: string;
    amount: string;
    receipt: { number: string; href: string } | null;
  }[];
  monthly: { key: string; sentence: string; href: string }[];
  /** The year-end statements, beside the receipts (decision 117). */
  statements: Awaited<ReturnType<typeof statementLinks>>;
};

export async function moneyGiftsFor(championId: string, locale: Locale): Promise<MoneyGiftsView | null> {
  const store = db();
  const champion = await createRecordSource(store).championById(championId);
  if (!champion) return null;
  const gifts = await giftsOfPerson(store, { email: champion.Email, phone: champion.Mobile, championId });
  if (gifts.length === 0) return null;
  const words = giftWordsIn(locale);
  const zone = env().orgTimeZone;
  const view: MoneyGiftsView = { payments: [], monthly: [], statements: await statementLinks(champion.Email, locale) };
  for (const gift of gifts) {
    const [payments, receipts] = await Promise.all([paymentsOfGift(store, gift.id), receiptsOfGift(store, gift.id)]);
    for (const payment of payments.reverse()) {
      const standing = receipts.find((receipt) => receipt.paymentId === payment.id && receipt.voidedAt === null);
      view.payments.push({
        key: payment.id,
        date: formatMoment(locale, payment.paidAt, zone),
        kind: gift.frequency === "monthly" ? words.portal.monthly : words.portal.once,
        amount: dollars(payment.amountCents - payment.refundedCents, locale),
        receipt: standing ? { number: standing.number, href: receiptPath(standing.number) } : null,
      });
    }
    if (gift.frequency === "monthly" && gift.monthlyState && gift.monthlyState !== "cancelled") {
      const amount = dollars(gift.amountCents, locale);
      const sentence =
        gift.monthlyState === "paused"
          ? words.manage.state.paused(amount, gift.pausedUntil ? formatMoment(locale, gift.pausedUntil, zone) : "")
          : words.manage.state[gift.monthlyState](amount);
      view.monthly.push({ key: gift.id, sentence, href: managePath(gift.id, locale) });
    }
  }
  return view;
}
