import type * as En from "../press";
import { pressHeroTargets, pressReleaseItems as englishReleaseItems, pressReleases } from "../press";
import { defaultHero } from "../schemas";
import type { Localized } from "~/i18n";

/** 'April 2024' → 'abril de 2024': the same month, in Spanish. */
const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const meses = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
];
function monthYear(english: string): string {
  const [month = "", year = ""] = english.split(" ");
  const index = months.indexOf(month);
  return index === -1 ? english : `${meses[index]} de ${year}`;
}

export { pressHeroTargets, pressReleases };
export { pressReleasePdf, pressReleaseSchema } from "../press";

/**
 * The press releases are documents (PDFs) the organisation publishes in English; until it supplies them, each is
 * a marked placeholder, announced here in Spanish.
 */
export const pressReleaseItems: Localized<typeof En.pressReleaseItems> = englishReleaseItems.map((item) => ({
  ...item,
  title: item.placeholder ? "Comunicado de prensa pendiente" : item.title,
  date: monthYear(item.date),
  description: item.placeholder
    ? `El comunicado de prensa de ${monthYear(item.date)} está pendiente.`
    : item.description,
}));

export const pressHero: Localized<typeof En.pressHero> = defaultHero(pressHeroTargets, {
  title: ["Prensa y", "medios"],
  description:
    "La cobertura de nuestro trabajo para llevar computadoras reacondicionadas, habilidades digitales y acceso a internet a Nueva Jersey, la ciudad de Nueva York y Massachusetts.",
  links: ["Cobertura en los medios", "Comunicados de prensa"],
});

export const pressLogos: Localized<typeof En.pressLogos> = Array.from({ length: 32 }, (_, index) => ({
  src: "/images/placeholder/logo.svg",
  alt: `Logotipo de medio de comunicación ${index + 1} (pendiente)`,
  placeholder: true as const,
}));

const highlightMonths = [
  "abril de 2024",
  "junio de 2024",
  "julio de 2024",
  "septiembre de 2024",
  "octubre de 2024",
  "diciembre de 2024",
];
export const mediaHighlights: Localized<typeof En.mediaHighlights> = highlightMonths.map((date, index) => ({
  image: "/images/placeholder/photo.svg",
  title: `Nota destacada ${index + 1}: titular pendiente`,
  date,
  description: "Nombre del medio pendiente",
  link: "/press#media-coverage",
  placeholder: true as const,
}));

export const pressHistory: Localized<typeof En.pressHistory> = [
  { label: "Laptops para estudiantes becados que van a la universidad (2024)", value: 176 },
  { label: "Laptops para estudiantes becados que van a la universidad (2023)", value: 220 },
  { label: "Estudiantes que recibieron computadoras (2022)", value: 110 },
  { label: "Computadoras distribuidas en West New York, NJ (2024)", value: 150 },
];

export const contributeTiles: Localized<typeof En.contributeTiles> = [
  { title: "Financie el acceso digital", image: "/images/placeholder/photo.svg", alt: "", link: "/support" },
  { title: "Done computadoras", image: "/images/placeholder/photo.svg", alt: "", link: "/donate" },
  { title: "Sea voluntario", image: "/images/placeholder/photo.svg", alt: "", link: "/volunteer" },
];

export const pressHeadings: Localized<typeof En.pressHeadings> = {
  asSeenIn: "Nos han mencionado",
  logosLabel: "Medios de comunicación que han cubierto nuestro trabajo",
  coverage: "Cobertura en los medios",
  highlightsLabel: "Notas destacadas en los medios",
  story: "Nuestra historia en la prensa",
  storyIntro: "Cifras publicadas en la cobertura.",
  releases: "Comunicados de prensa",
  readRelease: "Lea el comunicado de prensa (PDF, en inglés)",
  contribute: "Otras formas de contribuir",
};
