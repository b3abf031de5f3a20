import type * as En from "../pepper";
import type { Localized } from "~/i18n";

export const pepperHero: Localized<typeof En.pepperHero> = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "Pepper",
  titlePart2: "Fest",
  description:
    "Un concurso de comer chiles picantes y un festival en Hoboken, NJ, para recaudar fondos para el acceso digital.",
  links: [{ text: "Compre sus entradas", to: "#tickets" }],
};

export const pepperEvent: Localized<typeof En.pepperEvent> = {
  peppers: ["Carolina Reaper", "Ghost Pepper", "Dragon's Breath"],
  rules: [
    "Hasta 20 rondas.",
    "En cada ronda, hay que comerse un chile entero sin agua ni leche.",
    "El picante sube en cada ronda.",
    "Gana el último concursante que quede en pie.",
  ],
  contestantTickets: 30,
  attendees: "300+",
};

export const pepperPrizes: Localized<typeof En.pepperPrizes> = {
  title: "Premios",
  text: "Los premios para los ganadores se anunciarán próximamente.",
  placeholder: true,
};

export const pepperHeadings: Localized<typeof En.pepperHeadings> = {
  peppers: "Los chiles",
  rules: "Las reglas del concurso",
  only: "Solo",
  contestantTickets: "entradas para concursantes",
  attendees: "asistentes",
  expected: "esperados.",
  support: "Apoye el Pepper Fest",
};
