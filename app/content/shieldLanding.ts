/** The words of the Shield landing page, in page order. */
import { org } from "~/config/org";
import {
  eligibilityText,
  formatUsd,
  hotspotSpecs,
  monthlyPriceLabel,
  routerSpecs,
  shieldProducts,
  shieldService,
  prepaidPriceLabel,
  prepaidProductList,
} from "./shieldProducts";
import { manageSubscriptionLink } from "./shieldOptions";

/** 'the SIM card for 6 months at $84 one time, ...' */
const prepaidOffersText = prepaidProductList
  .map((product) => `${product.title} (${prepaidPriceLabel(product.prepaid!)})`)
  .join("; ");

export const shieldHero = {
  tagline: "Unlimited Internet. Lowest Monthly Price in America. Zero Strings Attached.",
  lead: `${shieldService.brand} is low-cost, truly unlimited mobile internet for households that need it, from ${org.name}.`,
  cta: { label: "Get Connected Now", href: "#features" },
} as const;

export type LogoEntry = { src: string; alt: string; width: number; height: number };

/**
 * The spec shows a press-logo strip but names no outlet, so these are neutral placeholders to replace with
 * real logos (docs/content-to-supply.md).
 */
export const shieldPressLogos: LogoEntry[] = [1, 2, 3, 4].map((n) => ({
  src: "/images/shield/press-placeholder.svg",
  alt: `Press logo placeholder ${n}`,
  width: 150,
  height: 100,
}));

export const shieldFeatures = {
  heading: "Take Back Control of Your Internet",
  bullets: [
    { title: "No contract or credit check", text: "No contract, no credit check, no hidden fees. Cancel anytime." },
    { title: "Fast speeds", text: "Runs on a national 5G/4G carrier network." },
    { title: "Truly unlimited", text: "Unlimited data with no caps to watch." },
    { title: `Only ${monthlyPriceLabel}`, text: "The lowest monthly price in America." },
    {
      title: `${shieldService.profitsDonatedPercent}% of profits donated`,
      text: `Every dollar of profit goes to ${org.name}'s mission.`,
    },
  ],
  cta: { label: "Buy Now", href: "#plans" },
} as const;

export const shieldHowItWorks = {
  heading: "How it Works",
  image: { src: "/images/shield/how-it-works.svg", width: 960, height: 360 },
  steps: [
    "Choose the hotspot, the 5G home router or a SIM card for a device you already have.",
    "Order online: tick the box to confirm your household qualifies. No documents are needed.",
    `Your order arrives in about ${shieldService.deliveryBusinessDays} business days, with free U.S. shipping.`,
    "Get online with unlimited internet, and help close the digital divide.",
  ],
} as const;

export const shieldPlansHeading = "Choose What You Need";

export const shieldChoiceCards = [
  { text: "I need internet on the go", to: shieldProducts.hotspot.path, product: shieldProducts.hotspot },
  { text: "I need internet at home", to: shieldProducts.router.path, product: shieldProducts.router },
  {
    text: "I already have a device, but need internet service",
    to: shieldProducts.simcard.path,
    product: shieldProducts.simcard,
  },
] as const;

export type FaqItem = {
  question: string;
  answer: string[];
  /** A link after the answer, to a page of this site (in the page's language). */
  link?: { lead: string; text: string; href: string };
};

export const shieldFaq: FaqItem[] = [
  {
    question: `What is ${shieldService.brand}?`,
    answer: [
      `${shieldService.brand} is the low-cost, unlimited mobile internet service of ${org.name}, for low-income households. It runs on a national 5G/4G carrier network, with no contract, no credit check and no hidden fees, for ${monthlyPriceLabel}.`,
    ],
  },
  {
    question: "Who is eligible?",
    answer: [eligibilityText.who, eligibilityText.how],
  },
  {
    question: "When will my order arrive?",
    answer: [
      `Orders arrive in about ${shieldService.deliveryBusinessDays} business days, with free shipping within the U.S.`,
      "The 5G home router is a pre-order: its shipping date is not known yet, and we will notify you when it ships.",
    ],
  },
  {
    question: "What does the plan include?",
    answer: [
      `Truly unlimited internet for ${monthlyPriceLabel} on a national 5G/4G network. No contract, no credit check, no hidden fees, and you can cancel anytime.`,
      `The T10 mobile hotspot (${formatUsd(shieldProducts.hotspot.devicePrice)}) connects up to ${hotspotSpecs.maxDevices} devices on ${hotspotSpecs.network} and lasts about ${hotspotSpecs.batteryHours} hours on a full charge. Your device is yours to keep, forever.`,
      `Prepaid plans are paid up front: ${prepaidOffersText}.`,
    ],
    link: { ...manageSubscriptionLink, lead: "To update your card, change your plan or cancel:" },
  },
  {
    question: "Is the router locked?",
    answer: [
      `No. The 5G home router is unlocked and works with most SIM cards on ${routerSpecs.networks.join(", ").replace(/, ([^,]*)$/, " and $1")} networks. The T10 mobile hotspot, on the other hand, is locked to the ${shieldService.brand} plan.`,
    ],
  },
  {
    question: "What if I have technical issues?",
    answer: [
      `Email us at ${org.email}, or use the help-desk widget on our site, and our support team will help you get back online.`,
    ],
  },
  {
    question: "Where does the money go?",
    answer: [
      `${shieldService.profitsDonatedPercent}% of the profits go to ${org.name}, the non-profit that refurbishes donated computers and gives them free to people in need.`,
    ],
  },
];
