/** The poverty guidelines' words in Spanish; the figures are ../povertyGuidelines.ts's. */
import type * as En from "../povertyGuidelines";
import type { Localized } from "~/i18n";
import { povertyGuidelines as english, shieldIncomeLimitPerExtraPerson } from "../povertyGuidelines";
import { shieldService } from "../shieldProducts";

export {
  applicationIncomePercent,
  formatDollars,
  incomeLimitRows,
  povertyGuideline,
  shieldIncomeLimit,
  shieldIncomeLimitPerExtraPerson,
} from "../povertyGuidelines";
import { formatDollars } from "../povertyGuidelines";

export const povertyGuidelines: Localized<typeof En.povertyGuidelines> = {
  ...english,
  area: "los 48 estados contiguos y el Distrito de Columbia",
  source: {
    ...english.source,
    name: "Departamento de Salud y Servicios Humanos de EE. UU., pautas de pobreza (en inglés)",
  },
};

export const incomeLimitWords: Localized<typeof En.incomeLimitWords> = {
  caption: `Límites de ingresos del hogar para ${english.year} (${shieldService.povertyLevelPercent}% de la pauta federal de pobreza)`,
  sizeHeading: "Personas en su hogar",
  limitHeading: "Cumple los requisitos si el hogar gana menos de, al año",
  larger: () =>
    `Para un hogar de más de ${english.sizesListed} personas, sume ${formatDollars(shieldIncomeLimitPerExtraPerson())} por cada persona adicional.`,
  sourceNote: `Según las pautas de pobreza de ${english.year} para ${"los 48 estados contiguos y el Distrito de Columbia"} (Alaska y Hawái tienen sus propias cifras, más altas). Fuente:`,
};
