/** Las palabras de la solicitud de un equipo hecha en este sitio, en español (el original: `../en/words.ts`). */
import type { Localized } from "~/i18n";
import type * as en from "~/applications/content/en/words";

type Words = { [K in keyof typeof en]: Localized<(typeof en)[K]> };

/** Los programas de ayuda que califican a un hogar sea cual sea su ingreso. */
const programmes = "SNAP, Medicaid, SSI o almuerzo escolar gratuito";

export const steps: Words["steps"] = {
  screener: "¿Puede solicitar?",
  about: "Sus datos",
  devices: "Equipos",
  recommender: "Quien le recomienda",
  check: "Revisar y enviar",
};

export const pages: Words["pages"] = {
  title: "Solicitar una computadora",
  stepOf: (step, total) => `Paso ${step} de ${total}`,
  continue: "Continuar",
  back: "Atrás",
  saveForLater: "Guardar y terminar más tarde",
  saveForLaterHint:
    "Le enviamos un enlace que recupera sus respuestas: por mensaje de texto si eligió textos o dio solo un número de celular, por correo si no. Sirve una vez, durante 14 días.",
  errorSummary: "Algunas respuestas necesitan un cambio:",
  optional: "(opcional)",
  yes: "Sí",
  no: "No",
  leadIn:
    "Toma unos 10 minutos. Guardamos sus respuestas en nuestro servidor a medida que avanza: volver atrás o recargar la página no borra nada.",
};

export const screener: Words["screener"] = {
  intro: "Primero, cuatro preguntas para saber si puede solicitar. Todavía nada personal.",
  zip: "Código postal (ZIP)",
  zipHint: "Los 5 dígitos de donde vive.",
  householdSize: "¿Cuántas personas viven en su hogar?",
  programme: `¿Alguien en su hogar recibe ${programmes}?`,
  income: "Ingreso total del hogar en los últimos 12 meses",
  incomeHint:
    "En dólares, antes de impuestos. Solo si respondió No. Lo usamos solo para esta verificación y nunca lo guardamos.",
};

export const refused: Words["refused"] = {
  regionTitle: "No podemos recibir esta solicitud",
  region: (zip) =>
    `Damos computadoras a personas que viven en Nueva Jersey, la ciudad de Nueva York o Massachusetts, y el código postal ${zip} no está en esas zonas.`,
  incomeTitle: "No podemos recibir esta solicitud",
  income: (people, limit, percent) =>
    `Para un hogar de ${people}, el ingreso debe ser menor de ${limit} (el ${percent}% de la guía federal de pobreza), o alguien debe recibir ${programmes}.`,
  noticeKept: "No guardamos nada de lo que escribió aquí.",
  otherHelp: "Qué más puede ayudarle",
  internetPlan: "Internet móvil a bajo costo",
  internetPlanText: "Internet ilimitado para hogares de bajos ingresos, sin contrato y sin verificación de crédito.",
  classes: "Clases gratuitas de habilidades digitales",
  classesText: "Clases en la ciudad de Nueva York y el norte de Nueva Jersey.",
  changeAnswers: "Cambiar mis respuestas",
};

export const eligibility: Words["eligibility"] = {
  heading: "Quién puede solicitar, en cifras",
  region:
    "Usted vive en Nueva Jersey, la ciudad de Nueva York o Massachusetts (le pedimos el código postal de donde vive).",
  programme: `Alguien en su hogar recibe ${programmes}. Entonces el ingreso de su hogar no importa.`,
  income:
    "O el ingreso de su hogar en los últimos 12 meses, antes de impuestos, es menor que el límite para el número de personas que viven en él:",
  caption: (year, percent) =>
    `Límites de ingresos del hogar para ${year} (el ${percent}% de la guía federal de pobreza)`,
  sizeHeading: "Personas en su hogar",
  limitHeading: "Ingreso anual menor de",
  larger: (listed, amount) => `Para un hogar de más de ${listed} personas, sume ${amount} por cada persona adicional.`,
  source: (year) =>
    `Según las guías federales de pobreza de ${year} (Departamento de Salud y Servicios Humanos de EE. UU.) para los 48 estados contiguos y el Distrito de Columbia.`,
};

