/** schema.org Product/Offer records of the Shield products, from the same product records the pages show. */
import { org } from "~/config/org";
import { shieldService, type DeliveryTime, type PrepaidTerm, type ShieldProduct } from "./shieldProducts";

/** The words of the price records (the Spanish ones are in es/shieldStructuredData.ts). */
export const structuredDataWords = {
  monthlyPlan: "Unlimited internet plan",
  devicePaidOnce: "Device, paid once",
  prepaidPlan: (months: number) => `Unlimited internet, ${months} months prepaid`,
};
type Words = typeof structuredDataWords;

const monthlyPlan = (price: number, words: Words) => ({
  "@type": "UnitPriceSpecification",
  name: words.monthlyPlan,
  price,
  priceCurrency: "USD",
  referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
});

/** A prepaid price covers its months; one that renews says so with its billing period. */
const prepaidPlan = (term: PrepaidTerm, words: Words) => ({
  "@type": "UnitPriceSpecification",
  name: words.prepaidPlan(term.months),
  price: term.price,
  priceCurrency: "USD",
  referenceQuantity: { "@type": "QuantitativeValue", value: term.months, unitCode: "MON" },
  ...(term.renewsUntilCancelled
    ? { billingDuration: { "@type": "QuantitativeValue", value: term.months, unitCode: "MON" } }
    : {}),
});

const businessDays = (range: DeliveryTime["handlingDays"]) => ({
  "@type": "QuantitativeValue",
  minValue: range.min,
  maxValue: range.max,
  unitCode: "DAY",
});

/** The delivery time Google's merchant listings ask of each offer, from the product's record; days are business days. */
const deliveryTime = (delivery: DeliveryTime) => ({
  "@type": "ShippingDeliveryTime",
  handlingTime: businessDays(delivery.handlingDays),
  transitTime: businessDays(delivery.transitDays),
  businessDays: {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => `https://schema.org/${day}`),
  },
});

/** `path` is the page's address in its language; `words` the price records' words in that language. */
export function productStructuredData(
  product: ShieldProduct,
  origin: string,
  path: string = product.path,
  words: Words = structuredDataWords,
) {
  const url = `${origin}${path}`;
  const price = product.prepaid?.price ?? product.devicePrice ?? product.monthlyPrice!;
  const priceSpecification = [
    ...(product.prepaid ? [prepaidPlan(product.prepaid, words)] : []),
    ...(product.devicePrice !== null
      ? [
          {
            "@type": "UnitPriceSpecification",
            name: words.devicePaidOnce,
            price: product.devicePrice,
            priceCurrency: "USD",
          },
        ]
      : []),
    ...(product.monthlyPrice !== null ? [monthlyPlan(product.monthlyPrice, words)] : []),
  ];
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.summary,
    image: product.images.map((image) => `${origin}${image.src}`),
    brand: { "@type": "Brand", name: shieldService.brand },
    url,
    offers: {
      "@type": "Offer",
      url,
      price,
      priceCurrency: "USD",
      priceSpecification,
      availability: `https://schema.org/${product.availability}`,
      seller: { "@type": "Organization", name: org.name },
      shippingDetails: {
        "@type": "OfferShippingDetails",
        shippingRate: { "@type": "MonetaryAmount", value: 0, currency: "USD" },
        shippingDestination: { "@type": "DefinedRegion", addressCountry: "US" },
        deliveryTime: deliveryTime(product.delivery),
      },
    },
  };
}
