import type * as En from "../impact";
import { impactReportPdf, impactStats as englishStats, testimonials as englishTestimonials } from "../impact";
import type { Localized } from "~/i18n";

/** The same figures as the English page (impactFigures.json, those the records do not count), in the same order; only the words are Spanish. */
const statWords: { label: string; suffix?: string }[] = [
  { label: "Horas de internet donadas" },
  { label: "Empleos conseguidos" },
  { label: "Estudiantes con acceso" },
  { label: "Movilidad económica" },
  { label: "Acceso a telemedicina" },
  { label: "Programas educativos", suffix: " horas" },
  { label: "Negocios apoyados" },
];
export const impactStats: Localized<typeof En.impactStats> = englishStats.map((stat, index) => ({
  ...stat,
  label: statWords[index]!.label,
  ...(stat.suffix !== undefined ? { suffix: statWords[index]!.suffix ?? stat.suffix } : {}),
}));
export { impactReportPdf };

export const impactHero: Localized<typeof En.impactHero> = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "Nuestro",
  titlePart2: "impacto",
  description:
    "Cada computadora donada se borra, se reacondiciona y se entrega gratis a alguien que la necesita. Esto es lo que suma.",
  links: [
    { text: "Apoye nuestro trabajo", to: "/support" },
    { text: "Lea el informe de impacto 2023 (PDF, en inglés)", to: impactReportPdf },
  ],
};

export const impactIntro =
  "Desde 2019 recolectamos computadoras donadas, borramos sus datos según el estándar NIST 800-88, las reacondicionamos y las entregamos gratis a personas necesitadas en Nueva Jersey, la ciudad de Nueva York y Massachusetts, a través de las organizaciones socias sin fines de lucro que las conocen. Junto con los equipos ofrecemos clases gratuitas de habilidades digitales e internet a bajo costo.";

export const impactOutcomes: Localized<typeof En.impactOutcomes> = [
  {
    titlePart1: "Empleos",
    titlePart2: "conseguidos",
    description:
      "Una computadora en casa hace posible buscar empleo, enviar solicitudes y trabajar a distancia: 500 empleos conseguidos.",
    image: "/images/placeholder/photo.svg",
    alt: "",
  },
  {
    titlePart1: "Estudiantes",
    titlePart2: "conectados",
    description: "Los estudiantes pueden hacer sus tareas y tomar clases en línea: 2,000 estudiantes alcanzados.",
    image: "/images/placeholder/photo.svg",
    alt: "",
  },
  {
    titlePart1: "Atención médica",
    titlePart2: "a su alcance",
    description: "Un equipo y una conexión abren la puerta a la telemedicina: 1,000 personas la usaron.",
    image: "/images/placeholder/photo.svg",
    alt: "",
  },
  {
    titlePart1: "Movilidad",
    titlePart2: "económica",
    description:
      "Las habilidades digitales y una computadora ayudan a las familias a salir adelante: 300 resultados de movilidad económica.",
    image: "/images/placeholder/photo.svg",
    alt: "",
  },
];

export const whoWeServe: Localized<typeof En.whoWeServe> = [
  {
    titlePart1: "Personas",
    titlePart2: "necesitadas",
    description:
      "Personas y familias sin computadora en casa, en Nueva Jersey, la ciudad de Nueva York y Massachusetts.",
    image: "/images/placeholder/photo.svg",
    alt: "",
  },
  {
    titlePart1: "Nominadas por",
    titlePart2: "organizaciones sin fines de lucro",
    description:
      "Las personas solicitantes cuentan con la recomendación de una organización socia nominadora que las conoce y les entrega el equipo.",
    image: "/images/placeholder/photo.svg",
    alt: "",
  },
  {
    titlePart1: "Estudiantes",
    titlePart2: "de todas las edades",
    description:
      "Estudiantes, personas que buscan empleo y adultos que aprenden habilidades digitales en nuestras clases gratuitas.",
    image: "/images/placeholder/photo.svg",
    alt: "",
  },
];

export const testimonials: Localized<typeof En.testimonials> = englishTestimonials.map((testimonial, index) => ({
  quote: `Testimonio ${index + 1} pendiente: las palabras de una persona que recibió una computadora.`,
  date: testimonial.date,
  placeholder: true as const,
}));

export const impactReports: Localized<typeof En.impactReports> = [
  {
    image: "/images/placeholder/document.svg",
    title: "Informe de impacto 2023",
    description: "Nuestras cifras de 2023, en PDF.",
    link: impactReportPdf,
  },
  {
    image: "/images/placeholder/document.svg",
    title: "Informe de impacto 2022",
    description: "No está disponible en línea.",
  },
  {
    image: "/images/placeholder/document.svg",
    title: "Informe de impacto 2021",
    description: "No está disponible en línea.",
  },
];

export const impactClosingLinks: Localized<typeof En.impactClosingLinks> = [
  { text: "Done su equipo", to: "/donate" },
  { text: "Haga una contribución económica", to: "/support" },
];

export const impactHeadings: Localized<typeof En.impactHeadings> = {
  intro: "Cerrando la brecha digital",
  numbers: "Nuestro impacto en cifras",
  reportNumbers: "De nuestro informe de impacto 2023",
  outcomes: "Resultados de nuestro impacto",
  whoWeServe: "A quiénes servimos",
  testimonials: "Lo que dice la gente",
  testimonialsLabel: "Lo que dice la gente",
  reports: "Informes de impacto",
  readReport: "Lea el",
  pdf: "(PDF, en inglés)",
  closing: "Sea parte del impacto",
};
