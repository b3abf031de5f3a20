/** The sign-in kit's words in Spanish (`../en/words.ts`). */
import type { Localized } from "~/i18n";
import type * as En from "../en/words";

export const messages: Localized<typeof En.messages> = {
  noRecordId: "Por favor, ingrese un ID.",
  tokenFailed: "Error al obtener los datos. Por favor, inténtelo de nuevo.",
  invalidChampionType: "Tipo de usuario no válido",
  networkError: "Error de red: no se pudieron obtener los datos.",
  noInventory: "No hay datos de inventario disponibles para descargar.",
  signInSent: "le enviamos un correo electrónico para iniciar sesión",
  invalidEmail: "Por favor, ingrese un correo electrónico válido.",
  formExpired: "Este formulario venció. Por favor, vuelva a cargar la página e inténtelo de nuevo.",
  formOnly: "Por favor, use el formulario de esta página.",
  recordNotFound: "No pudimos encontrar su registro. Por favor, comuníquese con nosotros.",
};

export const signInEmail: Localized<typeof En.signInEmail> = {
  subject: "Su enlace para iniciar sesión en el portal digital",
  greeting: (name: string) => (name ? `Hola, ${name}:` : "Hola:"),
  useLink: "Use este enlace para abrir el portal digital. Funciona una sola vez y vence en 15 minutos:",
  open: "Abrir el portal digital",
  ignore: "Si usted no pidió iniciar sesión, puede ignorar este correo.",
};

export const partnerSignInEmail: Localized<typeof En.partnerSignInEmail> = {
  subject: "Su enlace para iniciar sesión en el portal de socios",
  greeting: "Hola:",
  useLink: "Use este enlace para abrir el portal de socios. Funciona una vez y caduca en 15 minutos:",
  open: "Abrir el portal de socios",
  ignore: "Si no pidió iniciar sesión, puede ignorar este correo.",
};
