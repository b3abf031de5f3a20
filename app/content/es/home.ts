import type * as En from "../home";
import type { Localized } from "~/i18n";

export const homeHeadings: Localized<typeof En.homeHeadings> = {
  supporters: "Únase a más de 180 empresas líderes que apoyan el acceso digital",
  stories: "Cómo una computadora donada cambia una vida",
  hoursSuffix: "donadas",
  change: "Sea parte del cambio",
  testimonial: "En sus propias palabras",
  tiles: "Haga una diferencia hoy",
  ways: "Formas de participar",
  supporterListLabel: "Empresas que nos apoyan",
};

export const homeHero: Localized<typeof En.homeHero> = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "Transforme una vida",
  titlePart2: "con la tecnología",
  description:
    "Recolectamos computadoras donadas, las borramos según el estándar NIST 800-88, las reacondicionamos y las entregamos gratis a personas necesitadas en Nueva Jersey, la ciudad de Nueva York y Massachusetts.",
  links: [
    { text: "Done computadoras", to: "/donate" },
    { text: "Conozca nuestros programas", to: "/programs" },
  ],
};

export const storyCards: Localized<typeof En.storyCards> = [
  {
    titlePart1: "Todo empieza con",
    titlePart2: "una donación",
    description: "Empresas y particulares donan las computadoras que ya no usan. Cada donante recibe un recibo deducible de impuestos.",
    image: "/images/illustrations/laptop.svg",
    alt: "",
  },
  {
    titlePart1: "Borrado de datos",
    titlePart2: "certificado",
    description: "Cada equipo se borra según el estándar NIST 800-88, y se puede pedir un certificado de destrucción de datos.",
    image: "/images/illustrations/data-wipe.svg",
    alt: "",
  },
  {
    titlePart1: "Socios",
    titlePart2: "sin fines de lucro",
    description: "Nuestras organizaciones socias sin fines de lucro recomiendan a las personas que atienden y les entregan las computadoras reacondicionadas.",
    image: "/images/illustrations/partners.svg",
    alt: "",
  },
  {
    titlePart1: "Una computadora",
    titlePart2: "abre oportunidades",
    description: "Con una computadora en casa, las personas pueden estudiar, buscar trabajo, ver al médico en línea y mantenerse en contacto.",
    image: "/images/illustrations/opportunity.svg",
    alt: "",
  },
  {
    titlePart1: "Su donación",
    titlePart2: "hace posible un cambio real",
    description: "Cada equipo donado cierra un poco más la brecha digital en nuestras comunidades.",
    image: "/images/illustrations/change.svg",
    alt: "",
  },
];

export const hoursBanner: Localized<typeof En.hoursBanner> = { label: "horas de conectividad", value: 10_000_000 };

export const homeFigures: Localized<typeof En.homeFigures> = [
  { label: "computadoras donadas", value: 4551 },
  { label: "libras de desechos electrónicos recicladas", value: 58.353 },
  { label: "clases de habilidades digitales", value: 219 },
  { label: "computadoras donadas: nuestra meta para 2030", value: 1, suffix: " millón" },
  { label: "empresas que nos apoyan", value: 180, suffix: "+" },
  { label: "organizaciones socias sin fines de lucro", value: 400, suffix: "+" },
];

export const changeSteps: Localized<typeof En.changeSteps> = [
  {
    titlePart1: "Donación:",
    titlePart2: "usted dona una computadora",
    description: "Done las computadoras que ya no usa; recogemos gratis a partir de 10 equipos.",
    image: "/images/illustrations/laptop.svg",
    alt: "",
  },
  {
    titlePart1: "Reacondicionamiento:",
    titlePart2: "la borramos y la reparamos",
    description: "Sus datos se borran según el estándar NIST 800-88 y el equipo se reacondiciona y se prueba.",
    image: "/images/illustrations/data-wipe.svg",
    alt: "",
  },
  {
    titlePart1: "Asignación:",
    titlePart2: "llega a quien la recibe",
    description: "Una organización socia sin fines de lucro recomienda a una persona necesitada, y se le asigna la computadora.",
    image: "/images/illustrations/partners.svg",
    alt: "",
  },
  {
    titlePart1: "Impulso:",
    titlePart2: "empieza el cambio",
    description: "Quien la recibe puede aprender, trabajar y conectarse, y el cambio llega a su familia y a su comunidad.",
    image: "/images/illustrations/change.svg",
    alt: "",
  },
];

export const homeTestimonial: Localized<typeof En.homeTestimonial> = {
  quote: "Aquí aparecerán las palabras de alguien cuya vida cambió gracias a una computadora donada.",
  date: "17-Nov-2024",
  placeholder: true,
};

export const testimonialLinks: Localized<typeof En.testimonialLinks> = [
  { text: "Done una computadora", to: "/donate" },
  { text: "Hágase socio", to: "/partner" },
];

export const waysToGetInvolved: Localized<typeof En.waysToGetInvolved> = [
  {
    titlePart1: "Sea un punto de entrega",
    titlePart2: "de aparatos electrónicos",
    description: "Ofrezca un punto de recolección donde sus vecinos puedan llevar los aparatos electrónicos que ya no usan.",
    image: "/images/illustrations/dropoff.svg",
    alt: "",
  },
  {
    titlePart1: "Patrocine",
    titlePart2: "el acceso digital",
    description: "Financie las computadoras, el internet y las clases que conectan a las personas.",
    image: "/images/illustrations/funding.svg",
    alt: "",
  },
  {
    titlePart1: "Done",
    titlePart2: "su tiempo",
    description: "Participe en una sesión en persona o a distancia y ayúdenos a conectar a más personas.",
    image: "/images/illustrations/volunteer.svg",
    alt: "",
  },
];
