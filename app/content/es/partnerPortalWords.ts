/** Las palabras del portal de socios, en español (el original: `partnerPortalWords.ts`). */
import type { Localized } from "~/i18n";
import type * as en from "../partnerPortalWords";

type Words = { [K in keyof typeof en]: Localized<(typeof en)[K]> };

export const meta: Words["meta"] = {
  site: "Portal de socios",
  noindex: "noindex, nofollow",
};

export const signIn: Words["signIn"] = {
  title: "Portal de socios",
  intro:
    "El personal de nuestras organizaciones socias inicia sesión aquí para seguir a las personas que recomendó. Escriba su correo de trabajo; le enviamos un enlace para iniciar sesión.",
  email: "Correo electrónico",
  send: "Enviarme un enlace para iniciar sesión",
  sent: "Si esta dirección pertenece al personal de una organización socia activa, le enviamos un enlace para iniciar sesión. Funciona una vez, durante 15 minutos.",
  signedOut: "Cerró la sesión.",
};

export const linkPage: Words["linkPage"] = {
  title: "Iniciar sesión en el portal de socios",
  continueIntro: "Pulse Continuar para abrir el portal de socios.",
  continue: "Continuar",
  failed: "Este enlace ha caducado o ya se usó. Pida uno nuevo.",
  askAgain: "Pedir un enlace nuevo",
  sessionFailed: "No se pudo iniciar la sesión en este momento. Inténtelo de nuevo en un momento.",
};

export const choose: Words["choose"] = {
  title: "¿En nombre de qué organización actúa?",
  intro: "Su dirección figura en más de una organización socia. Elija aquella cuyas personas solicitantes quiere ver.",
  submit: "Abrir",
  switch: "Actuar en nombre de otra organización",
};

export const frame: Words["frame"] = {
  signedInAs: (email) => `Sesión iniciada como ${email}`,
  actingFor: (partner) => `En nombre de ${partner}`,
  signOut: "Cerrar sesión",
};

export const list: Words["list"] = {
  title: (partner) => `Solicitantes recomendados por ${partner}`,
  intro: "Todas las personas que nombraron a su organización al presentar la solicitud, las más recientes primero.",
  countsHeading: "Por estado",
  none: "Nadie ha nombrado a su organización todavía.",
  name: "Nombre",
  status: "Estado",
  applied: "Solicitud",
  letter: "Carta",
  letterIn: "Recibida",
  letterMissing: "Todavía no",
  unknownStatus: "Aún no se sabe",
  unknownDate: "No se sabe",
  download: "Descargar esta lista (CSV)",
};

export const csv: Words["csv"] = {
  fileName: "solicitantes.csv",
  columns: ["Nombre", "Estado", "Solicitó", "Carta", "Equipos entregados"],
};

export const applicant: Words["applicant"] = {
  back: "Volver a sus solicitantes",
  contact: "Datos de contacto",
  email: "Correo electrónico",
  phone: "Teléfono",
  notGiven: "No indicado",
  asked: "Lo que pidió",
  laptops: "Portátiles",
  desktops: "Computadoras de escritorio",
  tablets: "Tabletas",
  nothingAsked: "Ningún equipo indicado",
  status: "Estado",
  applied: "Solicitud",
  recommendation: "Recomendación",
  recommender: "Quien recomienda",
  letterIn: "La carta llegó.",
  letterMissing: "La carta todavía no ha llegado.",
  requested: (date) => `Pedida el ${date}.`,
  received: (date) => `Recibida el ${date}.`,
};

export const errors: Words["errors"] = {
  notFound: "Página no encontrada",
  notFoundText: "No existe esa página en el portal de socios.",
  failed: "Algo salió mal",
  failedText: "No se pudo mostrar la página. Inténtelo de nuevo en un momento.",
  home: "Volver al portal de socios",
};

export const email: Words["email"] = {
  subject: "Su enlace para iniciar sesión en el portal de socios",
  greeting: "Hola:",
  useLink: "Use este enlace para abrir el portal de socios. Funciona una vez y caduca en 15 minutos:",
  open: "Abrir el portal de socios",
  ignore: "Si no pidió iniciar sesión, puede ignorar este correo.",
};
