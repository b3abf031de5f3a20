/**
 * The Shield offers in Spanish: the same records as ../shieldProducts.ts (prices, plans, pictures, figures are
 * read from there), with their words translated.
 */
import type * as En from "../shieldProducts";
import {
  formatUsd,
  hotspotSpecs,
  routerSpecs,
  shieldProducts as english,
  shieldService,
  type PrepaidTerm,
  type ShieldProduct,
} from "../shieldProducts";
import type { Localized } from "~/i18n";
import { pageWords } from "./pages";

// What is not words is the English module's own.
export {
  formatUsd,
  galleryImageNumber,
  hotspotSpecs,
  productImageSchema,
  prepaidTermSchema,
  routerSpecs,
  shieldNeeds,
  shieldProductSchema,
  shieldService,
} from "../shieldProducts";

export const monthlyPriceLabel = `${formatUsd(shieldService.monthlyPrice)} al mes`;

/** 'SNAP, Medicaid, SSI o almuerzo escolar gratuito' */
const programs = ["SNAP", "Medicaid", "SSI", "almuerzo escolar gratuito"];
export const qualifyingProgramsText = `${programs.slice(0, -1).join(", ")} o ${programs.at(-1)}`;

const monthly = monthlyPriceLabel;
const delivery = `Los pedidos llegan en unos ${shieldService.deliveryBusinessDays} días hábiles.`;
const freeShipping = "Envío gratis a cualquier lugar de EE. UU.";
const noStrings = "Sin contrato, sin verificación de crédito y sin cargos ocultos.";
/** A product's pictures with their descriptions in Spanish, in the order of the English record's pictures. */
const withAlts = (alts: readonly string[]) => (product: ShieldProduct) =>
  product.images.map((image, index) => ({ ...image, alt: alts[index]! }));
const simImages = withAlts([
  "La tarjeta SIM de Shield, de frente, con su chip dorado",
  "La tarjeta SIM de Shield recortada en tamaño estándar, micro y nano",
]);
const hotspotImages = withAlts([
  "El hotspot móvil T10, de frente, con la pantalla que muestra la señal y la batería",
  "El hotspot móvil T10, por detrás, con el logotipo de Shield",
  "El hotspot móvil T10, de lado, con el botón de encendido y el puerto de carga",
]);
const routerImages = withAlts([
  "El router 5G para el hogar de Shield, de frente, con sus luces de estado",
  "El router 5G para el hogar de Shield, por detrás, con sus puertos y la entrada de corriente",
  "El router 5G para el hogar de Shield, vista lateral",
  "La ranura para la tarjeta SIM del router 5G para el hogar de Shield",
  "El router 5G para el hogar de Shield en un estante, conectando una laptop y un teléfono",
]);

