/** schema.org Product/Offer records of the Shield products, from the same product records the pages show. */
import { org } from "~/config/org";
import { shieldService, type PrepaidTerm, type ShieldProduct } from "./shieldProducts";

const monthlyPlan = (price: number) => ({
  "@type": "UnitPriceSpecification",
  name: "Unlimited internet plan",
  price,
  priceCurrency: "USD",
  referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
});

/** A prepaid price covers its months; one that renews says so with its billing period. */
const prepaidPlan = (term: PrepaidTerm) => ({
  "@type": "UnitPriceSpecification",
  name: `Unlimited internet, ${term.months} months prepaid`,
  price: term.price,
  priceCurrency: "USD",
  referenceQuantity: { "@type": "QuantitativeValue", value: term.months, unitCode: "MON" },
  ...(term.renewsUntilCancelled ? { billingDuration: { "@type": "QuantitativeValue", value: term.months, unitCode: "MON" } } : {}),
});

export function productStructuredData(product: ShieldProduct, origin: string) {
  const url = `${origin}${product.path}`;
  const price = product.prepaid?.price ?? product.devicePrice ?? product.monthlyPrice!;
  const priceSpecification = [
    ...(product.prepaid ? [prepaidPlan(product.prepaid)] : []),
    ...(product.devicePrice !== null
      ? [{ "@type": "UnitPriceSpecification", name: "Device, paid once", price: product.devicePrice, priceCurrency: "USD" }]
      : []),
    ...(product.monthlyPrice !== null ? [monthlyPlan(product.monthlyPrice)] : []),
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
      },
    },
  };
}
