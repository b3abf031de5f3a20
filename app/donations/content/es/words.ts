/** Las palabras de donar equipos en este sitio, en español (el original: `../en/words.ts`). */
import type { Localized } from "~/i18n";
import type * as en from "~/donations/content/en/words";

const officeToAsk =
  "Su dirección y su horario de entrega aún no se publican aquí: escríbanos antes de venir y se los enviaremos.";

type Words = { [K in keyof typeof en]: Localized<(typeof en)[K]> };

export const steps: Words["steps"] = {
  devices: "¿Qué va a donar?",
  about: "Sus datos",
  delivery: "Cómo nos llega",
  check: "Revisar y enviar",
};

export const pages: Words["pages"] = {
  title: "Donar computadoras",
  stepOf: (step, total) => `Paso ${step} de ${total}`,
  continue: "Continuar",
  back: "Atrás",
  errorSummary: "Algunas respuestas necesitan un cambio:",
  optional: "(opcional)",
  yes: "Sí",
  no: "No",
  leadIn:
    "Unos pocos pasos cortos. Sus respuestas se guardan en nuestro servidor a medida que avanza, así que volver atrás o recargar no borra nada. Recogemos gratis 10 equipos o más; los demás se entregan.",
};

export const devices: Words["devices"] = {
  intro: "¿Cuántos de cada uno? Números enteros; deje el campo vacío si no hay. Al menos un equipo en total.",
  laptops: "Computadoras portátiles",
  desktops: "Computadoras de escritorio",
  monitors: "Monitores",
  phonesTablets: "Teléfonos y tabletas",
  printers: "Impresoras",
  other: "Otros aparatos electrónicos",
};

export const about: Words["about"] = {
  company: "Empresa",
  companyHint: "Solo si dona en nombre de una empresa.",
  name: "Su nombre",
  email: "Correo electrónico",
  emailHint: "Aquí le enviamos la referencia de su donación y novedades sobre ella.",
  phone: "Teléfono",
  phoneHint: "Para que el conductor pueda comunicarse con usted ese día.",
};

export const delivery: Words["delivery"] = {
  pickupTitle: "Recogida gratuita",
  pickupIntro: (count) =>
    `Va a donar ${count} equipos, así que los recogemos gratis en Nueva Jersey, la ciudad de Nueva York y Massachusetts. Díganos dónde y cuándo le conviene.`,
  street: "Dirección",
  city: "Ciudad",
  state: "Estado",
  stateHint: "Dos letras, como NJ.",
  zip: "Código postal",
  notes: "Piso e indicaciones de acceso",
  notesHint: "Piso, muelle de carga, ascensor, estacionamiento, por quién preguntar. Hasta 500 caracteres.",
  datesTitle: "Fechas preferidas",
  datesIntro: (earliest) =>
    `Indique dos o tres fechas que le convengan, cada una con un horario de mañana o de tarde. Recogemos en días hábiles, a partir del ${earliest}; nunca en fines de semana ni días festivos. Le confirmamos una fecha por correo electrónico.`,
  date: (n) => (n === 3 ? "Tercera fecha (opcional)" : n === 2 ? "Segunda fecha" : "Primera fecha"),
  window: (n) => `Horario de la fecha ${n}`,
  windows: { morning: "Mañana (de 9 a. m. a mediodía)", afternoon: "Tarde (de mediodía a 5 p. m.)" },
  dropOffInstead: "Prefiero entregarlos",
  dropOffTitle: "Entrega",
  dropOffIntro: (count) =>
    `Va a donar ${count} ${count === "1" ? "equipo" : "equipos"}: menos de 10 se entregan. Después de enviar esto, recibe un pase de entrega con su referencia y un código QR.`,
  dropOffChosen: "Eligió entregar sus equipos.",
  courierTitle: "Computadoras portátiles, teléfonos y tabletas",
  courierText:
    "Empáquelos y llévelos gratis a uno de los más de 10.000 puntos de mensajería y farmacias del país. Muestre o pegue su pase de entrega.",
  courierLink: "Cómo funciona la entrega en mensajerías y farmacias",
  officeTitle: "Computadoras de escritorio, monitores, impresoras y otros aparatos",
  officeText: "Tráigalos a una de nuestras oficinas, con su pase de entrega. ¿A qué oficina?",
  office: "Oficina",
  officeHours: "Horario",
  officeAddress: "Dirección",
  officeToAsk,
  pickupInstead: "Pedir una recogida",
};

