/** Las palabras de las clases, en español (`../en/words.ts` dice lo mismo en inglés). */
import { endSentence } from "~/i18n/fullStop";
import { signUpErrors } from "~/kits/places/content/es/words";

export const list = {
  heading: "Próximas clases",
  intro: "Inscríbase gratis. Si una clase está llena, puede unirse a su lista de espera.",
  none: "Ninguna clase de este curso tiene inscripción abierta ahora. Vuelva a consultar pronto.",
  seatsLeft: (seats: number) => (seats === 1 ? "Queda 1 lugar" : `Quedan ${seats} lugares`),
  waitlist: "Llena: lista de espera",
  online: "En línea",
  taughtIn: (language: string) => `Se imparte en ${language}`,
  meetings: (count: number) => (count === 1 ? "1 sesión" : `${count} sesiones`),
  weekly: (count: number) => `Semanal, ${count} sesiones`,
  details: "Detalles e inscripción",
};

export const languages = { en: "inglés", es: "español" };

export const session = {
  back: "Todas las clases",
  when: "Cuándo",
  where: "Dónde",
  language: "Idioma",
  seats: "Lugares",
  hours: (hours: number) => `${hours} horas en total`,
  meetingsHeading: "Sesiones",
  signUp: "Inscribirse",
  joinWaitlist: "Unirse a la lista de espera",
  closed: "La inscripción para esta clase está cerrada.",
  full: "Esta clase está llena. Inscríbase para unirse a su lista de espera: cuando se libere un lugar, le avisamos por correo o por texto a la primera persona de la lista.",
};

export const form = {
  title: (course: string) => `Inscripción: ${course}`,
  intro:
    "Dé un correo electrónico, un número de celular o ambos. Le enviamos una confirmación con un enlace para cancelar: por correo, o por texto si da solo un número.",
  name: "Su nombre",
  email: "Su correo electrónico",
  emailHint: "Aquí enviamos la confirmación, con las fechas de la clase, y cualquier oferta de lugar.",
  phone: "Su número de celular",
  phoneHint: "Un número de EE. UU., como 201-555-0123. Le escribimos por texto solo si no da un correo.",
  teen: "Confirmo que el estudiante tiene entre 13 y 18 años.",
  submit: "Inscribirse",
  errors: {
    ...signUpErrors,
    nameCharacters:
      "Escriba su nombre con letras que se puedan leer: no se pueden usar caracteres de control ni marcas que den vuelta el texto.",
    teen: "Esta clase es para jóvenes de 13 a 18 años: marque la casilla para confirmar la edad del estudiante.",
    closed: "La inscripción para esta clase acaba de cerrarse.",
  },
};

export const done = {
  seat: (name: string) => endSentence(`Tiene un lugar, ${name}`),
  waitlist: (name: string, position: number) =>
    `La clase está llena, ${name}: usted es el número ${position} en su lista de espera. Le avisaremos si se libera un lugar.`,
  already: "Este correo o número ya tiene un lugar en esta clase. Su confirmación tiene el enlace para cancelar.",
  emailSent: (email: string) => `Enviamos un correo con los detalles y el enlace para cancelar a ${email}.`,
  textSent: (masked: string) =>
    `Enviamos un mensaje de texto con el enlace para cancelar al número que termina en ${masked}.`,
};

export const cancel = {
  title: "Cancelar su lugar",
  question: (title: string) => `¿Cancelar su lugar en «${title}»?`,
  button: "Cancelar mi lugar",
  cancelled: "Su lugar está cancelado. Gracias por avisarnos: el lugar pasa a la siguiente persona en espera.",
  gone: "Este enlace ya se usó o ya no es válido.",
};

export const offer = {
  title: "Confirmar su lugar",
  question: (title: string) => `Un lugar en «${title}» es suyo si lo confirma.`,
  button: "Confirmar mi lugar",
  confirmed: "Su lugar está confirmado. ¡Nos vemos en clase!",
  gone: "Esta oferta ya pasó: no se confirmó a tiempo, o el enlace ya se usó.",
  deadline: (deadline: string) => `Confírmelo antes de ${deadline}, o pasa a la siguiente persona en espera.`,
};