export const about: Words["about"] = {
  fullName: "Nombre completo",
  email: "Correo electrónico",
  emailHint: "Dé un número de móvil, un correo electrónico o ambos.",
  phone: "Número de móvil",
  phoneHint: "Un número de EE. UU., por ejemplo 201-555-0123.",
  contactBy: "¿Cómo quiere recibir nuestras noticias?",
  contactByChoices: { text: "Por mensaje de texto", email: "Por correo" },
  contactByHint: "Le enviamos así el número de su solicitud y sus novedades.",
  language: "Idioma preferido",
  languages: { en: "Inglés", es: "Español" },
};

export const devices: Words["devices"] = {
  intro: "¿Cuántos de cada uno necesita? Hasta 2 de cada tipo, al menos uno en total.",
  laptop: "Computadora portátil",
  desktop: "Computadora de escritorio",
  tablet: "Tableta",
};

export const recommender: Words["recommender"] = {
  intro:
    "Una persona de una organización sin fines de lucro que le conoce escribe una breve recomendación. Le enviamos un enlace por correo; su solicitud se revisa cuando llega.",
  organization: "Organización que le nomina",
  choose: "Elija una organización",
  notListed: "Mi organización no está en la lista",
  organizationOther: "Nombre de su organización",
  organizationOtherHint: "Solo si no está en la lista.",
  firstName: "Nombre de quien le recomienda",
  lastName: "Apellido de quien le recomienda",
  email: "Correo electrónico de quien le recomienda",
  emailHint: "No su propio correo: la carta debe venir de la organización.",
  completedClass: (title: string, day: string) =>
    `Usted completó nuestra clase “${title}” el ${day}: el personal lo verá con su solicitud.`,
  completedClassHosted: (title: string, day: string, partner: string) =>
    `Usted completó nuestra clase “${title}” el ${day}, organizada por ${partner}: está elegida abajo, para que le puedan recomendar. Puede elegir otra organización.`,
};

export const check: Words["check"] = {
  intro: "Revise sus respuestas. Cada una tiene un enlace para cambiarla.",
  change: "Cambiar",
  zip: "Código postal",
  householdSize: "Personas en su hogar",
  basis: "Cómo califica",
  bases: {
    programme: "Alguien en el hogar recibe SNAP, Medicaid, SSI o almuerzo escolar gratuito",
    income: "Ingreso del hogar por debajo del límite (la cifra no se guarda)",
  },
  consentBefore: "La información que di es verdadera y acepto la ",
  privacyPolicy: "política de privacidad",
  consentAfter: ".",
  send: "Enviar mi solicitud",
  none: "Ninguno",
};

