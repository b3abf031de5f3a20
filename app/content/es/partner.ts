import type * as En from "../partner";
import { partnerHeroTargets } from "../partner";
import { defaultHero } from "../schemas";
import type { Localized } from "~/i18n";

export { partnerHeroTargets } from "../partner";

export const partnerHero: Localized<typeof En.partnerHero> = defaultHero(partnerHeroTargets, {
  title: ["Alianzas con organizaciones", "sin fines de lucro"],
  description:
    "Nomine a las personas que atiende para recibir una computadora reacondicionada gratis, organice clases de habilidades digitales y lleve equipos a su comunidad.",
  links: ["Solicite ser socio", "Personal de socios: inicie sesión"],
});

export const partnerLogoTitle: typeof En.partnerLogoTitle = (partners) =>
  partners
    ? `Únase a nuestras ${partners} organizaciones socias sin fines de lucro`
    : "Únase a nuestras organizaciones socias sin fines de lucro";

export const partnerLogos: Localized<typeof En.partnerLogos> = Array.from({ length: 30 }, (_, index) => ({
  src: "/images/placeholder/logo.svg",
  alt: `Logotipo de socio ${index + 1} (pendiente)`,
  placeholder: true as const,
}));

export const whyPartner: Localized<typeof En.whyPartner> = [
  "Recomiende a las personas que atiende para recibir una computadora reacondicionada gratis, borrada según el estándar NIST 800-88.",
  "Reciba los equipos aprobados en su organización y entréguelos a su comunidad.",
  "Organice clases gratuitas de habilidades digitales para las personas que atiende.",
  "Forme parte de una red de organizaciones sin fines de lucro que trabajan por la inclusión digital en Nueva Jersey, la ciudad de Nueva York y Massachusetts.",
];

export const partnerRequirements: Localized<typeof En.partnerRequirements> = [
  "Su organización presta servicios y tiene un local físico en Nueva Jersey, la ciudad de Nueva York o Massachusetts.",
  "Su misión está alineada con el acceso y la alfabetización digital en comunidades con pocos recursos.",
  "Su organización puede distribuir los equipos de forma responsable y segura.",
];

export const partnerDeadline =
  "Las solicitudes de socios siguen un ciclo anual. La fecha límite es el 15 de febrero; las solicitudes que lleguen después pasan al siguiente ciclo.";

export const partnerHeadings: Localized<typeof En.partnerHeadings> = {
  logosLabel: "Nuestras organizaciones socias sin fines de lucro",
  why: "¿Por qué asociarse con nosotros?",
  requirements: "Requisitos para los socios",
  form: "Solicite ser socio",
  formIntro:
    "Nuestro formulario pide los datos de su organización, una persona de contacto, los servicios que ofrece y cómo entregaría las computadoras. Toma unos diez minutos.",
};

export const partnerApplyLink: Localized<typeof En.partnerApplyLink> = {
  text: "Comience su solicitud de socio",
  to: "/partner/apply",
};
