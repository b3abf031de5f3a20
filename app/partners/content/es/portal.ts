/** Las palabras del portal de socios, en español (el original: `partnerPortalWords.ts`). */
import type { Localized } from "~/i18n";
import type * as en from "~/partners/content/en/portal";

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
  number: "Número de solicitud",
  noNumber: "Ninguno en este sitio",
  tableLabel: "Sus solicitantes",
  status: "Estado",
  applied: "Solicitud",
  letter: "Carta",
  letterIn: "Recibida",
  letterMissing: "Todavía no",
  unknownStatus: "Aún no se sabe",
  unknownDate: "No se sabe",
  download: "Descargar esta lista (CSV)",
  readyToCollect: "equipos listos para recoger",
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
  writtenByUs: (date) => `Recomendación escrita por su organización el ${date}.`,
  writeRecommendation: "Escribir la recomendación desde aquí",
};

export const handover: Words["handover"] = {
  heading: "Entregado",
  intro: (count) =>
    `${count === 1 ? "Este equipo está listo" : `Estos ${count} equipos están listos`} para que este solicitante los recoja. Cuando los tenga, indique qué día.`,
  device: (model, id) => `${model ?? "Un equipo cuyo modelo no consta"}, número de inventario ${id}`,
  day: "Día en que recogió los equipos",
  dayHint: "Hoy o un día anterior, no antes de la aprobación de la solicitud.",
  submit: "Entregado",
  done: (date) => `Gracias. Los equipos quedaron registrados como entregados el ${date}, y se avisó al solicitante.`,
  errors: {
    date: "Escriba el día como fecha, por ejemplo 2027-01-31.",
    future: "El día no puede ser futuro.",
    beforeApproval: (date) => `El día no puede ser anterior a la aprobación, el ${date}.`,
    changed:
      "Los equipos o el estado de este solicitante cambiaron mientras tanto; la página los muestra ahora como están.",
    form: "No se pudo leer el formulario. Cargue la página de nuevo e inténtelo otra vez.",
  },
};

export const recommend: Words["recommend"] = {
  title: "Escribir la recomendación",
  intro: (name) =>
    `Usted escribe la recomendación de ${name} en nombre de su organización. Cuenta como la carta que el solicitante necesita, y el enlace que enviamos a quien iba a recomendarlo deja de funcionar.`,
  alreadyIn: "La recomendación de este solicitante ya llegó; no hay nada más que escribir.",
  done: (name) => `Gracias. La recomendación de ${name} ya está registrada.`,
};

export const client: Words["client"] = {
  start: "Empezar una solicitud para un cliente",
  startIntro:
    "¿Está con un cliente? Llene la solicitud con él, en los mismos pasos que daría él. Se envía ya recomendada por su organización, y el cliente recibe su número por mensaje de texto o por correo, como prefiera.",
  title: "Solicitud para un cliente",
  drafts: "Solicitudes que empezó y no ha enviado",
  draftsHint: "Solo usted las ve aquí. Cada una se guarda 30 días después de su último cambio.",
  unnamed: "Cliente aún sin nombre",
  changed: (date) => `último cambio: ${date}`,
  refusedKept: "No se guardó nada de lo escrito en este paso. Cambie las respuestas si alguna estaba mal.",
  recommendIntro: (partner) =>
    `Usted recomienda a este cliente en nombre de ${partner}. Su nombre y estas tres respuestas se guardan como la recomendación, así que no se pide ninguna carta.`,
  firstName: "Su nombre",
  lastName: "Su apellido",
  recommendationHeading: "Su recomendación",
  agreedBefore:
    "El cliente leyó estas respuestas (o se las leyeron), dice que son verdaderas y acepta que enviemos esta solicitud y guardemos su información como dice nuestra ",
  privacyPolicy: "política de privacidad",
  agreedAfter: ".",
  send: "Enviar la solicitud",
  sentTitle: "La solicitud fue enviada",
  number: (number: string) => `Número de la solicitud: ${number}`,
  emailed: (email: string) => `Enviamos este número al cliente en un correo a ${email}.`,
  texted: (masked: string) =>
    `Enviamos este número al cliente en un mensaje de texto al número que termina en ${masked}.`,
  listed: "La solicitud aparece en su lista de solicitantes, ya recomendada por su organización.",
  notMadeTitle: "No se hizo una solicitud nueva",
  notMade:
    "El correo o el número de celular del cliente ya tiene una solicitud en curso, así que no se hizo una nueva. A quien usa la dirección de correo se le avisa por correo; a un número solo no se le envía nada.",
  backToList: "Volver a sus solicitantes",
  errors: {
    firstName: "Escriba su nombre.",
    lastName: "Escriba su apellido.",
    agreed: "Marque la casilla cuando el cliente haya aceptado: solo entonces se envía la solicitud.",
    ownAddress:
      "El correo del cliente en 'Sus datos' es su propia dirección. Escriba allí el correo del propio cliente, para que la confirmación le llegue.",
  },
};

