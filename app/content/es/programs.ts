import type * as En from "../programs";
import type { Localized } from "~/i18n";

export const programsHeadings: Localized<typeof En.programsHeadings> = {
  programs: "Nuestros programas",
  howItWorks: "Cómo funciona",
  howItWorksText:
    "Las personas solicitan una computadora con la recomendación de una de nuestras organizaciones socias nominadoras sin fines de lucro. Los socios recomiendan a las personas que atienden, organizan clases y entregan los equipos.",
  getInvolved: "Cómo participar",
};

export const programsHero: Localized<typeof En.programsHero> = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "Nuestros",
  titlePart2: "programas",
  description: "Computadoras reacondicionadas, habilidades digitales básicas e internet a bajo costo para personas necesitadas.",
  links: [
    { text: "Solicite una computadora", to: "/apply" },
    { text: "Cursos de habilidades digitales", to: "/dsclasses" },
  ],
};

export const programCards: Localized<typeof En.programCards> = [
  {
    titlePart1: "Equipos",
    titlePart2: "reacondicionados",
    description: "Distribuimos computadoras donadas, borradas y reacondicionadas, gratis a personas necesitadas a través de nuestras organizaciones socias sin fines de lucro.",
    image: "/images/illustrations/laptop.svg",
    alt: "",
  },
  {
    titlePart1: "Habilidades digitales",
    titlePart2: "básicas",
    description: "Clases gratuitas sobre equipos, programas, correo electrónico y herramientas de oficina, desde una clase de 2 horas para armar una computadora hasta un curso de 14 semanas.",
    image: "/images/illustrations/classroom.svg",
    alt: "",
  },
  {
    titlePart1: "Internet",
    titlePart2: "a bajo costo",
    description: "Internet ilimitado a bajo costo con hotspots móviles; el 100% de las ganancias se destina a nuestra misión.",
    image: "/images/illustrations/internet.svg",
    alt: "",
    link: { text: "Vea los planes de internet a bajo costo", to: "/shield" },
  },
];

export const howItWorksLinks: Localized<typeof En.howItWorksLinks> = [
  { text: "Solicite una computadora", to: "/apply" },
  { text: "Hágase socio", to: "/partner" },
];
