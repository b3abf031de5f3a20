/** The portal's words in Spanish (../en/words.ts): sign-in, Continue, the tracker's six statuses, donor details. */
import type * as En from "~/portal/content/en/words";
import type { Localized } from "~/i18n";
import * as signInEs from "~/kits/signIn/content/es/words";
import * as statusEs from "~/kits/records/content/es/status";
import { documentWordsEs } from "~/kits/documents/content/es/words";

export const messages: Localized<typeof En.messages> = signInEs.messages;

export const notAvailable = "No disponible";

export const signInPage: Localized<typeof En.signInPage> = {
  heading: "Entre al portal digital",
  welcome: "Escriba su correo y le enviamos un enlace para entrar. No necesita contraseña.",
  emailPlaceholder: "Escriba su correo electrónico",
  unlock: "Entrar",
};

export const portalPage: Localized<typeof En.portalPage> = {
  heading: "Portal digital",
  pressContinue: "Presione Continuar para abrir su registro.",
  continue: "Continuar",
  backToSearch: "Volver a la búsqueda",
  signOut: "Cerrar sesión",
  signedOut: "Cerró la sesión.",
};

export const statuses: Localized<typeof En.statuses> = statusEs.statuses;

export const applicantPage: Localized<typeof En.applicantPage> = {
  heading: "Seguimiento de su solicitud",
  progress: "Progreso de la solicitud",
  reason: "Motivo:",
  possibleReasonsHeading: "Entre los motivos posibles están:",
  possibleReasons: statusEs.possibleReasons,
  applicantInformation: "Información del solicitante",
  name: "Nombre",
  email: "Correo electrónico",
  phone: "Teléfono",
  nominatingOrganization: "Organización nominadora",
  recommenderName: "Persona que le recomendó",
  recommenderEmail: "Correo electrónico de quien le recomendó",
  requestDetails: "Detalles de la solicitud de computadora",
  quantities: {
    Laptop: "Cantidad de computadoras portátiles",
    Desktop: "Cantidad de computadoras de escritorio",
    Tablet: "Cantidad de tabletas",
  },
  noneRequested: "No se solicitaron computadoras.",
  assigned: "Computadora(s) asignada(s)",
  model: "Modelo",
  status: "Estado",
  computerType: "Tipo de computadora",
  location: "Ubicación",
  noneAssigned: "Todavía no tiene una computadora asignada.",
};

export const donorPage: Localized<typeof En.donorPage> = {
  heading: "Detalles del donante",
  donorInformation: "Información del donante",
  company: "Empresa",
  contactPerson: "Persona de contacto",
  email: "Correo electrónico",
  phone: "Teléfono",
  location: "Ubicación",
  mailingAddress: "Dirección postal",
  totalCount: "Total de computadoras donadas",
  totalWeight: "Peso total",
  pounds: (figure: string) => `${figure} libras`,
  donatedComputers: "Computadoras donadas",
  inventoryTable: "Tabla de inventario",
  deviceList: "Lista de computadoras donadas",
  model: "Modelo",
  computerType: "Tipo de computadora",
  dateAdded: "Fecha de registro",
  dateDonated: "Fecha de donación",
  dateRecycled: "Fecha de reciclaje",
  downloadCsv: "Descargar CSV",
  pages: "Páginas de computadoras donadas",
  previousPage: "Página anterior",
  nextPage: "Página siguiente",
  pageOf: (page: string, count: string) => `Página ${page} de ${count}`,
  devices: {
    inProgress: "en proceso",
    certificate: "Certificado",
    page: {
      outcome: "Resultado",
      destruction: "Destrucción de datos",
      given: "Entregada a una persona",
      recycledOutcome: "Reciclada",
    },
  },
  sections: documentWordsEs.page,
  links: documentWordsEs.links,
};

export const donations: Localized<typeof En.donations> = {
  heading: "Sus donaciones",
  intro: "Cada vez que donó, y qué pasó con lo donado.",
  introWithTotals: "Cada vez que donó, y qué pasó con lo donado. Los totales de arriba las suman todas.",
  date: "Fecha",
  state: "Estado",
  devices: "Equipos",
  noDate: "sin fecha registrada",
  declared: (count) => `${count} declarados`,
  received: (count) => `${count} recibidos`,
  recorded: (count) => `${count} en nuestro inventario`,
  beingLogged: "en proceso de registro en nuestro inventario",
  scheduledFor: (state, day, window) => `${state} para el ${day}, por la ${window}`,
  bookedFor: (day, window, bookedOn) => `${day}, por la ${window} (programada el ${bookedOn})`,
  passTitle: "Pase de entrega",
  passText: "Muestre el pase donde entregue los equipos, y escriba su referencia en cada caja.",
  pass: "Abrir el pase de entrega",
  inventoryState: (count, shown, certified) =>
    count === 0
      ? "Todavía no hay equipos registrados"
      : `${shown} recibidos, ${certified} con la destrucción de datos registrada`,
  pageTitle: (reference) => `Donación ${reference}`,
  backToAll: "Volver a todas sus donaciones",
  timeline: "Cronología",
  reached: (date) => `el ${date}`,
  notYet: "todavía no",
  cancelled: (date) => `Esta recogida se canceló el ${date}.`,
  noTimeline:
    "Esta donación se registró antes de que las donaciones se hicieran en este sitio, así que no tiene cronología. Sus equipos y documentos están abajo.",
  counts: "Declarados y recibidos",
  declaredLabel: "Declarados",
  receivedLabel: "Recibidos",
  difference: "Diferencia",
  notCounted: "todavía sin contar",
  same: "como se declaró",
  fewer: (count) => `${count} menos de lo declarado`,
  more: (count) => `${count} más de lo declarado`,
  noDevices: "Todavía no hay equipos de esta donación en nuestro inventario.",
  noDevicesComing:
    "Sus equipos aparecen aquí, cada uno con su destrucción de datos, cuando nos llegan y los registramos.",
  noDevicesReceived: (count, shown) =>
    `Recibimos ${shown} ${count === 1 ? "equipo" : "equipos"} en la fecha de arriba y los estamos registrando en nuestro inventario: cada uno aparece aquí, con su destrucción de datos, una vez registrado.`,
  noDevicesCancelled: "Esta recogida se canceló, así que no nos llegó ningún equipo.",
  notFound: "No hay ninguna donación suya en esta dirección.",
};

export const recordValues: Localized<typeof En.recordValues> = {
  deviceStatus: {
    refurbished: "Reacondicionada",
    received: "Recibida",
    "in stock": "En inventario",
    processing: "En proceso",
    processed: "Procesada",
    assigned: "Asignada",
    "ready for pickup": "Lista para recoger",
    delivered: "Entregada",
    donated: "Donada",
    recycled: "Reciclada",
    destroyed: "Destruida",
    "data wiped": "Datos borrados",
  },
  computerType: {
    laptop: "Computadora portátil",
    laptops: "Computadoras portátiles",
    desktop: "Computadora de escritorio",
    desktops: "Computadoras de escritorio",
    "all-in-one": "Computadora todo en uno",
    tablet: "Tableta",
    tablets: "Tabletas",
    chromebook: "Chromebook",
    monitor: "Monitor",
    monitors: "Monitores",
    phone: "Teléfono",
    phones: "Teléfonos",
    printer: "Impresora",
    printers: "Impresoras",
    server: "Servidor",
    other: "Otro",
  },
};
