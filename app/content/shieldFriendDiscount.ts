/**
 * The referral discount a Shield subscriber's friend gets through their link (`/shield?ref=<code>`, decision 088):
 * an amount off the first payment of an internet plan. The figure is said here only: the pages state it and the
 * price it makes from the products' own prices (`shieldProducts.ts`), and the checkout is handed the provider's
 * coupon of that code, which must take the same amount off (docs/content-to-supply.md).
 */
import { formatUsd, type ShieldProduct } from "./shieldProducts";

export const friendDiscount = { amountOff: 5, coupon: "SHIELD-FRIEND" } as const;

export const friendDiscountLabel = formatUsd(friendDiscount.amountOff);

/** The first payment of a product's internet plan: a prepaid term, or the device with the first month; null alone. */
export function firstPlanPayment(product: Pick<ShieldProduct, "prepaid" | "devicePrice" | "monthlyPrice">) {
  if (product.prepaid) return product.prepaid.price;
  if (product.monthlyPrice === null) return null;
  return (product.devicePrice ?? 0) + product.monthlyPrice;
}

/** That first payment with the friend's discount, in cents rounded as the provider rounds them; null without a plan. */
export function friendFirstPayment(product: Pick<ShieldProduct, "prepaid" | "devicePrice" | "monthlyPrice">) {
  const first = firstPlanPayment(product);
  return first === null ? null : Math.round((first - friendDiscount.amountOff) * 100) / 100;
}
