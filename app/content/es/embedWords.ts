import type * as En from "../embedWords";
import type { Localized } from "~/i18n";

export const embedWords: Localized<typeof En.embedWords> = {
  openInNewTab: (title: string) => `Abrir «${title.toLowerCase()}» en una pestaña nueva`,
  ifBlank: (title: string) =>
    `Si «${title.toLowerCase()}» aparece en blanco o no carga, use el botón de arriba para abrirlo en una pestaña nueva.`,
};
