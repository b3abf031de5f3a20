/**
 * A device sold without service (the 5G home router) needs a Shield plan to get online. What the buyer needs and
 * pays in total, computed from the product records so a price is written once.
 */
import { formatUsd, monthlyPriceLabel, prepaidPriceLabel, shieldProducts, type ShieldProduct } from "./shieldProducts";

/** The plan that brings service to a device sold alone, and the bundle of the router with a prepaid year. */
export const servicePlan = shieldProducts.simcard;
const prepaidBundle = shieldProducts.router12months;

export type DeviceOnlyNotice = {
  heading: string;
  text: string;
  plan: { text: string; to: string };
  /** The same device with a year of service paid in advance. */
  bundle: { text: string; to: string } | null;
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
    bundle:
      product.need === prepaidBundle.need && prepaidBundle.prepaid
        ? {
            text: `Or get the router with 12 months of service prepaid (${prepaidPriceLabel(prepaidBundle.prepaid)})`,
            to: prepaidBundle.path,
          }
        : null,
    totals: [
      { label: "Router, paid once", amount: formatUsd(product.devicePrice) },
      { label: "Shield SIM card plan, each month", amount: monthlyPriceLabel },
      { label: "Total for the first month (router plus one month of service)", amount: formatUsd(firstMonth) },
      { label: "Then, each month", amount: monthlyPriceLabel },
    ],
  };
}
