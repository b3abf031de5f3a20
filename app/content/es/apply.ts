import type * as En from "../apply";
import type { Localized } from "~/i18n";

export const applyHeadings: Localized<typeof En.applyHeadings> = {
  divide: "La brecha digital",
  process: "Cómo funciona la solicitud",
  eligibility: "Quiénes pueden presentar una solicitud",
  eligibilityText:
    "Las personas solicitantes viven en Nueva Jersey, la ciudad de Nueva York o Massachusetts y cuentan con la recomendación de una organización nominadora sin fines de lucro. Revise los requisitos de ingresos antes de presentar su solicitud.",
  form: "Solicite una computadora",
  formIntro:
    "La solicitud toma unos 10 minutos. Tenga a mano el nombre y el correo electrónico de la persona que le recomienda en una organización nominadora sin fines de lucro.",
  paperForm: "¿Prefiere hacerlo en papel? Use la solicitud en papel",
};

export const applyHero: Localized<typeof En.applyHero> = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "Abrimos oportunidades,",
  titlePart2: "una computadora a la vez",
  description: "Solicite una computadora reacondicionada gratis a través de una de nuestras organizaciones socias nominadoras sin fines de lucro.",
  links: [{ text: "Solicite un equipo", to: "#application-form" }],
};

export const digitalDivide: Localized<typeof En.digitalDivide> = {
  title2: "El 41% de los adultos de bajos ingresos no tiene una computadora de escritorio ni una laptop",
  desc2:
    "Sin una computadora en casa es difícil buscar empleo, hacer las tareas escolares, tener una cita médica en línea o acceder a servicios públicos. Una computadora reacondicionada cierra esa brecha para una persona y su familia.",
  image: "/images/illustrations/laptop.svg",
  alt: "",
  side: "right",
};

export const applySteps: Localized<typeof En.applySteps> = [
  {
    titlePart1: "Presente su solicitud",
    titlePart2: "en línea",
    description: "Complete la solicitud (unos 10 minutos) e indique quién le recomienda en una organización nominadora sin fines de lucro.",
    image: "/images/illustrations/article.svg",
    alt: "",
  },
  {
    titlePart1: "Se sube",
    titlePart2: "la recomendación",
    description: "La persona que le recomienda recibe un correo electrónico para subir una recomendación; le avisamos cuando la recibimos y su solicitud está completa.",
    image: "/images/illustrations/letter.svg",
    alt: "",
  },
  {
    titlePart1: "Revisión de",
    titlePart2: "elegibilidad",
    description: "Nuestro comité revisa si su solicitud cumple los requisitos.",
    image: "/images/illustrations/partners.svg",
    alt: "",
  },
  {
    titlePart1: "Aprobación y",
    titlePart2: "recogida",
    description: "Cuando se aprueba, le avisamos y la computadora se entrega a su organización nominadora para que usted la recoja; puede haber una espera, según la disponibilidad.",
    image: "/images/illustrations/pickup.svg",
    alt: "",
  },
  {
    titlePart1: "Su",
    titlePart2: "opinión",
    description: "Más adelante nos comunicamos con usted para saber cómo le está ayudando la computadora.",
    image: "/images/illustrations/change.svg",
    alt: "",
  },
];

export const eligibilityLink: Localized<typeof En.eligibilityLink> = { text: "Vea los requisitos de ingresos", to: "/eligibility" };
export const paperApplicationLink: Localized<typeof En.paperApplicationLink> = { text: "Solicitud en papel", to: "/paperapplication" };