export const errors: Words["errors"] = {
  zip: "Escriba los 5 dígitos de su código postal, por ejemplo 07030.",
  householdSize: "Escriba cuántas personas viven en su hogar, de 1 a 20.",
  programme: "Elija Sí o No.",
  income: "Escriba el ingreso de su hogar en dólares, por ejemplo 24000, o responda Sí arriba.",
  fullName: "Escriba su nombre completo.",
  nameCharacters:
    "Un nombre necesita letras que se puedan ver: no se pueden usar caracteres invisibles ni marcas que den vuelta el texto.",
  email: "Escriba un correo electrónico como nombre@ejemplo.com.",
  phone: "Escriba un número de móvil de EE. UU. con su código de área, por ejemplo 201-555-0123.",
  emailOrPhone: "Dé un número de móvil, un correo electrónico o ambos: necesitamos una forma de contactarle.",
  textsNeedPhone: "Para recibir mensajes de texto, dé su número de móvil.",
  emailNeeded: "Para recibir correos electrónicos, dé su correo electrónico.",
  language: "Elija inglés o español.",
  deviceCount: "Elija 0, 1 o 2.",
  deviceTotal: "Pida al menos un equipo.",
  organization: "Elija la organización que le nomina, o 'Mi organización no está en la lista'.",
  organizationOther: "Escriba el nombre de su organización.",
  recommenderFirst: "Escriba el nombre de quien le recomienda.",
  recommenderLast: "Escriba el apellido de quien le recomienda.",
  recommenderEmail: "Escriba el correo de quien le recomienda, por ejemplo nombre@organizacion.org.",
  recommenderIsApplicant: "Este es su propio correo. Escriba el de la persona de su organización.",
  consent: "Marque la casilla para confirmar que sus respuestas son verdaderas y que acepta la política de privacidad.",
  saveNeedsAddress:
    "Escriba primero su número de celular o su correo en el paso 'Sus datos', para poder enviarle el enlace.",
  saveNeedsAddressHere: "Escriba primero su número de celular o su correo aquí arriba, para poder enviarle el enlace.",
  tooMany: "Demasiados intentos desde aquí en poco tiempo. Espere unos minutos y vuelva a intentarlo.",
  incomplete: "Algunos pasos todavía no están terminados.",
};

export const saved: Words["saved"] = {
  title: "Le enviamos un enlace",
  text: (email) =>
    `Enviamos un enlace a ${email}. Recupera sus respuestas una vez, durante 14 días. Puede cerrar esta página.`,
  texted: (masked) =>
    `Enviamos un mensaje de texto con un enlace al número que termina en ${masked}. Recupera sus respuestas una vez, durante 14 días. Puede cerrar esta página.`,
  spam: "Si no llega en unos minutos, busque en la carpeta de correo no deseado.",
  continueNow: "O continúe ahora",
};

export const resume: Words["resume"] = {
  title: "Continuar su solicitud",
  text: "Pulse Continuar para recuperar sus respuestas en este dispositivo.",
  continue: "Continuar",
  spent: "Este enlace ya se usó o venció. Empiece de nuevo, o pida un enlace nuevo desde la solicitud.",
  startAgain: "Empezar una solicitud",
  usedTitle: "Este enlace ya se usó",
  used: "Sus respuestas siguen guardadas. Podemos enviar un enlace nuevo al correo o al número de celular con el que se guardó la solicitud.",
  sendNewLink: "Enviarme un enlace nuevo",
  newLinkSent:
    "Enviamos un enlace nuevo al correo o al número de celular con el que se guardó la solicitud. Sirve una vez, durante 14 días. Puede cerrar esta página.",
};

export const sent: Words["sent"] = {
  title: "Gracias. Revise su correo",
  text: (email) =>
    `Enviamos un correo a ${email}. Si es una solicitud nueva, trae el número de su solicitud y qué pasa ahora. Si esta dirección ya tiene una solicitud en curso, explica cómo iniciar sesión para verla.`,
  titleText: "Gracias. Revise sus mensajes de texto",
  texted: (masked) =>
    `Si es una solicitud nueva, enviamos un mensaje de texto con su número al número que termina en ${masked}. Si este número ya tiene una solicitud en curso, no se crea otra ni se envía ningún texto: inicie sesión para ver la que tiene.`,
  trackByCode: (masked) =>
    `Para ver cómo va su solicitud cuando quiera, inicie sesión con un código que le enviamos por texto: en la página para iniciar sesión, escriba el número de celular que termina en ${masked} y luego el código de seis dígitos.`,
  signInByCode: "Iniciar sesión con un código por texto",
  spam: "Si no llega en unos minutos, busque en la carpeta de correo no deseado.",
  track: "Puede iniciar sesión en el portal cuando quiera, con el mismo correo, para ver cómo va su solicitud.",
  signIn: "Iniciar sesión en el portal",
};

