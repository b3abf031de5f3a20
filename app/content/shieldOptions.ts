/**
 * The words around buying Shield: how a product's price reads, how the monthly and prepaid
 * versions of one need are told apart, and the link to the billing provider's customer portal.
 */
import { externalLinks } from "~/config/external";
import { formatUsd, otherWaysToBuy, prepaidPriceLabel, prepaidTermLabel, type ShieldProduct } from "./shieldProducts";

/** The price line of a product page: '$60 device + $14.89/month unlimited internet', '$84 one time · 6 months prepaid'. */
export function productPriceLine(product: ShieldProduct): string {
  if (product.prepaid) return `${prepaidPriceLabel(product.prepaid)} · ${prepaidTermLabel(product.prepaid)}`;
  const monthly = product.monthlyPrice !== null ? `${formatUsd(product.monthlyPrice)}/month` : null;
  if (product.devicePrice === null) return `${monthly} unlimited internet`;
  const device = `${formatUsd(product.devicePrice)} ${product.availability === "PreOrder" ? "pre-order" : "device"}`;
  return monthly ? `${device} + ${monthly} unlimited internet` : `${device}, device only`;
}

/** How one way to buy is named beside the others: 'Pay monthly', 'Device only', '12 months prepaid'. */
export function wayToBuyLabel(product: ShieldProduct): string {
  if (product.prepaid) return prepaidTermLabel(product.prepaid);
  return product.monthlyPrice !== null ? "Pay monthly" : "Device only";
}

/** The short price beside a way to buy. */
export function wayToBuyPrice(product: ShieldProduct): string {
  if (product.prepaid) return prepaidPriceLabel(product.prepaid);
  return productPriceLine(product);
}

export const waysToBuyText = {
  heading: "Other ways to buy",
  intro: "The same service, paid another way:",
  /** Names the list of ways to pay on a landing page card, after the card's need. */
  cardListLabel: "Ways to pay",
} as const;

export { otherWaysToBuy };

/** The subscriber's account pages on this site (`/shield/account`, decision 088). */
export const manageSubscriptionLink = {
  text: "Manage your subscription",
  lead: "Already a subscriber?",
  href: externalLinks.subscriptionPortal,
} as const;

/** What a friend's referral link (`/shield?ref=<code>`) gives, where the pages say it (`shieldFriendDiscount.ts`). */
export const friendDiscountWords = {
  heading: "Your friend's referral discount",
  landing: (amount: string) =>
    `A Shield subscriber sent you their link: you get ${amount} off the first payment of any internet plan. The checkout applies it.`,
  product: (amount: string, discounted: string, full: string) =>
    `With your friend's referral, your first payment is ${discounted} instead of ${full} (${amount} off). The checkout below applies it.`,
  deviceOnly: (amount: string) =>
    `Your friend's referral gives ${amount} off an internet plan: a device bought alone has no discount.`,
};

/** The fixed words of the Shield landing and product pages. */
export const shieldPageWords = {
  eyebrow: "Shield Internet",
  asSeenIn: "As seen in",
  howItWorksAlt: "How Shield works in four steps: choose, order, receive, connect. The steps are written out below.",
  faq: "Frequently Asked Questions",
  backToShield: "Back to Shield",
  description: "Description",
  preOrder: "Pre-order",
  orderNow: "Order now",
  cardSimCard: "SIM card",
  cardPreOrderDeviceOnly: "pre-order · device only",
  cardHotspot: "hotspot",
};
