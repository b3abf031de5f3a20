import type * as En from "../navigation";
import type { Localized } from "~/i18n";

/** The navigation's words in Spanish; the links they name are the English navigation's (app/content/navigation.ts). */
export const navigationWords: Localized<typeof En.navigationWords> = {
  programs: "Programas",
  apply: "Solicite una computadora",
  skillsCourses: "Cursos de habilidades digitales",
  partnerships: "Alianzas con organizaciones sin fines de lucro",
  lowCostInternet: "Internet a bajo costo",
  aboutUs: "Quiénes somos",
  missionHistory: "Misión e historia",
  team: "Equipo",
  press: "Prensa y medios",
  getInvolved: "Participe",
  donateToday: "Done hoy",
  volunteer: "Sea voluntario",
  dropOffSite: "Punto de entrega",
  contact: "Contáctenos",
  portalEntry: "Consultar mi solicitud / portal de donantes",
  about: "Quiénes somos",
  aboutUsLink: "Sobre nosotros",
  impact: "Nuestro impacto",
  blog: "Blog",
  careers: "Empleos",
  ourPrograms: "Nuestros programas",
  skillsClasses: "Clases de habilidades digitales",
  fundOurWork: "Financie nuestro trabajo",
  donateComputers: "Done computadoras",
  eWasteDropOff: "Reciclaje de aparatos electrónicos",
  legal: "Información legal",
};
