/** The device-only notice in Spanish: the same prices as ../shieldDeviceOnly.ts. */
import type * as En from "../shieldDeviceOnly";
import type { Localized } from "~/i18n";
import { servicePlan } from "../shieldDeviceOnly";
import type { DeviceOnlyNotice } from "../shieldDeviceOnly";
import { formatUsd, monthlyPriceLabel, prepaidPriceLabel, shieldProducts } from "./shieldProducts";
import type { ShieldProduct } from "../shieldProducts";

export { servicePlan };
const prepaidBundle = shieldProducts.router12months;

function cents(amount: number): number {
  return Math.round(amount * 100);
}

export const deviceOnlyNotice: Localized<typeof En.deviceOnlyNotice> = (
  product: ShieldProduct,
): DeviceOnlyNotice | null => {
  if (product.devicePrice === null || product.monthlyPrice !== null || servicePlan.monthlyPrice === null) return null;
  const firstMonth = (cents(product.devicePrice) + cents(servicePlan.monthlyPrice)) / 100;
  return {
    heading: "Solo el equipo: también necesita un plan Shield",
    text: `Esto es solo el router. No incluye el servicio de internet: para conectarse, agregue el plan ilimitado Shield con tarjeta SIM por ${monthlyPriceLabel} y ponga su tarjeta SIM en el router.`,
    plan: { text: `Pida el plan con tarjeta SIM (${monthlyPriceLabel})`, to: servicePlan.path },
    bundle:
      product.need === prepaidBundle.need && prepaidBundle.prepaid
        ? {
            text: `O pida el router con 12 meses de servicio prepagado (${prepaidPriceLabel(prepaidBundle.prepaid as never)})`,
            to: prepaidBundle.path,
          }
        : null,
    totals: [
      { label: "Router, pago único", amount: formatUsd(product.devicePrice) },
      { label: "Plan Shield con tarjeta SIM, cada mes", amount: monthlyPriceLabel },
      { label: "Total del primer mes (router más un mes de servicio)", amount: formatUsd(firstMonth) },
      { label: "Después, cada mes", amount: monthlyPriceLabel },
    ],
  };
};
