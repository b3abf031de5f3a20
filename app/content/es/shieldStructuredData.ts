import type * as En from "../shieldStructuredData";
import type { Localized } from "~/i18n";

export { productStructuredData } from "../shieldStructuredData";

export const structuredDataWords: Localized<typeof En.structuredDataWords> = {
  monthlyPlan: "Plan de internet ilimitado",
  devicePaidOnce: "Equipo, pago único",
  prepaidPlan: (months: number) => `Internet ilimitado, ${months} meses prepagados`,
};