export const recommend: Words["recommend"] = {
  frameTitle: "Recomendar a alguien para una computadora",
  otherLanguage: "This page in English",
  title: "Recomendar a una persona",
  forWhom: (applicant, organization) =>
    `${applicant} solicitó una computadora gratuita y le nombró a usted, de ${organization}, como su recomendante.`,
  intro: "Tres preguntas breves. Una carta es bienvenida, pero no es obligatoria.",
  howKnown: "¿Cómo conoce a la persona que solicita?",
  howLong: "¿Desde hace cuánto tiempo?",
  howLongHint: "Por ejemplo: 2 años.",
  howHelp: "¿Cómo le ayudaría una computadora?",
  servesRegion:
    "Mi organización es una entidad sin fines de lucro que atiende Nueva Jersey, la ciudad de Nueva York o Massachusetts",
  letter: "Una carta",
  letterHint: "Un archivo PDF, JPEG o PNG, de 5 MB como máximo.",
  send: "Enviar mi recomendación",
  thanksTitle: "Gracias por su recomendación",
  thanks: "La recibimos y se lo comunicamos a la persona. Su solicitud ya puede revisarse.",
  receivedTitle: "Esta recomendación ya se recibió",
  received: (date) => `Recibimos esta recomendación el ${date}. Gracias.`,
  expiredTitle: "Este enlace venció",
  expired: (date) =>
    `Este enlace funcionó hasta el ${date}. La persona puede enviárselo de nuevo desde el portal, donde sigue su solicitud.`,
  replacedTitle: "Este enlace ya no funciona",
  replaced:
    "La persona pidió un enlace nuevo o nombró a otra persona para recomendarle. Si le volvió a escribir, use el correo más reciente.",
  unknownTitle: "Este enlace no es válido",
  unknown:
    "Compruebe que abrió la dirección completa del correo. La persona puede enviarle el enlace de nuevo desde el portal.",
  errors: {
    howKnown: "Diga en pocas palabras cómo conoce a la persona.",
    howLong: "Diga desde hace cuánto tiempo la conoce.",
    howHelp: "Diga en pocas palabras cómo le ayudaría una computadora.",
    servesRegion:
      "Marque la casilla para confirmar que su organización es una entidad sin fines de lucro que atiende Nueva Jersey, la ciudad de Nueva York o Massachusetts.",
    letterType: "La carta debe ser un archivo PDF, JPEG o PNG. No se guardó nada; elija el archivo de nuevo.",
    letterSize: "La carta pesa más de 5 MB. No se guardó nada; elija un archivo más pequeño.",
    form: "No pudimos leer este formulario. Envíelo de nuevo, por favor.",
  },
};

export const followUp: Words["followUp"] = {
  title: "¿Cómo funciona su computadora?",
  intro: "Unas preguntas para ayudarnos a mejorar. El personal lee cada respuesta.",
  usingIt: "¿Cómo usa su computadora?",
  workingWell: "¿Funciona bien?",
  anythingElse: "¿Algo más que debamos saber?",
  send: "Enviar mis respuestas",
  thanksTitle: "Gracias",
  thanks: "Recibimos sus respuestas.",
  answeredTitle: "Ya tenemos sus respuestas",
  answered: (date) => `Respondió el ${date}. Gracias.`,
  closedTitle: "Este enlace no funciona",
  closed: "Puede que haya vencido. Si quiere contarnos algo, escríbanos desde la página de contacto.",
  contact: "Contáctenos",
  errors: {
    usingIt: "Diga en pocas palabras cómo usa su computadora.",
    workingWell: "Elija Sí o No.",
    form: "No pudimos leer este formulario. Envíelo de nuevo, por favor.",
  },
};

