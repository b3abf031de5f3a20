import type * as En from "../support";
import type { Localized } from "~/i18n";

export const supportHeadings: Localized<typeof En.supportHeadings> = {
  founder: "Unas palabras de nuestro fundador",
};

export const supportHero: Localized<typeof En.supportHero> = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "Financie",
  titlePart2: "el acceso digital",
  description: "Una contribución económica nos ayuda a reacondicionar más computadoras y a conectar a más personas.",
  links: [
    { text: "Done dinero", to: "#donate-form" },
    { text: "Done un equipo", to: "/donate" },
  ],
};

export const founderNote: Localized<typeof En.founderNote> = {
  placeholder: true,
  label: "Nota del fundador pendiente",
  text: "Aquí aparecerá una nota personal de nuestro fundador sobre por qué su apoyo es importante.",
};
