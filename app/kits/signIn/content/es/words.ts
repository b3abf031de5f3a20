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

export const textSignIn: Localized<typeof En.textSignIn> = {
  heading: "O entre con un mensaje de texto",
  phoneLabel: "Su número de móvil",
  phoneHint: "Un número de EE. UU., por ejemplo 201-555-0123. Le enviamos un código de seis dígitos.",
  send: "Envíenme un código",
  invalidPhone: "Escriba un número de móvil de EE. UU. con su código de área, por ejemplo 201-555-0123.",
  codeTitle: "Escriba su código",
  sentTo: (masked: string) =>
    `Si este número está en una solicitud, enviamos un código de seis dígitos al número que termina en ${masked}.`,
  codeRules: (minutes: number) =>
    `El código sirve durante 10 minutos, una sola vez, y un código nuevo anula el anterior. Tras cinco intentos fallidos ningún código abre este número durante ${minutes} minutos.`,
  held: (count: number, minutes: number) =>
    `Un texto puede tardar un minuto en llegar. Un número recibe como máximo ${count} códigos en ${minutes} minutos.`,
  codeLabel: "Código de seis dígitos",
  open: "Abrir mi portal",
  wrongCode: "Ese código no abre nada. Revise el último texto que le enviamos o pida un código nuevo.",
  invalidCode: "Escriba los seis dígitos del código que le enviamos.",
  locked: (minutes: number) =>
    `Se probaron cinco códigos equivocados para este número, así que ningún código lo abre durante ${minutes} minutos. Después, pida un código nuevo.`,
  newCode: "Pedir un código nuevo",
};