export const shieldProducts: Localized<typeof En.shieldProducts> = {
  simcard: {
    ...english.simcard,
    title: pageWords["/shieldsimcard"].title,
    name: "Plan de internet ilimitado Shield – Tarjeta SIM",
    summary: `Internet realmente ilimitado en todo el país por ${monthly} en una tarjeta SIM para un equipo que ya tiene.`,
    facts: [
      `Internet realmente ilimitado por solo ${monthly} en una red nacional 5G/4G.`,
      "Solo la tarjeta SIM: no incluye equipo. Póngala en el hotspot, el teléfono o el router que ya tiene.",
      noStrings,
      "Cancele cuando quiera.",
      freeShipping,
      delivery,
    ],
    images: simImages(english.simcard),
  },
  hotspot: {
    ...english.hotspot,
    title: pageWords["/shieldhotspotsim"].title,
    name: "Hotspot móvil T10 de Shield con internet ilimitado",
    summary: `El hotspot de bolsillo T10 por ${formatUsd(60)}, con internet realmente ilimitado en todo el país por ${monthly}.`,
    facts: [
      `El hotspot móvil T10 cuesta ${formatUsd(60)} en un solo pago; el plan ilimitado cuesta ${monthly}.`,
      `Conecta hasta ${hotspotSpecs.maxDevices} equipos a la vez en ${hotspotSpecs.network}.`,
      `Unas ${hotspotSpecs.batteryHours} horas con la batería cargada.`,
      "El hotspot está bloqueado para el plan Shield.",
      "El equipo es suyo para siempre.",
      noStrings,
      "Cancele cuando quiera.",
      freeShipping,
      delivery,
    ],
    images: hotspotImages(english.hotspot),
  },
  router: {
    ...english.router,
    title: pageWords["/shield5grouter"].title,
    name: "Hotspot 5G para el hogar Shield (solo equipo)",
    summary: `Reserve el router 5G para el hogar de Shield, desbloqueado, por ${formatUsd(149)}, solo el equipo.`,
    facts: [
      `Precio de preventa ${formatUsd(149)}, en un solo pago. Solo el equipo: no incluye el servicio de internet.`,
      "Desbloqueado: funciona con la mayoría de las tarjetas SIM en redes 5G, 4G y 3G.",
      `Funciona hasta ${routerSpecs.batteryHours} horas con su batería cuando está desenchufado.`,
      "El equipo es suyo para siempre.",
      "Es una preventa: todavía no se conoce la fecha de envío. Le avisaremos cuando se envíe.",
      freeShipping,
    ],
    images: routerImages(english.router),
  },
  simcard6months: {
    ...english.simcard6months,
    title: pageWords["/shieldsimcard6months"].title,
    name: "Internet ilimitado Shield – Tarjeta SIM, 6 meses prepagados",
    summary: `Seis meses de internet realmente ilimitado en todo el país en una tarjeta SIM, en un solo pago: ${formatUsd(84)}.`,
    facts: [
      `${formatUsd(84)} en un solo pago cubren 6 meses de internet realmente ilimitado en una red nacional 5G/4G.`,
      "Solo el servicio de internet: incluye la tarjeta SIM, no incluye equipo. Póngala en el hotspot, el teléfono o el router que ya tiene.",
      noStrings,
      freeShipping,
      delivery,
    ],
    images: simImages(english.simcard6months),
  },
  simcard12months: {
    ...english.simcard12months,
    title: pageWords["/shieldsimcard12months"].title,
    name: "Internet ilimitado Shield – Tarjeta SIM, 12 meses prepagados",
    summary: `Un año completo de internet realmente ilimitado en todo el país en una tarjeta SIM, en un solo pago: ${formatUsd(156)}.`,
    facts: [
      `${formatUsd(156)} en un solo pago cubren 12 meses de internet realmente ilimitado en una red nacional 5G/4G.`,
      "Solo el servicio de internet: incluye la tarjeta SIM, no incluye equipo. Póngala en el hotspot, el teléfono o el router que ya tiene.",
      noStrings,
      freeShipping,
      delivery,
    ],
    images: simImages(english.simcard12months),
  },
  hotspot12months: {
    ...english.hotspot12months,
    title: pageWords["/shieldhotspotsim12months"].title,
    name: "Hotspot móvil T10 de Shield con 12 meses de internet prepagado",
    summary: `El hotspot de bolsillo T10 con 12 meses de internet realmente ilimitado en todo el país, en un solo pago: ${formatUsd(156)}.`,
    facts: [
      `${formatUsd(156)} en un solo pago: el hotspot móvil T10 y 12 meses de internet realmente ilimitado.`,
      `Conecta hasta ${hotspotSpecs.maxDevices} equipos a la vez en ${hotspotSpecs.network}.`,
      `Unas ${hotspotSpecs.batteryHours} horas con la batería cargada.`,
      "El hotspot está bloqueado para el plan Shield.",
      "El equipo es suyo para siempre.",
      noStrings,
      freeShipping,
      delivery,
    ],
    images: hotspotImages(english.hotspot12months),
  },
  router12months: {
    ...english.router12months,
    title: pageWords["/shield5grouter12months"].title,
    name: "Router 5G para el hogar Shield con 12 meses de internet prepagado",
    summary: `El router 5G para el hogar de Shield con 12 meses de internet realmente ilimitado, por ${formatUsd(156)} al año.`,
    facts: [
      `${formatUsd(156)} al año: el router 5G para el hogar y 12 meses de internet realmente ilimitado en un solo pago.`,
      "Desbloqueado: funciona con la mayoría de las tarjetas SIM en redes 5G, 4G y 3G.",
      `Funciona hasta ${routerSpecs.batteryHours} horas con su batería cuando está desenchufado.`,
      "El equipo es suyo para siempre.",
      "El router está en preventa: todavía no se conoce la fecha de envío. Le avisaremos cuando se envíe.",
      freeShipping,
    ],
    images: routerImages(english.router12months),
  },
};

const spanish = shieldProducts as typeof english;
export const shieldProductList: ShieldProduct[] = [spanish.simcard, spanish.hotspot, spanish.router];
export const prepaidProductList: ShieldProduct[] = [
  spanish.simcard6months,
  spanish.simcard12months,
  spanish.hotspot12months,
  spanish.router12months,
];
export const allShieldProducts: ShieldProduct[] = [...shieldProductList, ...prepaidProductList];

/** 'en un solo pago', 'al año', 'cada 6 meses' */
function pricePeriod(term: PrepaidTerm): string {
  if (!term.renewsUntilCancelled) return "en un solo pago";
  return term.months === 12 ? "al año" : `cada ${term.months} meses`;
}

/** '$84 en un solo pago', '$156 al año, se renueva cada 12 meses a menos que se cancele' */
export function prepaidPriceLabel(term: PrepaidTerm): string {
  const price = `${formatUsd(term.price)} ${pricePeriod(term)}`;
  return term.renewsUntilCancelled ? `${price}, se renueva cada ${term.months} meses a menos que se cancele` : price;
}

export const renewalSentence: typeof En.renewalSentence = (term) =>
  term.renewsUntilCancelled
    ? `El plan se renueva solo cada ${term.months} meses, por ${formatUsd(term.price)} cada vez, a menos que lo cancele antes de la fecha de renovación.`
    : `No se renueva: después de los ${term.months} meses no se cobra nada más, y usted elige un plan nuevo si quiere seguir conectado.`;

/** '6 meses prepagados' */
export function prepaidTermLabel(term: PrepaidTerm): string {
  return `${term.months} meses prepagados`;
}

export function otherWaysToBuy(product: ShieldProduct): ShieldProduct[] {
  return allShieldProducts.filter((other) => other.need === product.need && other.id !== product.id);
}

export const eligibilityText: Localized<typeof En.eligibilityText> = {
  heading: "Quién puede pedir Shield",
  who: `Su hogar cumple los requisitos si recibe ${qualifyingProgramsText}, o si sus ingresos son inferiores al ${shieldService.povertyLevelPercent}% del Nivel Federal de Pobreza.`,
  how: "Usted mismo lo declara: al pagar, marca una casilla para confirmar que su hogar cumple los requisitos. No se necesitan documentos.",
};
