/** Lo que dicen igual las páginas del enlace de un lugar en cada ala (`../en/words.ts`). */
import type * as En from "../en/words";
import type { Localized } from "~/i18n";

export const cancel: Localized<typeof En.cancel> = {
  title: "Cancelar su lugar",
  question: (title: string) => `¿Cancelar su lugar en «${title}»?`,
  button: "Cancelar mi lugar",
  gone: "Este enlace ya se usó o ya no es válido.",
};

export const offerDeadline: typeof En.offerDeadline = (deadline) =>
  `Confírmelo antes de ${deadline}, o pasa a la siguiente persona en espera.`;