export const tracker: Words["tracker"] = {
  number: (number) => `Número de solicitud: ${number}`,
  heading: "Su carta de recomendación",
  sentTo: (name, email, date) => `Se la pedimos a ${name} (${email}) el ${date}.`,
  lastSent: (date) => `Último envío: ${date}.`,
  manage: "Enviar la solicitud de nuevo o nombrar a otra persona",
  pageTitle: "Quien le recomienda",
  resend: "Enviar la solicitud de nuevo",
  resendHint: "El mismo enlace va a la misma persona, como máximo una vez al día.",
  resent: (email) => `Enviamos la solicitud de nuevo a ${email}.`,
  tooSoon: "La enviamos hace menos de un día. Inténtelo de nuevo mañana.",
  change: "Nombrar a otra persona",
  changeHint: "El enlace que enviamos antes deja de funcionar; la nueva persona recibe el suyo.",
  changed: (email) => `Enviamos la solicitud a ${email}. El enlace anterior ya no funciona.`,
  nothingWaiting: "Su solicitud ya no espera una carta.",
  backToPortal: "Volver a mi solicitud",
};

export const emails: Words["emails"] = {
  alreadyOpen: {
    subject: "Alguien intentó empezar una solicitud con su correo",
    greeting: "Hola:",
    body: "Alguien acaba de intentar enviar una solicitud de computadora en nuestro sitio con este correo. Esta dirección ya tiene una solicitud en curso, así que no hicimos una nueva y nada suyo cambió.",
    track: "Para ver su solicitud y cómo va, inicie sesión con esta dirección:",
    notYou:
      "Si fue usted, no tiene que hacer nada más. Si no fue usted, puede ignorar este correo: nadie ve su solicitud sin un enlace enviado a esta dirección.",
  },
  received: {
    subject: (number) => `Recibimos su solicitud ${number}`,
    greeting: (name) => `Hola, ${name}:`,
    body: (number) => `Recibimos su solicitud de una computadora. Su número es ${number}.`,
    next: (recommender) =>
      `Ahora, ${recommender} recibe un correo que le pide su recomendación. Revisamos su solicitud cuando llega.`,
    recommended: (organization) => `${organization} ya le recomendó con esta solicitud. La revisamos a continuación.`,
    track: "Vea cómo va su solicitud, cuando quiera:",
    thanks: "Gracias.",
  },
  recommend: {
    subject: (applicant) => `Se le pide una recomendación para ${applicant}`,
    greeting: (name) => `Hola, ${name}:`,
    body: (applicant, organization) =>
      `${applicant} solicitó una computadora gratuita y le nombró a usted, de ${organization}, como su recomendante.`,
    ask: "Responda tres preguntas breves y adjunte una carta si la tiene:",
    expires: (date) => `El enlace sirve una vez, hasta el ${date}.`,
    notYou: "Si no conoce a esta persona, puede ignorar este correo.",
    reminderSubject: (applicant) => `Recordatorio: se le pide una recomendación para ${applicant}`,
  },
  decision: {
    subject: (applicant) => `Se tomó una decisión sobre la solicitud de ${applicant}`,
    greeting: (name) => `Hola, ${name}:`,
    body: (applicant) =>
      `Gracias por recomendar a ${applicant}: nuestro comité tomó su decisión sobre la solicitud y ya se la comunicamos.`,
    thanks: "Gracias por ayudarnos a llevar computadoras adonde hacen falta.",
  },
  followUp: {
    subject: "¿Cómo funciona su computadora?",
    greeting: (name) => `Hola, ${name}:`,
    body: "Hace unas semanas recibió una computadora nuestra. Unas preguntas breves nos cuentan cómo le va:",
    expires: (date) => `El enlace sirve una vez, hasta el ${date}.`,
    thanks: "Gracias.",
  },
  resume: {
    subject: "Su solicitud guardada",
    body: "Este es el enlace para recuperar sus respuestas y terminar su solicitud:",
    expires: (date) => `Sirve una vez, hasta el ${date}.`,
    notYou: "Si usted no empezó una solicitud, puede ignorar este correo.",
  },
};
