import type * as En from "../contact";
import type { Localized } from "~/i18n";

export const contactHeadings: Localized<typeof En.contactHeadings> = {
  hours: "Horario de oficina",
  hoursText: "De lunes a viernes, de 9:00 a.m. a 5:00 p.m. (hora del Este)",
  helpCentre: "Respuestas rápidas",
  helpCentreText:
    "¿Busca una respuesta rápida? Presione el botón flotante de Ayuda, que aparece en todas las páginas de este sitio, para abrir nuestro centro de ayuda.",
  form: "Envíenos un mensaje",
  formIntro: "Escríbanos con el formulario de abajo y le responderemos en horario de oficina.",
};

export const contactHero: Localized<typeof En.contactHero> = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "Comuníquese",
  titlePart2: "con nosotros",
  description: "¿Tiene preguntas sobre cómo donar, presentar una solicitud, asociarse con nosotros o ser voluntario? Estamos para ayudarle.",
  links: [{ text: "Envíenos un mensaje", to: "#contact-form" }],
};
