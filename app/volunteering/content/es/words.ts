/** Las palabras de los turnos de voluntariado en español; `../en/words.ts` dice lo mismo en inglés. */
import { endSentence } from "~/i18n/fullStop";
import { signUpErrors } from "~/kits/places/content/es/words";

export const roles = {
  refurbishing: "Reacondicionar computadoras",
  "drop-off": "Evento de entrega",
  "class-helper": "Ayudante de clase",
  office: "Oficina",
};

export const list = {
  heading: "Próximos turnos",
  intro:
    "Inscríbase en un turno con un correo electrónico o un número de celular. Cuando un turno está lleno, puede unirse a su lista de espera.",
  none: "Ahora no hay ningún turno abierto. Vuelva a consultar pronto.",
  placesLeft: (places: number) => (places === 1 ? "Queda 1 lugar" : `Quedan ${places} lugares`),
  waitlist: "Lleno: lista de espera",
  remote: "A distancia",
  minimumAge: (age: number) => `Desde ${age} años`,
  signUp: "Inscribirse",
  joinWaitlist: "Unirse a la lista de espera",
};

export const form = {
  title: (shift: string) => `Inscripción: ${shift}`,
  intro:
    "Dé un correo electrónico, un número de celular o ambos. Le enviamos una confirmación con un enlace para cancelar y un recordatorio el día antes: por correo, o por texto si solo da un número.",
  when: "Cuándo",
  where: "Dónde",
  name: "Su nombre",
  email: "Su correo electrónico",
  emailHint: "La confirmación y el recordatorio se envían aquí.",
  phone: "Su número de celular",
  phoneHint: "Un número de EE. UU., como 201-555-0123. Le escribimos por texto solo si no da un correo.",
  age: "Su edad",
  ageHint: (minimum: number) => `Este turno es para personas desde ${minimum} años.`,
  waiverHeading: "Exención de responsabilidad del voluntario",
  waiverIntro:
    "Antes de su primer turno de cada año, firma la exención de abajo. Si ya la firmó este año con el mismo correo o número, deje estos campos vacíos.",
  waiverVersion: (version: string) => `Versión ${version}`,
  signature: "Para firmar, escriba su nombre completo (mayores de 18)",
  guardian: "Menores de 18: firma uno de sus padres o su tutor, escribiendo su propio nombre completo",
  submit: "Inscribirse",
  errors: {
    ...signUpErrors,
    nameCharacters:
      "Escriba su nombre con letras visibles: no se pueden usar caracteres de control ni marcas que invierten el texto.",
    age: "Escriba su edad en años, como 34.",
    tooYoung: "Este turno no está abierto a voluntarios de esa edad: vea su edad mínima.",
    signature: "Firme la exención: escriba su nombre completo.",
    signatureName: "Firme la exención con el mismo nombre que dio arriba.",
    guardian:
      "Un voluntario menor de 18 necesita la firma de uno de sus padres o su tutor: escriba su nombre completo.",
    guardianNotSelf: "El padre, la madre o el tutor firma con su propio nombre, no con el del voluntario.",
    closed: "La inscripción para este turno acaba de cerrarse.",
  },
};

export const done = {
  seat: (name: string) => endSentence(`Tiene un lugar, ${name}`),
  waitlist: (name: string, position: number) =>
    `El turno está lleno, ${name}: es el número ${position} de su lista de espera. Le avisaremos si se libera un lugar.`,
  already: "Este correo o número ya tiene un lugar en este turno. Su confirmación tiene el enlace para cancelar.",
  emailSent: (email: string) => `Enviamos un correo con los detalles y el enlace para cancelar a ${email}.`,
  textSent: (masked: string) => `Enviamos un texto con el enlace para cancelar al número que termina en ${masked}.`,
  signed: (signedBy: string) => `La exención está firmada por ${signedBy}.`,
  back: "Todos los turnos",
};

export const cancel = {
  title: "Cancelar su lugar",
  question: (title: string) => `¿Cancelar su lugar en «${title}»?`,
  button: "Cancelar mi lugar",
  done: "Su lugar está cancelado. Gracias por avisarnos: pasa a la siguiente persona en espera.",
  gone: "Este enlace ya se usó o ya no es válido.",
};