export const check: Words["check"] = {
  devices: "Equipos",
  about: "Sus datos",
  delivery: "Cómo nos llega",
  change: "Cambiar",
  changeWhat: (what) => `Cambiar ${what}`,
  pickup: "Recogida gratuita",
  dropOff: "Entrega",
  certificate: "Necesito un certificado de destrucción de datos",
  certificateHint: "Un certificado de que cada disco se borró o se destruyó según NIST SP 800-88.",
  receipt: "Necesito un recibo para mis impuestos",
  receiptHint: "Un recibo de su donación deducible de impuestos.",
  send: "Enviar mi donación",
  notes: "Indicaciones",
  dates: "Fechas preferidas",
  office: "Oficina",
  company: "Empresa",
  name: "Nombre",
  email: "Correo electrónico",
  phone: "Teléfono",
  address: "Dirección",
};

export const errors: Words["errors"] = {
  count: "Escriba un número entero de 0 a 10.000.",
  countTotal: "Done al menos un equipo.",
  company: "Escriba el nombre de la empresa en hasta 160 caracteres, o déjelo vacío.",
  name: "Escriba su nombre.",
  nameCharacters:
    "Un nombre necesita letras que se puedan ver: no se pueden usar caracteres invisibles ni marcas que den vuelta el texto.",
  email: "Escriba un correo electrónico como nombre@ejemplo.com.",
  phone: "Escriba un número de teléfono con su código de área, como 201-555-0123.",
  street: "Escriba la dirección donde recogemos.",
  city: "Escriba la ciudad.",
  state: "Escriba las dos letras del estado, como NJ.",
  zip: "Escriba los 5 dígitos del código postal, como 07030.",
  notes: "Escriba las indicaciones en hasta 500 caracteres de texto simple.",
  dateMissing: "Indique una fecha, como 2027-03-15.",
  date: "Indique una fecha real, como 2027-03-15.",
  past: "Esta fecha ya pasó. Elija un día hábil a partir de la primera fecha indicada arriba.",
  weekend: "Esta fecha cae en fin de semana. Recogemos de lunes a viernes.",
  holiday: "Esta fecha es un día festivo. Elija otro día hábil.",
  tooSoon: "Esta fecha es demasiado pronto: necesitamos al menos dos días hábiles para planear una recogida.",
  tooFar: "Esta fecha está a más de 90 días. Elija una más cercana; podrá cambiarla después.",
  sameDate: "Esta fecha ya está indicada arriba. Elija otra.",
  window: "Elija mañana o tarde.",
  office: "Elija la oficina a la que los llevará.",
  pickupTooFew: "Las recogidas son para 10 equipos o más. Entregue los equipos si son menos.",
  certificate: "Elija Sí o No.",
  receipt: "Elija Sí o No.",
  outsideRegion: (zip) =>
    `Solo recogemos en Nueva Jersey, la ciudad de Nueva York y Massachusetts, y el código postal ${zip} no está en ellos. Puede entregar sus equipos: las computadoras portátiles, los teléfonos y las tabletas en un punto de mensajería o farmacia de cualquier parte del país.`,
  tooMany: "Demasiados intentos desde aquí en poco tiempo. Espere unos minutos y vuelva a intentarlo.",
  incomplete: "Algunos pasos aún no están terminados.",
};

export const sent: Words["sent"] = {
  title: "¡Gracias! Recibimos su donación",
  reference: (reference) => `Referencia: ${reference}`,
  next: "Qué sigue",
  pickupSteps: [
    "Le escribimos para confirmar una de sus fechas y su horario.",
    "Nuestro conductor recoge los equipos. Téngalos listos donde indican sus indicaciones.",
    "Borramos cada disco según NIST SP 800-88, reacondicionamos lo que se puede reutilizar y reciclamos el resto.",
    "Su certificado y su recibo, si los pidió, estarán en el portal cuando estén listos.",
  ],
  dropOffSteps: [
    "Imprima su pase de entrega, o guárdelo en su teléfono, y escriba su referencia en la caja.",
    "Entregue los equipos donde indica el pase.",
    "Borramos cada disco según NIST SP 800-88, reacondicionamos lo que se puede reutilizar y reciclamos el resto.",
    "Su certificado y su recibo, si los pidió, estarán en el portal cuando estén listos.",
  ],
  pass: "Abrir su pase de entrega",
  emailed: (email) =>
    `También se lo enviamos en un correo a ${email}, con un enlace que abre la donación, y su pase de entrega si lo tiene, en cualquier navegador.`,
  signIn: "Inicie sesión en el portal para seguir su donación",
};

