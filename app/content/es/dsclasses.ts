import type * as En from "../dsclasses";
import type { Localized } from "~/i18n";

export const dsclassesHeadings: Localized<typeof En.dsclassesHeadings> = {
  partners: "Aprendiendo con nuestros socios",
  courses: "Nuestros cursos",
  coursesIntro: "Nuestras clases se dan en la ciudad de Nueva York y el norte de Nueva Jersey.",
  host: "Organice una clase",
  hostText: "¿A su organización le gustaría organizar una clase para las personas que atiende? Cuéntenos sobre su espacio y su grupo.",
};

export const dsclassesHero: Localized<typeof En.dsclassesHero> = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "Habilidades digitales gratis",
  titlePart2: "para todas las edades",
  description: "Clases prácticas, desde armar una computadora hasta usar el correo electrónico y programas de oficina, en la ciudad de Nueva York y el norte de Nueva Jersey.",
  links: [{ text: "Vea nuestros cursos", to: "#courses" }],
};

export const partnerBlock: Localized<typeof En.partnerBlock> = {
  title2: "Clases con organizaciones socias",
  desc2:
    "Damos nuestras clases junto con organizaciones socias sin fines de lucro en las comunidades que atienden, para que las personas aprendan cerca de casa, en un lugar que ya conocen.",
  image: "/images/illustrations/partners.svg",
  alt: "",
  side: "right",
};

export const courses: Localized<typeof En.courses> = [
  {
    titlePart1: "Clases para",
    titlePart2: "armar computadoras",
    description: "Gratis, 2 horas, para jóvenes de 13 a 18 años: arman una computadora pieza por pieza.",
    image: "/images/illustrations/pc-build.svg",
    alt: "",
  },
  {
    titlePart1: "Clases de habilidades",
    titlePart2: "y alfabetización digital",
    description:
      "En persona, para todas las edades: equipos, programas, correo electrónico y una herramienta de oficina. El plan de estudios básico dura 14 semanas (unos 3 meses) y termina con un certificado y recursos para seguir aprendiendo.",
    image: "/images/illustrations/classroom.svg",
    alt: "",
  },
  {
    titlePart1: "Un tercer curso",
    titlePart2: "(detalles por confirmar)",
    description: "La organización todavía tiene que proporcionar la descripción de este curso.",
    image: "/images/placeholder/photo.svg",
    alt: "",
  },
];

export const hostClassLink: Localized<typeof En.hostClassLink> = { text: "Pida organizar una clase", to: "/contact" };