export const offer = {
  title: "Confirmar su lugar",
  question: (title: string) => `Un lugar en «${title}» es suyo si lo confirma.`,
  button: "Confirmar mi lugar",
  done: "Su lugar está confirmado. ¡Nos vemos allí!",
  gone: "Esta oferta ya pasó: no se confirmó a tiempo o el enlace ya se usó.",
  deadline: (deadline: string) => `Confírmelo antes de ${deadline}, o pasa a la siguiente persona en espera.`,
};

export const emails = {
  greeting: (name: string) => `Hola, ${name}:`,
  seat: {
    subject: (title: string) => `Su turno de voluntariado: ${title}`,
    body: (role: string, title: string) => `Tiene un lugar en un turno de voluntariado (${role}): ${title}.`,
  },
  waitlist: {
    subject: (title: string) => `Lista de espera: ${title}`,
    body: (title: string, position: number) =>
      `${title} está lleno. Es el número ${position} de su lista de espera: si se libera un lugar, se avisa al primero de la lista, que tiene hasta 48 horas para tomarlo, nunca después del inicio del turno.`,
  },
  offer: {
    subject: (title: string) => `Hay un lugar libre: ${title}`,
    body: (title: string, deadline: string) =>
      `Hay un lugar libre en ${title} y se lo ofrecemos. Confírmelo antes de ${deadline} con el enlace de abajo, o pasa a la siguiente persona en espera.`,
    linkLabel: "Confirmar mi lugar",
  },
  cancelled: {
    subject: (title: string) => `Su lugar está cancelado: ${title}`,
    body: (title: string) =>
      `Su lugar en ${title} está cancelado, como pidió. Gracias por avisarnos: pasa a la siguiente persona en espera.`,
  },
  reminder: {
    subject: (title: string) => `Mañana: ${title}`,
    body: (title: string) => `Un recordatorio: su turno de voluntariado ${title} es mañana.`,
  },
  when: (day: string, starts: string, ends: string) => `Cuándo: ${day}, de ${starts} a ${ends}`,
  where: (place: string) => `Dónde: ${place}`,
  deadline: (time: string, day: string) => `las ${time} del ${day}`,
  cancelText: "Si no puede venir, cancele con este enlace para que el lugar pase a otra persona:",
  cancelLink: "Cancelar mi lugar",
  thanks: "Gracias, el equipo de Tech Access",
};

export const texts = {
  seat: (name: string, when: string, link: string) =>
    `${name}: tiene un lugar en un turno de voluntariado el ${when}. No puede venir? Cancele: ${link}`,
  waitlist: (name: string, when: string, position: number, link: string) =>
    `${name}: el turno de voluntariado del ${when} esta lleno; es el numero ${position} en espera. Para salir: ${link}`,
  offer: (name: string, when: string, deadline: string, link: string) =>
    `${name}: hay un lugar libre para usted en el turno del ${when}. Confirme antes del ${deadline}: ${link}`,
  cancelled: (name: string, when: string) =>
    `${name}: su lugar en el turno de voluntariado del ${when} esta cancelado.`,
  reminder: (name: string, when: string) =>
    `${name}: recordatorio, su turno de voluntariado es manana, ${when}. No puede venir? Responda CANCELAR.`,
  gaveUp: (name: string, when: string) =>
    `${name}: gracias por avisarnos. Su lugar en el turno de voluntariado del ${when} queda libre.`,
  when: (day: string, time: string) => `${day} a las ${time}`,
};

export const group = {
  title: "Planifique un día de servicio",
  intro:
    "Traiga a su empresa, escuela o grupo a un día de voluntariado. Díganos el día y cuántas personas: el personal confirma un turno para su grupo y le envía por correo un enlace para compartir, para que cada persona se inscriba.",
  askFor: "Planificar un día de servicio para un grupo",
  leader: "Su nombre",
  email: "Su correo electrónico",
  organisation: "Su grupo (una empresa, una escuela…)",
  date: "El día que prefiere",
  dateHint: "Un día después de hoy, como 2027-04-17.",
  people: "Cuántas personas",
  submit: "Enviar la solicitud",
  done: (organisation: string) =>
    `Gracias: recibimos la solicitud de ${organisation}. El personal confirmará el turno por correo, con el enlace para compartir.`,
  errors: {
    leader: "Escriba su nombre.",
    email: "Escriba un correo electrónico como nombre@ejemplo.com.",
    organisation: "Escriba el nombre de su grupo.",
    date: "Escriba un día después de hoy, como 2027-04-17.",
    people: "Escriba cuántas personas, de 2 a 200.",
    stale: "Este formulario había caducado. Revise lo que escribió y envíelo de nuevo.",
    limited: "Demasiadas solicitudes desde aquí en la última hora. Inténtelo más tarde.",
  },
  message: {
    subject: (organisation: string) => `Su día de servicio: ${organisation}`,
    body: (organisation: string, day: string, places: number) =>
      `Su día de servicio para ${organisation} está confirmado: ${day}, con ${places} lugares.`,
    share:
      "Comparta este enlace con su grupo: cada persona se inscribe con él y recibe los detalles y un recordatorio.",
  },
};

