/** Las solicitudes de equipos de un socio por programa (issue 50 §1), en español (inglés: `../en/requests.ts`). */

export const list = {
  title: "Solicitudes de equipos",
  intro: "Pida equipos para un programa: una clase que termina junta, una beca, un evento.",
  ask: "Pedir equipos",
  none: "Su organización todavía no ha pedido equipos para un programa.",
  csv: "Descargar los equipos recibidos, por programa y condado (CSV)",
  programme: "Programa",
  devices: "Equipos",
  neededBy: "Se necesitan para",
  state: "Estado",
  home: "Volver a sus solicitantes",
  requestsLink: "Solicitudes de equipos para programas",
};

export const kinds = {
  cohort: "Un grupo de una clase",
  scholarship: "Una beca",
  event: "Un evento",
  other: "Otro",
};

export const states = {
  new: "Recibida",
  started: "En preparación",
  fulfilled: "Lista para recoger",
  collected: "Recogida",
};

export const devices = {
  laptops: "Computadoras portátiles",
  desktops: "Computadoras de escritorio",
  tablets: "Tabletas",
};

export const counts = (laptops: number, desktops: number, tablets: number) =>
  [
    laptops ? `${laptops} ${laptops === 1 ? "computadora portátil" : "computadoras portátiles"}` : "",
    desktops ? `${desktops} ${desktops === 1 ? "computadora de escritorio" : "computadoras de escritorio"}` : "",
    tablets ? `${tablets} ${tablets === 1 ? "tableta" : "tabletas"}` : "",
  ]
    .filter(Boolean)
    .join(", ");

export const served = {
  people: (count: number) => `${count} ${count === 1 ? "persona" : "personas"}`,
  families: (count: number) => `${count} ${count === 1 ? "familia" : "familias"}`,
};

export const form = {
  title: "Pedir equipos para un programa",
  intro:
    "Respondemos a cada solicitud. Usted y el contacto de su organización reciben un correo electrónico de que llegó.",
  programmeKind: "¿Qué tipo de programa es?",
  programmeName: "El nombre del programa",
  programmeNameHint: "Por ejemplo: Clase de computación de primavera 2027, o Beca Futuro Brillante.",
  county: "Condado donde viven las personas",
  howMany: "Cuántos equipos",
  howManyHint: "Deje un tipo en 0 si no lo necesita.",
  served: "Para cuántos",
  servedKind: "¿Personas o familias?",
  servedKinds: { people: "Personas", families: "Familias" },
  neededBy: "Fecha en que se necesitan",
  applicants: "Solicitantes suyos que incluye (opcional)",
  applicantsHint: "Solo solicitantes aprobados. Cada uno queda entregado cuando se recogen los equipos.",
  noApplicants: "Ninguno de sus solicitantes está aprobado y esperando, así que no hay a quién nombrar.",
  submit: "Enviar la solicitud",
  errors: {
    programmeKind: "Elija el tipo de programa.",
    programmeName: "Escriba el nombre del programa, con 120 caracteres como máximo.",
    county: "Escriba el condado, con 60 caracteres como máximo.",
    count: "Escriba un número entero de 0 a 500.",
    none: "Pida al menos un equipo.",
    served: "Escriba cuántas personas o familias, como número entero.",
    servedKind: "Elija personas o familias.",
    neededBy: "Escriba la fecha como fecha, por ejemplo 2027-05-31.",
    past: "La fecha no puede estar en el pasado.",
    applicants: "Uno de los solicitantes nombrados no es suyo. Elija de nuevo, por favor.",
    form: "No se pudo leer el formulario. Cargue la página de nuevo e inténtelo otra vez.",
    summary: "Corrija lo que está marcado abajo, por favor.",
  },
};

export const detail = {
  title: (name: string) => `Solicitud: ${name}`,
  sent: "Gracias. Su solicitud llegó, y le enviamos un correo a usted y al contacto de su organización.",
  asked: "Pidió",
  servedLabel: "Para",
  askedBy: "Pedida por",
  countyLabel: "Condado",
  covers: "Solicitantes que incluye",
  coversNone: "Ninguno nombrado",
  collection: "Recogida",
  collectionWhen: (day: string, window: string) => `${day}, ${window}`,
  set: "Equipos apartados",
  device: (model: string | null, id: string) =>
    `${model ?? "Un equipo cuyo modelo no está registrado"}, número de inventario ${id}`,
  sheet: "La hoja de entrega (PDF)",
  sign: {
    heading: "Firmar por los equipos",
    intro: "En la recogida, la persona de su organización que recoge escribe su nombre para firmar por cada equipo.",
    name: "Su nombre completo",
    submit: "Firmar por los equipos",
    empty: "Escriba su nombre completo para firmar, con 100 caracteres como máximo.",
    notReady: "Estos equipos no están listos para recoger ahora; la página muestra la solicitud como está.",
  },
  signed: (name: string, day: string) => `Recogidos y firmados por ${name} el ${day}.`,
  collected: (delivered: number) =>
    `Gracias. Los equipos ya son de su organización${delivered ? `, y ${delivered === 1 ? "se avisó al solicitante que incluye" : `se avisó a los ${delivered} solicitantes que incluye`}` : ""}.`,
};

export const windows = { morning: "mañana (de 9 a. m. a 12 p. m.)", afternoon: "tarde (de 12 p. m. a 5 p. m.)" };

export const emails = {
  received: {
    subject: (name: string) => `Recibimos su solicitud de equipos: ${name}`,
    greeting: "Hola:",
    body: (partner: string, name: string, devices: string, neededBy: string) =>
      `${partner} pidió ${devices} para el programa "${name}", para el ${neededBy}.`,
    askedBy: (email: string) => `La solicitud la hizo ${email}.`,
    next: "Le escribiremos de nuevo cuando los equipos estén listos para recoger.",
    link: (url: string) => `Vea la solicitud en el portal de socios: ${url}`,
  },
  collection: {
    subject: (name: string) => `Sus equipos están listos para recoger: ${name}`,
    body: (devices: number, name: string, when: string) =>
      `${devices === 1 ? "El equipo" : `Los ${devices} equipos`} para "${name}" ${devices === 1 ? "está listo" : "están listos"} para recoger el ${when}. La invitación para su calendario va adjunta.`,
    address: (address: string) => `Recójalos en ${address}.`,
    sign: "La persona que los recoge firma por ellos con su nombre.",
    link: (url: string) => `Vea la solicitud y su hoja de entrega: ${url}`,
  },
};

export const sheet = {
  title: "Hoja de entrega",
  partner: "Socio",
  programme: "Programa",
  collection: "Recogida",
  devices: "Equipos entregados",
  model: "Modelo",
  itemId: "Número de inventario",
  unknownModel: "Modelo no registrado",
  signedBy: "Firmado por",
  signedOn: "Firmado el",
  notSigned: "Sin firmar todavía: la persona que recoge firma en el portal de socios.",
};

export const announcements = {
  heading: "Noticias nuestras",
  more: "Leer más",
  until: (day: string) => `(hasta el ${day})`,
};

export const csv = {
  columns: ["Programa", "Tipo", "Condado", "Recogido el", "Portátiles", "Escritorio", "Tabletas", "Equipos"],
};

export const csvTotal = "Total del condado";

export const csvFileName = "equipos-por-programa.csv";
