/**
 * A device sold without service (the 5G home router) needs a Shield plan to get online. What the buyer needs and
 * pays in total, computed from the product records so a price is written once.
 */
import { formatUsd, monthlyPriceLabel, shieldProducts, type ShieldProduct } from "./shieldProducts";

/** The plan that brings service to a device sold alone. */
export const servicePlan = shieldProducts.simcard;

export type DeviceOnlyNotice = {
  heading: string;
  text: string;
  plan: { text: string; to: string };
  totals: { label: string; amount: string }[];
};

function cents(amount: number): number {
  return Math.round(amount * 100);
}

export function deviceOnlyNotice(product: ShieldProduct): DeviceOnlyNotice | null {
  if (product.devicePrice === null || product.monthlyPrice !== null || servicePlan.monthlyPrice === null) return null;
  const firstMonth = (cents(product.devicePrice) + cents(servicePlan.monthlyPrice)) / 100;
  return {
    heading: "Device only: you also need a Shield plan",
    text: `This is the router alone. It does not come with internet service: to get online, add the Shield unlimited SIM card plan for ${monthlyPriceLabel} and put its SIM card in the router.`,
    plan: { text: `Get the SIM card plan (${monthlyPriceLabel})`, to: servicePlan.path },
    totals: [
      { label: "Router, paid once", amount: formatUsd(product.devicePrice) },
      { label: "Shield SIM card plan, each month", amount: monthlyPriceLabel },
      { label: "Total for the first month (router plus one month of service)", amount: formatUsd(firstMonth) },
      { label: "Then, each month", amount: monthlyPriceLabel },
    ],
  };
}
