import type * as En from "../navigation";
import type { Localized } from "~/i18n";
import { externalLinks } from "~/config/external";
import { legalLinks } from "./legal";

export const navGroups: Localized<typeof En.navGroups> = [
  {
    label: "Programas",
    to: "/programs",
    links: [
      { label: "Solicite una computadora", to: "/apply" },
      { label: "Cursos de habilidades digitales", to: "/DSClasses" },
      { label: "Alianzas con organizaciones sin fines de lucro", to: "/partner" },
      { label: "Internet a bajo costo", to: "/shield" },
    ],
  },
  {
    label: "Quiénes somos",
    to: "/about",
    links: [
      { label: "Misión e historia", to: "/about" },
      { label: "Equipo", to: "/team/" },
      { label: "Prensa y medios", to: "/press" },
    ],
  },
  {
    label: "Participe",
    to: "/support",
    links: [
      { label: "Done hoy", to: "/support" },
      { label: "Sea voluntario", to: "/volunteer" },
      { label: "Punto de entrega", to: "/ewastedropoff" },
      { label: "Contáctenos", to: "/contact" },
    ],
  },
];

export const portalEntryLink: Localized<typeof En.portalEntryLink> = { label: "Consultar mi solicitud / portal de donantes", to: "/auth" };

export const footerColumns: Localized<typeof En.footerColumns> = [
  {
    heading: "Quiénes somos",
    links: [
      { label: "Sobre nosotros", to: "/about" },
      { label: "Equipo", to: "/team/" },
      { label: "Contáctenos", to: "/contact" },
      { label: "Nuestro impacto", to: "/impact" },
      { label: "Prensa y medios", to: "/press" },
      { label: "Blog", to: "/blog" },
      { label: "Empleos", to: externalLinks.careers, external: true },
    ],
  },
  {
    heading: "Programas",
    links: [
      { label: "Nuestros programas", to: "/programs" },
      { label: "Solicite una computadora", to: "/apply" },
      { label: "Clases de habilidades digitales", to: "/dsclasses" },
      { label: "Alianzas con organizaciones sin fines de lucro", to: "/partner" },
      { label: "Internet a bajo costo", to: "/shield" },
      portalEntryLink,
    ],
  },
  {
    heading: "Participe",
    links: [
      { label: "Financie nuestro trabajo", to: "/financialdonation" },
      { label: "Done computadoras", to: "/donate" },
      { label: "Reciclaje de aparatos electrónicos", to: "/ewastedropoff" },
      { label: "Sea voluntario", to: "/volunteer" },
    ],
  },
];

export const footerLegalLabel = "Información legal";
export const footerLegalLinks: Localized<typeof En.footerLegalLinks> = [
  { label: legalLinks.privacy.text, to: legalLinks.privacy.to },
  { label: legalLinks.terms.text, to: legalLinks.terms.to },
];
