import type * as En from "../donate";
import type { Localized } from "~/i18n";

export const donateHeadings: Localized<typeof En.donateHeadings> = {
  howItWorks: "Cómo funciona",
  form: "Done sus aparatos electrónicos",
  formIntro: "Cuéntenos qué le gustaría donar y nos comunicaremos con usted para coordinar la recogida o la entrega.",
  dropOff: "Entrega rápida",
  dataSafety: "Seguridad de sus datos",
  supporters: "Empresas que donan con nosotros",
  supporterListLabel: "Empresas que donan con nosotros",
  getInvolved: "Participe",
};

export const donateHero: Localized<typeof En.donateHero> = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "Done sus computadoras,",
  titlePart2: "cambie una vida",
  description:
    "Done las computadoras y los aparatos electrónicos que ya no usa. Borramos sus datos según el estándar NIST 800-88, reacondicionamos lo que se puede volver a usar, reciclamos el resto de forma responsable y le enviamos un recibo deducible de impuestos.",
  links: [{ text: "Done ahora", to: "#donation-form" }],
};

export const donateSteps: Localized<typeof En.donateSteps> = [
  {
    titlePart1: "10 equipos o más:",
    titlePart2: "recogida gratuita",
    description: "¿Va a donar 10 equipos o más? Los recogemos sin costo.",
    image: "/images/illustrations/pickup.svg",
    alt: "",
  },
  {
    titlePart1: "Menos de 10 equipos:",
    titlePart2: "entréguelos",
    description: "Si son menos de 10 equipos, puede entregarlos en uno de nuestros puntos de entrega.",
    image: "/images/illustrations/dropoff.svg",
    alt: "",
  },
  {
    titlePart1: "Sus datos,",
    titlePart2: "destruidos",
    description: "Cada disco se borra según el estándar NIST 800-88; pídanos un certificado de destrucción de datos.",
    image: "/images/illustrations/data-wipe.svg",
    alt: "",
  },
  {
    titlePart1: "El resto,",
    titlePart2: "reciclado",
    description: "Lo que no se puede volver a usar se recicla con socios certificados (R2).",
    image: "/images/illustrations/recycle.svg",
    alt: "",
  },
  {
    titlePart1: "Más personas",
    titlePart2: "conectadas",
    description: "Las computadoras reacondicionadas llegan gratis a personas necesitadas a través de nuestras organizaciones socias sin fines de lucro.",
    image: "/images/illustrations/internet.svg",
    alt: "",
  },
];

export const quickDropOff: Localized<typeof En.quickDropOff> = {
  title2: "Laptops, teléfonos inteligentes y tabletas: entréguelos cerca de usted",
  desc2:
    "¿Tiene una laptop, un teléfono inteligente o una tableta? Entréguelo gratis en uno de los más de 10,000 locales de mensajería y cadenas de farmacias de todo el país.",
  image: "/images/illustrations/map.svg",
  alt: "",
  side: "right",
};

export const quickDropOffLink: Localized<typeof En.quickDropOffLink> = { text: "Busque un punto de entrega", to: "/ewastedropoff" };

export const dataSafety: Localized<typeof En.dataSafety> = {
  title2: "Sus datos están seguros con nosotros",
  desc2:
    "Cada equipo se borra según el estándar NIST 800-88 antes de reacondicionarlo, y puede pedir un certificado de destrucción de datos. Los equipos que no se pueden volver a usar se reciclan con socios certificados R2.",
  image: "/images/illustrations/data-wipe.svg",
  alt: "",
  side: "left",
};

export const donateTiles: Localized<typeof En.donateTiles> = [
  { title: "Financie el acceso digital", image: "/images/illustrations/funding.svg", alt: "", link: "/support" },
  { title: "Organice una colecta de computadoras", image: "/images/illustrations/pickup.svg", alt: "", link: "/contact" },
  { title: "Sea voluntario", image: "/images/illustrations/volunteer.svg", alt: "", link: "/volunteer" },
];
