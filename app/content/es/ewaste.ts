import type * as En from "../ewaste";
import type { Localized } from "~/i18n";

export const ewasteHeadings: Localized<typeof En.ewasteHeadings> = {
  steps: "Cómo entregar sus equipos",
  larger: "Computadoras de escritorio, monitores e impresoras",
  map: "Busque un punto de entrega",
  mapIntro: "Busque en el mapa el local de mensajería o de cadena de farmacias más cercano.",
};

export const ewasteHero: Localized<typeof En.ewasteHero> = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "Entrega de",
  titlePart2: "aparatos electrónicos",
  description:
    "Se aceptan laptops, teléfonos inteligentes y tabletas gratis en más de 10,000 locales de mensajería y cadenas de farmacias de todo el país.",
  links: [
    { text: "Busque un local", to: "#drop-off-map" },
    { text: "Complete el formulario de donación", to: "/donate" },
  ],
};

export const dropOffSteps: Localized<typeof En.dropOffSteps> = [
  {
    titlePart1: "Complete",
    titlePart2: "el formulario de donación",
    description: "Cuéntenos qué va a donar en nuestra página de donaciones.",
    image: "/images/illustrations/article.svg",
    alt: "",
  },
  {
    titlePart1: "Reciba",
    titlePart2: "un código QR",
    description: "Le enviamos un código QR para su entrega.",
    image: "/images/illustrations/qr-code.svg",
    alt: "",
  },
  {
    titlePart1: "Entregue",
    titlePart2: "el equipo en una caja",
    description: "Ponga su equipo en una caja y llévelo, con el código QR, a un local participante.",
    image: "/images/illustrations/dropoff.svg",
    alt: "",
  },
];

export const donateFormLink: Localized<typeof En.donateFormLink> = { text: "Complete el formulario de donación", to: "/donate" };

export const largerItems: Localized<typeof En.largerItems> = {
  title2: "Traiga los equipos más grandes a nuestras oficinas",
  desc2: "Las computadoras de escritorio, los monitores y las impresoras se llevan a nuestra oficina de Nueva Jersey en Hoboken o a nuestra oficina de Massachusetts en Waltham.",
  image: "/images/illustrations/office.svg",
  alt: "",
  side: "right",
};

export const contactOfficesLink: Localized<typeof En.contactOfficesLink> = { text: "Contáctenos para coordinar una visita", to: "/contact" };