export const pass: Words["pass"] = {
  title: "Pase de entrega",
  reference: (reference) => `Referencia: ${reference}`,
  qrAlt: (reference) => `Código QR de la referencia ${reference}`,
  intro: "Muestre este pase donde entregue los equipos y escriba la referencia en cada caja.",
  devices: "Equipos",
  where: "Dónde",
  courier: "Computadoras portátiles, teléfonos y tabletas: cualquier punto de entrega de mensajería o farmacia.",
  office: (office, address, hours) =>
    `${office}${address ? `: ${address}` : ""}.${hours ? ` Horario: ${hours}.` : ""}${address && hours ? "" : ` ${officeToAsk}`}`,
  print: "Imprima esta página o descargue el pase en PDF.",
  pdf: "Descargar el pase (PDF)",
  notFound: "Aquí no hay ningún pase de entrega.",
  notFoundHelp:
    "Puede que el enlace esté incompleto, o que ya hayamos recibido sus equipos y el pase ya no haga falta. Para ver su donación, inicie sesión en el portal con su correo electrónico.",
  signIn: "Iniciar sesión en el portal",
};

export const confirm: Words["confirm"] = {
  title: "¿Es suya esta donación?",
  text: (reference) =>
    `La donación ${reference} se hizo con su dirección de correo electrónico. Si es suya, continúe: pasa a su portal y usted inicia sesión para verla, con su pase de entrega si lo tiene.`,
  continue: "Sí, es mía: continuar",
  spent:
    "Este enlace ya no se puede usar: sirve una sola vez y durante un tiempo limitado. Si ya lo usó, inicie sesión en el portal con su correo electrónico para ver la donación. Si no, escríbanos con su referencia y la añadimos a su portal.",
  signIn: "Iniciar sesión en el portal",
};

export const deviceLine: Words["deviceLine"] = (count, label) => `${label}: ${count}`;

export const states: Words["states"] = {
  Requested: "Solicitada",
  "Pickup scheduled": "Recogida programada",
  "Picked up": "Recogida",
  "Dropped off": "Entregada",
  Received: "Recibida",
  Processed: "Procesada",
  "Certificates ready": "Certificados listos",
  Cancelled: "Cancelada",
};

export const countNames: Words["countNames"] = {
  laptops: ["computadora portátil", "computadoras portátiles"],
  desktops: ["computadora de escritorio", "computadoras de escritorio"],
  monitors: ["monitor", "monitores"],
  phonesTablets: ["teléfono o tableta", "teléfonos y tabletas"],
  printers: ["impresora", "impresoras"],
  other: ["otro equipo", "otros equipos"],
};

export const difference: Words["difference"] = {
  same: "Recibimos exactamente lo que declaró.",
  fewer: (count, name) => `${count} ${name} menos de lo declarado`,
  more: (count, name) => `${count} ${name} más de lo declarado`,
  list: (items) => `${items.join("; ")}.`,
};

export const timelineEmails: Words["timelineEmails"] = {
  subject: (reference, what) => `Su donación ${reference}: ${what}`,
  greeting: (name) => `Hola, ${name}:`,
  track: "Siga su donación en el portal:",
  trackLabel: "Abrir el portal",
  thanks: "Gracias por ayudar a que más personas se conecten.",
  noAddress: "sin dirección registrada",
  scheduled: {
    what: "recogida programada",
    body: (date, window, address) =>
      `Recogeremos sus equipos el ${date}, por la ${window}, en ${address}. Adjuntamos una invitación de calendario.`,
    change: "Puede cambiar o cancelar la recogida desde el portal hasta dos días antes.",
  },
  moved: {
    what: "recogida cambiada",
    body: (date, window) =>
      `Su recogida cambió al ${date}, por la ${window}. La invitación adjunta reemplaza la anterior.`,
  },
  preferred: {
    what: "nueva fecha preferida",
    body: (date, window) =>
      `Tenemos su nueva fecha preferida: ${date}, por la ${window}. Le escribiremos de nuevo cuando la recogida esté programada.`,
  },
  reminder: {
    what: "recogida mañana",
    body: (date, window, address) =>
      `Le recordamos que recogeremos sus equipos el ${date}, por la ${window}, en ${address}. Téngalos listos, por favor.`,
  },
  pickedUp: { what: "recogida", body: (date) => `Nuestro conductor recogió sus equipos el ${date}.` },
  droppedOff: { what: "entregada", body: (date) => `Sus equipos se entregaron el ${date}.` },
  received: {
    what: "recibida",
    body: (date) => `Sus equipos llegaron a nuestro taller el ${date}. Contamos:`,
  },
  processed: {
    what: "procesada",
    body: "Todos los equipos de su donación se borraron según NIST SP 800-88, se destruyeron o se reciclaron.",
  },
  certificatesReady: {
    what: "certificados listos",
    body: "Los documentos de su donación están listos: inicie sesión en el portal para descargar su certificado de destrucción de datos y su recibo.",
  },
  cancelled: {
    what: "recogida cancelada",
    body: "Su recogida está cancelada, como pidió. No pasará nada más con esta donación. Para donar equipos en otro momento, comience una nueva donación en nuestro sitio.",
  },
};

