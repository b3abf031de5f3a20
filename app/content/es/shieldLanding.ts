/** The words of the Shield landing page in Spanish, in page order (figures from ../shieldProducts.ts). */
import type * as En from "../shieldLanding";
import { org } from "~/config/org";
import type { Localized } from "~/i18n";
import { manageSubscriptionLink } from "./shieldOptions";
import {
  eligibilityText,
  formatUsd,
  hotspotSpecs,
  monthlyPriceLabel,
  prepaidPriceLabel,
  prepaidProductList,
  routerSpecs,
  shieldProducts,
  shieldService,
} from "./shieldProducts";

const prepaidOffersText = prepaidProductList
  .map((product) => `${product.title} (${prepaidPriceLabel(product.prepaid!)})`)
  .join("; ");

export const shieldHero: Localized<typeof En.shieldHero> = {
  tagline: "Internet ilimitado. El precio mensual más bajo de Estados Unidos. Sin compromisos.",
  lead: `${shieldService.brand} es internet móvil de bajo costo y realmente ilimitado para los hogares que lo necesitan, de ${org.name}.`,
  cta: { label: "Conéctese ahora", href: "#features" },
};

export const shieldPressLogos: Localized<typeof En.shieldPressLogos> = [1, 2, 3, 4].map((n) => ({
  src: "/images/shield/press-placeholder.svg",
  alt: `Espacio para el logotipo de un medio ${n}`,
  width: 150,
  height: 100,
}));

export const shieldFeatures: Localized<typeof En.shieldFeatures> = {
  heading: "Recupere el control de su internet",
  bullets: [
    {
      title: "Sin contrato ni verificación de crédito",
      text: "Sin contrato, sin verificación de crédito, sin cargos ocultos. Cancele cuando quiera.",
    },
    { title: "Velocidad rápida", text: "Funciona en una red nacional 5G/4G." },
    { title: "Realmente ilimitado", text: "Datos ilimitados, sin topes que vigilar." },
    { title: `Solo ${monthlyPriceLabel}`, text: "El precio mensual más bajo de Estados Unidos." },
    {
      title: `${shieldService.profitsDonatedPercent}% de las ganancias se dona`,
      text: `Cada dólar de ganancia va a la misión de ${org.name}.`,
    },
  ],
  cta: { label: "Compre ahora", href: "#plans" },
};

export const shieldHowItWorks: Localized<typeof En.shieldHowItWorks> = {
  heading: "Cómo funciona",
  image: { src: "/images/shield/how-it-works.svg", width: 960, height: 360 },
  steps: [
    "Elija el hotspot, el router 5G para el hogar o una tarjeta SIM para un equipo que ya tiene.",
    "Haga su pedido en línea: marque la casilla para confirmar que su hogar cumple los requisitos. No se necesitan documentos.",
    `Su pedido llega en unos ${shieldService.deliveryBusinessDays} días hábiles, con envío gratis en EE. UU.`,
    "Conéctese con internet ilimitado y ayude a cerrar la brecha digital.",
  ],
};

export const shieldPlansHeading = "Elija lo que necesita";

export const shieldChoiceCards: Localized<typeof En.shieldChoiceCards> = [
  { text: "Necesito internet cuando salgo", to: shieldProducts.hotspot.path, product: shieldProducts.hotspot },
  { text: "Necesito internet en casa", to: shieldProducts.router.path, product: shieldProducts.router },
  {
    text: "Ya tengo un equipo, pero necesito el servicio de internet",
    to: shieldProducts.simcard.path,
    product: shieldProducts.simcard,
  },
];

export const shieldFaq: Localized<typeof En.shieldFaq> = [
  {
    question: `¿Qué es ${shieldService.brand}?`,
    answer: [
      `${shieldService.brand} es el servicio de internet móvil ilimitado y de bajo costo de ${org.name}, para hogares de bajos ingresos. Funciona en una red nacional 5G/4G, sin contrato, sin verificación de crédito y sin cargos ocultos, por ${monthlyPriceLabel}.`,
    ],
  },
  {
    question: "¿Quién cumple los requisitos?",
    answer: [eligibilityText.who, eligibilityText.how],
  },
  {
    question: "¿Cuándo llegará mi pedido?",
    answer: [
      `Los pedidos llegan en unos ${shieldService.deliveryBusinessDays} días hábiles, con envío gratis dentro de EE. UU.`,
      "El router 5G para el hogar está en preventa: todavía no se conoce su fecha de envío y le avisaremos cuando se envíe.",
    ],
  },
  {
    question: "¿Qué incluye el plan?",
    answer: [
      `Internet realmente ilimitado por ${monthlyPriceLabel} en una red nacional 5G/4G. Sin contrato, sin verificación de crédito, sin cargos ocultos, y puede cancelar cuando quiera.`,
      `El hotspot móvil T10 (${formatUsd(shieldProducts.hotspot.devicePrice!)}) conecta hasta ${hotspotSpecs.maxDevices} equipos en ${hotspotSpecs.network} y dura unas ${hotspotSpecs.batteryHours} horas con la batería cargada. El equipo es suyo para siempre.`,
      `Los planes prepagados se pagan por adelantado: ${prepaidOffersText}.`,
    ],
    link: { ...manageSubscriptionLink, lead: "Para actualizar su tarjeta, cambiar de plan o cancelar:" },
  },
  {
    question: "¿El router está bloqueado?",
    answer: [
      `No. El router 5G para el hogar está desbloqueado y funciona con la mayoría de las tarjetas SIM en redes ${routerSpecs.networks.join(", ").replace(/, ([^,]*)$/, " y $1")}. En cambio, el hotspot móvil T10 está bloqueado para el plan ${shieldService.brand}.`,
    ],
  },
  {
    question: "¿Qué hago si tengo problemas técnicos?",
    answer: [
      `Escríbanos a ${org.email}, o use el módulo de ayuda de nuestro sitio, y nuestro equipo de soporte le ayudará a volver a conectarse.`,
    ],
  },
  {
    question: "¿A dónde va el dinero?",
    answer: [
      `El ${shieldService.profitsDonatedPercent}% de las ganancias va a ${org.name}, la organización sin fines de lucro que reacondiciona computadoras donadas y las entrega gratis a personas necesitadas.`,
    ],
  },
];