export const renew: Words["renew"] = {
  pageTitle: "Confirme sus datos",
  title: (cycle) => `Confirme sus datos para ${cycle}`,
  intro:
    "Cada año pedimos a nuestras organizaciones aliadas que revisen los datos que tenemos de ellas. Corrija lo que haya cambiado y confirme.",
  confirmed: (cycle, date) => `Sus datos para ${cycle} se confirmaron el ${date}. Todavía puede corregirlos aquí.`,
  organization: "Nombre de la organización",
  region: "Región",
  address: "Dirección",
  phone: "Teléfono",
  website: "Sitio web (opcional)",
  emails: "Correos electrónicos de los trabajadores sociales",
  emailsHint: "Una dirección por línea. Cada una puede entrar a este portal.",
  submit: "Confirmar estos datos",
  done: (cycle) => `Gracias. Sus datos para ${cycle} están confirmados.`,
  link: (cycle) => `Confirmar sus datos para ${cycle}`,
  errors: {
    summary: "Corrija lo que se indica abajo.",
    organization: "Escriba el nombre de la organización.",
    region: "Elija una región.",
    address: "Escriba la dirección.",
    phone: "Escriba un número de teléfono.",
    website: "Escriba la dirección del sitio web empezando por http:// o https://, o déjelo vacío.",
    emails: "Escriba al menos un correo electrónico, uno por línea, como nombre@ejemplo.org.",
    selfRemoved: "Deje su propia dirección en la lista, o pida a un colega que confirme.",
    organizationScripts:
      "Este nombre mezcla letras de alfabetos distintos (como una “о” cirílica entre letras latinas), así que se vería como otro nombre. Escríbalo de nuevo con las letras de un solo alfabeto. No se cambió nada.",
    nameTaken:
      "Otra organización socia ya tiene este nombre, o un nombre que se ve igual. Escriba el nombre completo de su propia organización; si las dos son la misma organización, escríbanos. No se cambió nada.",
  },
};

export const renewalEmail: Words["renewalEmail"] = {
  subject: (cycle) => `Confirme los datos de su organización para ${cycle}`,
  greeting: "Hola:",
  body: (partner, cycle, deadline) =>
    `Comenzó un nuevo ciclo de organizaciones aliadas, ${cycle}. Revise los datos que tenemos de ${partner} y confírmelos, o corríjalos, antes del ${deadline}.`,
  how: "Entre al portal de organizaciones aliadas con esta dirección y abra:",
  thanks: "Gracias por trabajar con nosotros.",
};

export const errors: Words["errors"] = {
  notFound: "Página no encontrada",
  notFoundText: "No existe esa página en el portal de socios.",
  failed: "Algo salió mal",
  failedText: "No se pudo mostrar la página. Inténtelo de nuevo en un momento.",
  home: "Volver al portal de socios",
};