export const emails = {
  seat: {
    subject: (title: string) => `Su lugar: ${title}`,
    greeting: (name: string) => `Hola ${name}:`,
    body: (course: string, title: string) => `Tiene un lugar en ${course}: ${title}.`,
  },
  waitlist: {
    subject: (title: string) => `Lista de espera: ${title}`,
    greeting: (name: string) => `Hola ${name}:`,
    body: (title: string, position: number) =>
      `${title} está llena. Usted es el número ${position} en su lista de espera: si se libera un lugar, le escribimos a la primera persona de la lista, que tiene hasta 48 horas para tomarlo, nunca después del comienzo de la clase.`,
  },
  offer: {
    subject: (title: string) => `Hay un lugar libre: ${title}`,
    greeting: (name: string) => `Hola ${name}:`,
    body: (title: string, deadline: string) =>
      `Un lugar en ${title} está libre y se lo ofrecemos. Confírmelo antes de ${deadline} con el enlace de abajo, o pasa a la siguiente persona en espera.`,
    linkLabel: "Confirmar mi lugar",
  },
  cancelled: {
    subject: (title: string) => `Su lugar está cancelado: ${title}`,
    greeting: (name: string) => `Hola ${name}:`,
    body: (title: string) =>
      `Su lugar en ${title} está cancelado, como lo pidió. Gracias por avisarnos: el lugar pasa a la siguiente persona en espera.`,
    calendar: "El archivo de calendario adjunto quita las sesiones de su calendario.",
  },
  deadline: (time: string, day: string) => `las ${time} del ${day}`,
  meetingLine: (day: string, starts: string, ends: string) => `${day}, de ${starts} a ${ends}`,
  where: (place: string) => `Dónde: ${place}`,
  calendar: "El archivo de calendario adjunto agrega las sesiones a su calendario.",
  cancelLink: "Cancelar mi lugar",
  cancelText: "Si no puede asistir, cancele con este enlace para que el lugar pase a otra persona:",
  thanks: "Gracias, el equipo de Tech Access",
};

/** El certificado de finalización (un PDF en el idioma del estudiante) y lo que `/verify` dice de uno. */
export const certificate = {
  title: "Certificado de finalización",
  number: "Número de certificado",
  statement: (org: string, name: string, course: string) => `${org} certifica que ${name} completó ${course}.`,
  heading: "La clase",
  course: "Curso",
  class: "Clase",
  dates: "Fechas",
  datesValue: (first: string, last: string) => (first === last ? first : `del ${first} al ${last}`),
  attended: "Sesiones asistidas",
  attendedValue: (attended: number, total: number) => `${attended} de ${total}`,
  hours: "Horas asistidas",
  completedOn: "Completado el",
  verify: "Verifique este certificado en",
  verifyKind: "Lo que certifica",
  verifyKindValue: "La finalización de una clase de habilidades digitales",
  issuedBy: "Emitido por",
};

/** La página que abre el enlace del correo de finalización, donde el estudiante descarga su certificado. */
export const certificatePage = {
  title: "Su certificado de finalización",
  intro: (name: string, course: string) => `Felicitaciones, ${name}: completó ${course}.`,
  download: "Descargar el certificado (PDF)",
  verify: "Cualquier persona a quien se lo muestre puede verificar su número en",
  gone: "Este enlace no es válido, o el certificado ya no consta en nuestros registros. Si cree que es un error, contáctenos.",
};

export const completedEmail = {
  subject: (title: string) => `Completó ${title}: su certificado`,
  greeting: (name: string) => `Hola ${name}:`,
  body: (course: string, title: string) =>
    `Felicitaciones: completó ${course} (${title}). Su certificado de finalización está listo.`,
  number: (number: string) => `Su número es ${number}: cualquier persona puede verificarlo en nuestro sitio web.`,
  linkText: "Descargue su certificado con este enlace (guarde este correo: el enlace es solo suyo):",
  linkLabel: "Mi certificado de finalización",
  apply:
    "Ahora puede solicitar una computadora gratuita. Use este correo electrónico en la solicitud: así consta que completó esta clase.",
  applyLabel: "Solicitar una computadora",
};

/** El trabajador social de una organización asociada toma asistencia en el portal (`/partners/classes`). */
export const hosted = {
  linkLabel: "Clases que organiza: tomar asistencia",
  heading: "Clases que organiza",
  title: (partner: string) => `Clases organizadas por ${partner}`,
  intro: "Tome asistencia en cada sesión: marque quién vino y guarde. Guardar de nuevo la corrige.",
  none: "Su organización no organiza ninguna clase en este momento.",
  back: "Todas las clases que organiza",
  meeting: (number: number, day: string, starts: string, ends: string) =>
    `Sesión ${number}: ${day}, de ${starts} a ${ends}`,
  taken: "asistencia tomada",
  notTaken: "asistencia sin tomar",
  present: (number: number) => `Presentes en la sesión ${number}`,
  save: (number: number) => `Guardar la asistencia de la sesión ${number}`,
  saved: (number: number, present: number) =>
    `La asistencia de la sesión ${number} está guardada: ${present} ${present === 1 ? "presente" : "presentes"}.`,
  noStudents: "Nadie tiene un lugar en esta clase todavía.",
  completes: (share: number) => `Un estudiante completa la clase si asiste al menos al ${share}% de sus sesiones.`,
  formOnly: "Use el formulario de esta página.",
  noMeeting: "Esta clase no tiene esa sesión.",
  opens: (time: string, day: string) => `La asistencia se abre cuando empieza la sesión, a las ${time} del ${day}.`,
  notYet: (time: string, day: string) =>
    `Esta sesión todavía no empezó: la asistencia se abre a las ${time} del ${day}. No se guardó nada.`,
};
