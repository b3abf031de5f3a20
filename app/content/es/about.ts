import type * as En from "../about";
import type { Localized } from "~/i18n";

export const aboutHeadings: Localized<typeof En.aboutHeadings> = {
  counters: "Nuestro trabajo hasta hoy",
  visionMission: "Visión y misión",
  history: "Nuestra historia",
  help: "Cómo puede ayudar",
};

export const aboutHero: Localized<typeof En.aboutHero> = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "Misión",
  titlePart2: "e historia",
  description: "Desde 2019 ponemos computadoras reacondicionadas en manos de las personas que las necesitan.",
  links: [],
};

export const aboutCounters: Localized<typeof En.aboutCounters> = [
  { label: "Computadoras donadas", value: 4551 },
  { label: "Clases de habilidades digitales", value: 219 },
  { label: "Organizaciones socias sin fines de lucro", value: 400, suffix: "+" },
];

export const vision: Localized<typeof En.vision> = {
  title2: "Visión",
  desc2: "Que todas las personas de nuestras comunidades tengan una computadora y sepan usarla. Nuestra meta: 1 millón de computadoras donadas para 2030.",
  image: "/images/illustrations/internet.svg",
  alt: "",
  side: "right",
};

export const mission: Localized<typeof En.mission> = {
  title2: "Misión",
  desc2:
    "Inclusión digital en Nueva Jersey, la ciudad de Nueva York y Massachusetts: recolectamos computadoras donadas, las borramos según el estándar NIST 800-88, las reacondicionamos y las entregamos gratis a personas necesitadas a través de nuestras organizaciones socias sin fines de lucro, y enseñamos las habilidades digitales para aprovecharlas al máximo.",
  image: "/images/illustrations/laptop.svg",
  alt: "",
  side: "left",
};

export const history: Localized<typeof En.history> = [
  { titlePart1: "2019", titlePart2: "Fundación", description: "Se funda la organización para cerrar la brecha digital.", image: "/images/illustrations/timeline.svg", alt: "" },
  { titlePart1: "2021", titlePart2: "Primera oficina", description: "Abrimos nuestra primera oficina en Hoboken, NJ.", image: "/images/illustrations/office.svg", alt: "" },
  { titlePart1: "2023", titlePart2: "Nuevos programas", description: "Lanzamos nuevos programas para llegar a más personas.", image: "/images/illustrations/classroom.svg", alt: "" },
  { titlePart1: "2024", titlePart2: "Massachusetts", description: "Abrimos nuestra segunda oficina en Waltham, MA.", image: "/images/illustrations/office.svg", alt: "" },
  { titlePart1: "Hoy", titlePart2: "Seguimos creciendo", description: "Trabajamos para llegar a 1 millón de computadoras donadas para 2030.", image: "/images/illustrations/change.svg", alt: "" },
];
