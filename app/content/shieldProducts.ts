/**
 * The Shield internet service: its figures and the three offers.
 * Every price or figure a page, the FAQ or the structured data shows is read from here.
 */
import { z } from "zod";
import { sitePage } from "~/config/routes";

export const shieldService = {
  brand: "Shield",
  /** The unlimited plan, per month, in U.S. dollars. */
  monthlyPrice: 14.89,
  /** Orders arrive in about this many business days. */
  deliveryBusinessDays: 10,
  /** Eligibility by income: under this percentage of the Federal Poverty Level. */
  povertyLevelPercent: 200,
  /** Benefit programmes, any one of which makes a household eligible. */
  qualifyingPrograms: ["SNAP", "Medicaid", "SSI", "free school lunch"],
  profitsDonatedPercent: 100,
  /** Height of the hosted checkout frame in CSS pixels. */
  checkoutFrameHeight: 1300,
} as const;

export const hotspotSpecs = { maxDevices: 10, batteryHours: 8, network: "4G LTE" } as const;
export const routerSpecs = { batteryHours: 4, networks: ["5G", "4G", "3G"] } as const;

/** '$14.89', '$60', '$149': whole dollars without cents. */
export function formatUsd(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

export const monthlyPriceLabel = `${formatUsd(shieldService.monthlyPrice)}/month`;

/** 'SNAP, Medicaid, SSI or free school lunch' */
export const qualifyingProgramsText = `${shieldService.qualifyingPrograms.slice(0, -1).join(", ")} or ${shieldService.qualifyingPrograms.at(-1)}`;

export const productImageSchema = z.object({
  src: z.string().regex(/^\/images\/shield\/[a-z0-9-]+\.svg$/),
  alt: z.string().min(10),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** What a buyer needs; the landing page offers each need monthly or prepaid. */
export const shieldNeeds = ["onTheGo", "atHome", "ownDevice"] as const;

/**
 * A prepaid product's price: paid once for a number of months, or again every that many months until cancelled.
 * Whether it renews is said here only: the price's wording and the page's renewal sentence are both read from it.
 */
export const prepaidTermSchema = z.object({
  months: z.number().int().positive(),
  price: z.number().positive(),
  renewsUntilCancelled: z.boolean(),
});

const dayRange = z
  .object({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative() })
  .refine((range) => range.min <= range.max, "min is more than max");

/** How long an order takes, in business days: until it is handed to the carrier, then on the way. */
const deliveryTimeSchema = z.object({ handlingDays: dayRange, transitDays: dayRange });

export const shieldProductSchema = z.object({
  id: z.enum([
    "simcard",
    "hotspot",
    "router",
    "simcard6months",
    "simcard12months",
    "hotspot12months",
    "router12months",
  ]),
  path: z.enum([
    "/shieldsimcard",
    "/shieldhotspotsim",
    "/shield5grouter",
    "/shieldsimcard6months",
    "/shieldsimcard12months",
    "/shieldhotspotsim12months",
    "/shield5grouter12months",
  ]),
  need: z.enum(shieldNeeds),
  title: z.string().min(1),
  /** Name in the structured data and in short mentions. */
  name: z.string().min(1),
  /** What is paid once, at checkout, when there is a device. */
  devicePrice: z.number().positive().nullable(),
  /** The monthly service included with the order, when there is one. */
  monthlyPrice: z.number().positive().nullable(),
  /** Set on a prepaid product: what is paid, for how long. `devicePrice` and `monthlyPrice` are then null. */
  prepaid: prepaidTermSchema.nullable(),
  /** The hosted checkout's plan id (the prepaid plans from the organisation's live site). */
  planId: z.enum(["105", "120", "60", "1000"]),
  addon: z.object({ code: z.string().min(1), quantity: z.number().int().positive() }).nullable(),
  availability: z.enum(["InStock", "PreOrder"]),
  delivery: deliveryTimeSchema,
  summary: z.string().min(1),
  /** The description as short sentences, figures from the constants above. */
  facts: z.array(z.string().min(1)).min(3),
  images: z.array(productImageSchema).min(2),
});

export type ShieldProduct = z.infer<typeof shieldProductSchema>;
export type ShieldNeed = (typeof shieldNeeds)[number];
export type PrepaidTerm = z.infer<typeof prepaidTermSchema>;
export type DeliveryTime = z.infer<typeof deliveryTimeSchema>;
export type ShieldProductImage = z.infer<typeof productImageSchema>;

const monthly = monthlyPriceLabel;
const delivery = `Orders arrive in about ${shieldService.deliveryBusinessDays} business days.`;
const freeShipping = "Free shipping anywhere in the U.S.";
const noStrings = "No contract, no credit check and no hidden fees.";
const image = (name: string, alt: string): ShieldProductImage => ({
  src: `/images/shield/${name}.svg`,
  alt,
  width: 600,
  height: 600,
});

/** Each device's gallery, shown by its monthly and its prepaid page alike. */
const simCardPictures: ShieldProductImage[] = [
  image("sim-card-front", "The Shield SIM card, front, with its gold chip"),
  image("sim-card-sizes", "The Shield SIM card punched out in standard, micro and nano sizes"),
];
const hotspotPictures: ShieldProductImage[] = [
  image("hotspot-front", "The T10 mobile hotspot, front, with its screen showing signal and battery"),
  image("hotspot-back", "The T10 mobile hotspot, back, with the Shield logo"),
  image("hotspot-side", "The T10 mobile hotspot, side, showing the power button and charging port"),
];
const routerPictures: ShieldProductImage[] = [
  image("router-front", "The Shield 5G home router, front, with its status lights"),
  image("router-back", "The Shield 5G home router, back, with its ports and power socket"),
  image("router-side", "The Shield 5G home router, side view"),
  image("router-sim-slot", "The SIM card slot of the Shield 5G home router"),
  image("router-in-home", "The Shield 5G home router on a shelf, connecting a laptop and a phone"),
];

/**
 * Assumed until the organisation states its own (README, "Content to supply"): 1-3 business days to send an order,
 * 3-7 on the way, within the "about 10 business days" the pages promise (a unit test holds them to it).
 */
const usualDelivery: DeliveryTime = { handlingDays: { min: 1, max: 3 }, transitDays: { min: 3, max: 7 } };

/** Page titles come from the route list (the one source of page titles). */
export const shieldProducts = {
  simcard: {
    id: "simcard",
    path: "/shieldsimcard",
    need: "ownDevice",
    title: sitePage("/shieldsimcard").title,
    name: "Shield Unlimited Internet Plan – SIM Card",
    devicePrice: null,
    monthlyPrice: shieldService.monthlyPrice,
    prepaid: null,
    planId: "105",
    addon: null,
    availability: "InStock",
    delivery: usualDelivery,
    summary: `Truly unlimited nationwide internet for ${monthly} on a SIM card for a device you already have.`,
    facts: [
      `Truly unlimited internet for only ${monthly} on a national 5G/4G carrier network.`,
      "SIM card only: no device is included. Put it in the hotspot, phone or router you already have.",
      noStrings,
      "Cancel anytime.",
      freeShipping,
      delivery,
    ],
    images: simCardPictures,
  },
  hotspot: {
    id: "hotspot",
    path: "/shieldhotspotsim",
    need: "onTheGo",
    title: sitePage("/shieldhotspotsim").title,
    name: "Shield T10 Mobile Hotspot with Unlimited Internet",
    devicePrice: 60,
    monthlyPrice: shieldService.monthlyPrice,
    prepaid: null,
    planId: "105",
    addon: { code: "t10", quantity: 1 },
    availability: "InStock",
    delivery: usualDelivery,
    summary: `The T10 pocket hotspot for ${formatUsd(60)}, with truly unlimited nationwide internet for ${monthly}.`,
    facts: [
      `The T10 mobile hotspot costs ${formatUsd(60)} once; the unlimited plan is ${monthly}.`,
      `Connects up to ${hotspotSpecs.maxDevices} devices at once on ${hotspotSpecs.network}.`,
      `About ${hotspotSpecs.batteryHours} hours on a full charge.`,
      "The hotspot is locked to the Shield plan.",
      "The device is yours to keep, forever.",
      noStrings,
      "Cancel anytime.",
      freeShipping,
      delivery,
    ],
    images: hotspotPictures,
  },
  router: {
    id: "router",
    path: "/shield5grouter",
    need: "atHome",
    title: sitePage("/shield5grouter").title,
    name: "Shield 5G Home Hotspot (Device Only)",
    devicePrice: 149,
    monthlyPrice: null,
    prepaid: null,
    planId: "120",
    addon: null,
    availability: "PreOrder",
    delivery: usualDelivery,
    summary: `Pre-order the unlocked Shield 5G home router for ${formatUsd(149)}, device only.`,
    facts: [
      `Pre-order price ${formatUsd(149)}, paid once. Device only: internet service is not included.`,
      "Unlocked: works with most SIM cards on 5G, 4G and 3G networks.",
      `Runs up to ${routerSpecs.batteryHours} hours on its battery when unplugged.`,
      "The device is yours to keep, forever.",
      "This is a pre-order: the shipping date is not known yet. We will notify you when it ships.",
      freeShipping,
    ],
    images: routerPictures,
  },
  simcard6months: {
    id: "simcard6months",
    path: "/shieldsimcard6months",
    need: "ownDevice",
    title: sitePage("/shieldsimcard6months").title,
    name: "Shield Unlimited Internet – SIM Card, 6 Months Prepaid",
    devicePrice: null,
    monthlyPrice: null,
    prepaid: { months: 6, price: 84, renewsUntilCancelled: false },
    planId: "60",
    addon: null,
    availability: "InStock",
    delivery: usualDelivery,
    summary: `Six months of truly unlimited nationwide internet on a SIM card, paid once: ${formatUsd(84)}.`,
    facts: [
      `${formatUsd(84)} paid once covers 6 months of truly unlimited internet on a national 5G/4G carrier network.`,
      "Internet service only: the SIM card is included, no device. Put it in the hotspot, phone or router you already have.",
      noStrings,
      freeShipping,
      delivery,
    ],
    images: simCardPictures,
  },
  simcard12months: {
    id: "simcard12months",
    path: "/shieldsimcard12months",
    need: "ownDevice",
    title: sitePage("/shieldsimcard12months").title,
    name: "Shield Unlimited Internet – SIM Card, 12 Months Prepaid",
    devicePrice: null,
    monthlyPrice: null,
    prepaid: { months: 12, price: 156, renewsUntilCancelled: false },
    planId: "1000",
    addon: null,
    availability: "InStock",
    delivery: usualDelivery,
    summary: `A full year of truly unlimited nationwide internet on a SIM card, paid once: ${formatUsd(156)}.`,
    facts: [
      `${formatUsd(156)} paid once covers 12 months of truly unlimited internet on a national 5G/4G carrier network.`,
      "Internet service only: the SIM card is included, no device. Put it in the hotspot, phone or router you already have.",
      noStrings,
      freeShipping,
      delivery,
    ],
    images: simCardPictures,
  },
  hotspot12months: {
    id: "hotspot12months",
    path: "/shieldhotspotsim12months",
    need: "onTheGo",
    title: sitePage("/shieldhotspotsim12months").title,
    name: "Shield T10 Mobile Hotspot with 12 Months of Prepaid Internet",
    devicePrice: null,
    monthlyPrice: null,
    prepaid: { months: 12, price: 156, renewsUntilCancelled: false },
    planId: "1000",
    addon: { code: "t10", quantity: 1 },
    availability: "InStock",
    delivery: usualDelivery,
    summary: `The T10 pocket hotspot with 12 months of truly unlimited nationwide internet, paid once: ${formatUsd(156)}.`,
    facts: [
      `${formatUsd(156)} paid once: the T10 mobile hotspot and 12 months of truly unlimited internet in one payment.`,
      `Connects up to ${hotspotSpecs.maxDevices} devices at once on ${hotspotSpecs.network}.`,
      `About ${hotspotSpecs.batteryHours} hours on a full charge.`,
      "The hotspot is locked to the Shield plan.",
      "The device is yours to keep, forever.",
      noStrings,
      freeShipping,
      delivery,
    ],
    images: hotspotPictures,
  },
  router12months: {
    id: "router12months",
    path: "/shield5grouter12months",
    need: "atHome",
    title: sitePage("/shield5grouter12months").title,
    name: "Shield 5G Home Router with 12 Months of Prepaid Internet",
    devicePrice: null,
    monthlyPrice: null,
    prepaid: { months: 12, price: 156, renewsUntilCancelled: true },
    planId: "1000",
    addon: { code: "5", quantity: 1 },
    availability: "PreOrder",
    delivery: usualDelivery,
    summary: `The Shield 5G home router with 12 months of truly unlimited internet, for ${formatUsd(156)} a year.`,
    facts: [
      `${formatUsd(156)} a year: the 5G home router and 12 months of truly unlimited internet in one payment.`,
      "Unlocked: works with most SIM cards on 5G, 4G and 3G networks.",
      `Runs up to ${routerSpecs.batteryHours} hours on its battery when unplugged.`,
      "The device is yours to keep, forever.",
      "The router is on pre-order: the shipping date is not known yet. We will notify you when it ships.",
      freeShipping,
    ],
    images: routerPictures,
  },
} satisfies Record<ShieldProduct["id"], ShieldProduct>;

/** The three products of the specification, paid monthly (or once, for the router pre-order). */
export const shieldProductList: ShieldProduct[] = [
  shieldProducts.simcard,
  shieldProducts.hotspot,
  shieldProducts.router,
];

/** The prepaid products of the organisation's live site. */
export const prepaidProductList: ShieldProduct[] = [
  shieldProducts.simcard6months,
  shieldProducts.simcard12months,
  shieldProducts.hotspot12months,
  shieldProducts.router12months,
];

export const allShieldProducts: ShieldProduct[] = [...shieldProductList, ...prepaidProductList];

/** How often a prepaid price is paid: 'one time', 'a year', 'every 6 months'. */
function pricePeriod(term: PrepaidTerm): string {
  if (!term.renewsUntilCancelled) return "one time";
  return term.months === 12 ? "a year" : `every ${term.months} months`;
}

/** '$84 one time', '$156 a year, renews every 12 months unless cancelled' */
export function prepaidPriceLabel(term: PrepaidTerm): string {
  const price = `${formatUsd(term.price)} ${pricePeriod(term)}`;
  return term.renewsUntilCancelled ? `${price}, renews every ${term.months} months unless cancelled` : price;
}

/** Whether and when a prepaid product renews, in one sentence, shown under its price. */
export function renewalSentence(term: PrepaidTerm): string {
  return term.renewsUntilCancelled
    ? `The plan renews by itself every ${term.months} months, at ${formatUsd(term.price)} each time, unless you cancel before the renewal date.`
    : `Nothing renews: after the ${term.months} months nothing more is charged, and you choose a new plan if you want to stay connected.`;
}

/** '6 months prepaid' */
export function prepaidTermLabel(term: PrepaidTerm): string {
  return `${term.months} months prepaid`;
}

/** The other ways to buy for the same need: the monthly page links its prepaid versions and back. */
export function otherWaysToBuy(product: ShieldProduct): ShieldProduct[] {
  return allShieldProducts.filter((other) => other.need === product.need && other.id !== product.id);
}

/** Who qualifies, in plain words, shown on each product page before the checkout. */
export const eligibilityText = {
  heading: "Who can order Shield",
  who: `Your household qualifies if it receives ${qualifyingProgramsText}, or earns under ${shieldService.povertyLevelPercent}% of the Federal Poverty Level.`,
  how: "You self-declare: at checkout you tick a box to confirm your household qualifies. No documents are needed.",
} as const;

const imageParam = z.coerce.number().int().min(1);

/**
 * The gallery picture a product page shows, from its `?image=N` query (1-based). Anything missing, malformed
 * or out of range shows the first picture.
 */
export function galleryImageNumber(param: string | null, imageCount: number): number {
  const parsed = imageParam.max(imageCount).safeParse(param ?? undefined);
  return parsed.success ? parsed.data : 1;
}