export const pickupChange: Words["pickupChange"] = {
  title: "Cambiar o cancelar su recogida",
  reference: (reference) => `Referencia: ${reference}`,
  booked: (day, window) => `Su recogida está programada para el ${day}, por la ${window}.`,
  notBooked: "Su recogida aún no está programada. Las fechas que indicó:",
  rule: (earliest) =>
    `Elija un día hábil a partir del ${earliest}, nunca un fin de semana ni un día festivo. Puede cambiar la recogida aquí hasta dos días antes.`,
  moveTitle: "Cambiarla",
  moveHint: "Iremos el nuevo día; el correo que le enviamos trae una nueva invitación de calendario.",
  preferHint: "Esta fecha reemplaza las que indicó; le escribiremos cuando la recogida esté programada.",
  date: "Nueva fecha",
  window: "Horario",
  move: "Cambiar la recogida",
  prefer: "Indicar esta fecha",
  cancelTitle: "Cancelarla",
  cancelHint: "Cancelar termina esta donación. Para donar más adelante, comience una nueva donación.",
  confirmCancel: "Sí, cancelar esta recogida",
  confirmCancelMissing: "Marque la casilla para confirmar que quiere cancelar la recogida.",
  cancel: "Cancelar la recogida",
  moved: (day, window) => `Listo: su recogida ahora es el ${day}, por la ${window}. Le enviamos un correo.`,
  preferred: (day, window) => `Listo: su fecha preferida ahora es el ${day}, por la ${window}. Le enviamos un correo.`,
  cancelled: "Listo: su recogida está cancelada. Le enviamos un correo.",
  same: "La recogida ya está programada para ese día y horario.",
  tooLate:
    "Esta recogida ya no se puede cambiar aquí: es mañana o ya pasó, o fue cancelada. Si necesita cambiarla, comuníquese con nosotros.",
  contact: "Contáctenos",
  back: "Volver a su donación",
};

export const portal: Words["portal"] = {
  changePickup: "Cambiar o cancelar esta recogida",
};

export const emails: Words["emails"] = {
  sent: {
    subject: (reference) => `Su donación, referencia ${reference}`,
    greeting: (name) => `Hola, ${name}:`,
    body: (reference) => `Gracias por donar sus equipos. La referencia de su donación es ${reference}.`,
    pickupNext: "Ahora le escribiremos para confirmar una de las fechas que indicó para la recogida, y su horario.",
    dropOffNext:
      "Ahora, entregue sus equipos con la referencia en la caja y muestre allí su pase de entrega con el código QR: se abre desde el enlace de abajo, en cualquier navegador.",
    confirm: (days) =>
      `Esta donación se hizo con esta dirección de correo electrónico. Confirme que es suya con el enlace de abajo (sirve una sola vez, durante ${days} días): la donación pasa entonces a su portal, y el enlace abre su página, con su pase de entrega si lo tiene.`,
    confirmLabel: "Confirmar y abrir mi donación",
    notYours: "Si usted no la hizo, ignore este correo: nada cambia en su portal.",
    track: "Siga su donación, y abra su pase de entrega si lo tiene, en su página del portal:",
    trackLabel: "Abrir mi donación",
    passLink:
      "Su pase de entrega se abre desde este enlace tantas veces como lo necesite, en cualquier navegador, hasta que recibamos sus equipos:",
    passLabel: "Abrir mi pase de entrega",
    thanks: "Gracias por ayudar a que más personas se conecten.",
  },
};
