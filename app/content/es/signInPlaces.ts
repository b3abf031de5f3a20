import type * as En from "../signInPlaces";
import type { Localized } from "~/i18n";

/** Dónde inicia sesión cada persona (`../signInPlaces.ts`). */
export const signInPlaces: Localized<typeof En.signInPlaces> = {
  heading: "Dónde iniciar sesión",
  intro: "Cada uno de nuestros servicios tiene su propio inicio de sesión. Busque el suyo:",
  here: "Es esta página: use el formulario de arriba.",
  places: {
    applicant: {
      who: "¿Solicitó una computadora?",
      text: "Siga su solicitud en el portal digital, con el correo electrónico o el número de móvil que dio en ella.",
      linkText: "Iniciar sesión en el portal digital",
    },
    "device-donor": {
      who: "¿Nos donó computadoras?",
      text: "El mismo portal digital muestra sus donaciones, la destrucción de sus datos y sus documentos, con el correo electrónico con el que donó.",
      linkText: "Iniciar sesión en el portal digital",
    },
    "money-donor": {
      who: "¿Donó dinero?",
      text: "El mismo portal digital muestra sus donaciones, su donación mensual (para cambiarla, pausarla o cancelarla), sus recibos y sus resúmenes anuales, con el correo electrónico con que donó.",
      linkText: "Iniciar sesión en el portal digital",
    },
    caseworker: {
      who: "¿Trabaja con los clientes de una organización socia?",
      text: "Las personas que nominó, sus recomendaciones y sus clases están en el portal de socios. Inicie sesión allí con su correo electrónico del trabajo, no en el portal digital.",
      linkText: "Iniciar sesión en el portal de socios",
    },
    subscriber: {
      who: "¿Tiene el internet Shield?",
      text: "Su plan, sus facturas y la cancelación están en su cuenta Shield, con el correo electrónico con el que se suscribió.",
      linkText: "Iniciar sesión en su cuenta Shield",
    },
    student: {
      who: "¿Se inscribió en una clase?",
      text: "No hay nada en lo que iniciar sesión: el correo o el texto que le enviamos tiene los enlaces para confirmar o cancelar su lugar, y su certificado llega de la misma manera.",
      linkText: "Ver las clases",
    },
    volunteer: {
      who: "¿Fue voluntario con nosotros?",
      text: "El portal digital muestra sus turnos, sus horas y su carta de horas, con el correo electrónico o el número de celular con que se inscribió.",
      linkText: "Iniciar sesión en el portal digital",
    },
  },
};