export const hours = {
  title: "Sus horas de voluntariado",
  intro:
    "Escriba el correo electrónico o el número de celular con que se inscribió. Le enviamos un enlace a sus turnos y horas, donde puede descargar una carta de sus horas para una escuela, un empleador o los requisitos de trabajo de SNAP.",
  contact: "Su correo electrónico o número de celular",
  submit: "Enviarme el enlace",
  sent: "Si tenemos turnos para este correo o número, le enviamos un enlace. Funciona durante una hora.",
  gone: "Este enlace caducó o no es válido. Pida uno nuevo.",
  again: "Pedir un enlace nuevo",
  shiftsHeading: "Sus turnos",
  none: "Todavía no hay ningún turno registrado para usted.",
  columns: { day: "Día", shift: "Turno", place: "Lugar", hours: "Horas" },
  states: { seat: "Inscrito", waitlist: "Lista de espera", offered: "Ofrecido", cancelled: "Cancelado" },
  absent: "No asistió",
  total: (hours: string) => `Horas registradas: ${hours}`,
  letter: "Descargar su carta de horas (PDF)",
  errors: {
    contact: "Escriba un correo como nombre@ejemplo.com o un número de celular de EE. UU. como 201-555-0123.",
    stale: "Este formulario había caducado. Revise lo que escribió y envíelo de nuevo.",
    limited: "Demasiadas solicitudes desde aquí en la última hora. Inténtelo más tarde.",
  },
  email: {
    subject: "Sus horas de voluntariado",
    body: "Aquí está el enlace a sus turnos y horas de voluntariado, y a su carta de horas. Funciona durante una hora.",
    label: "Mis horas de voluntariado",
  },
  text: (name: string, link: string) => `${name}: sus turnos y horas de voluntariado (enlace por una hora): ${link}`,
};

export const letter = {
  title: "Carta de horas de voluntariado",
  number: "Número de carta",
  statement: (org: string, name: string, hours: string, shifts: number) =>
    `${org} confirma que ${name} hizo ${hours} horas de voluntariado en ${shifts === 1 ? "1 turno" : `${shifts} turnos`}.`,
  heading: "Los turnos a los que asistió",
  shiftLine: (day: string, title: string) => `${day}: ${title}`,
  hoursValue: (hours: string) => `${hours} h`,
  verify: "Compruebe esta carta en",
  verifyKind: "Lo que confirma",
  verifyKindValue: "Horas de voluntariado",
  issuedBy: "Emitida por",
  totalHours: "Horas",
  shiftsCount: "Turnos a los que asistió",
  dates: "Desde y hasta",
  datesValue: (first: string, last: string) => (first === last ? first : `${first} a ${last}`),
};

/** The portal's Volunteering section, for a volunteer signed in (by an emailed link or a texted code). */
export const portal = {
  heading: "Voluntariado",
  comingHeading: "Sus próximos turnos",
  noneComing: "No tiene ningún turno próximo.",
  findShift: "Buscar un turno",
  states: {
    seat: "Tiene un lugar.",
    waitlist: "Está en la lista de espera.",
    offered: "Se le ofrece un lugar: confírmelo con el enlace que le enviamos.",
  },
  cancel: (title: string) => `Cancelar mi lugar en «${title}»`,
  pastHeading: "Sus turnos pasados",
  nonePast: "Todavía no hay turnos pasados registrados.",
  notTaken: "Asistencia aún no registrada",
  waiverHeading: "Su exención",
  waiver: (signedBy: string, signedFor: string, byGuardian: boolean, version: string, when: string) =>
    byGuardian
      ? `Firmada por ${signedBy}, madre, padre o tutor, por ${signedFor}: versión ${version}, el ${when}.`
      : `Firmada por ${signedBy} por ${signedFor}: versión ${version}, el ${when}.`,
  gone: "Este lugar no es uno de sus próximos turnos.",
  back: "Volver a su portal",
};
