import type * as En from "../shieldOptions";
import { externalLinks } from "~/config/external";
import type { Localized } from "~/i18n";
import { formatUsd, otherWaysToBuy, prepaidPriceLabel, prepaidTermLabel } from "./shieldProducts";
import type { ShieldProduct } from "../shieldProducts";

/** '$60 equipo + $14.89 al mes de internet ilimitado', '$84 en un solo pago · 6 meses prepagados'. */
export function productPriceLine(product: ShieldProduct): string {
  if (product.prepaid) return `${prepaidPriceLabel(product.prepaid)} · ${prepaidTermLabel(product.prepaid)}`;
  const monthly = product.monthlyPrice !== null ? `${formatUsd(product.monthlyPrice)} al mes` : null;
  if (product.devicePrice === null) return `${monthly} de internet ilimitado`;
  const device = `${formatUsd(product.devicePrice)} ${product.availability === "PreOrder" ? "en preventa" : "equipo"}`;
  return monthly ? `${device} + ${monthly} de internet ilimitado` : `${device}, solo el equipo`;
}

export function wayToBuyLabel(product: ShieldProduct): string {
  if (product.prepaid) return prepaidTermLabel(product.prepaid);
  return product.monthlyPrice !== null ? "Pago mensual" : "Solo el equipo";
}

export function wayToBuyPrice(product: ShieldProduct): string {
  if (product.prepaid) return prepaidPriceLabel(product.prepaid);
  return productPriceLine(product);
}

export const waysToBuyText: Localized<typeof En.waysToBuyText> = {
  heading: "Otras formas de comprar",
  intro: "El mismo servicio, con otra forma de pago:",
  cardListLabel: "Formas de pago",
};

export { otherWaysToBuy };

export const manageSubscriptionLink: Localized<typeof En.manageSubscriptionLink> = {
  text: "Administre su suscripción",
  lead: "¿Ya está suscrito?",
  href: externalLinks.subscriptionPortal,
};

export const friendDiscountWords: Localized<typeof En.friendDiscountWords> = {
  heading: "El descuento por recomendación de su amigo",
  landing: (amount) =>
    `Un suscriptor de Shield le envió su enlace: tiene ${amount} de descuento en el primer pago de cualquier plan de internet, aplicado al pagar.`,
  product: (amount, discounted, full) =>
    `Con la recomendación de su amigo, su primer pago es de ${discounted} en lugar de ${full} (${amount} de descuento), ya aplicado en el pago de abajo.`,
  deviceOnly: (amount) =>
    `La recomendación de su amigo da ${amount} de descuento en un plan de internet: un equipo comprado solo no tiene descuento.`,
};

export const shieldPageWords: Localized<typeof En.shieldPageWords> = {
  eyebrow: "Shield Internet",
  asSeenIn: "Nos han mencionado",
  howItWorksAlt:
    "Cómo funciona Shield en cuatro pasos: elija, pida, reciba y conéctese. Los pasos están escritos abajo.",
  faq: "Preguntas frecuentes",
  backToShield: "Volver a Shield",
  description: "Descripción",
  preOrder: "Preventa",
  orderNow: "Haga su pedido",
  cardSimCard: "Tarjeta SIM",
  cardPreOrderDeviceOnly: "preventa · solo el equipo",
  cardHotspot: "hotspot",
};
