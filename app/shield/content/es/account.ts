/** Las páginas y correos de un suscriptor de Shield, en español (inglés: `../en/account.ts`). */
import type { Localized } from "~/i18n";
import type * as en from "../en/account";

type Words<K extends keyof typeof en> = Localized<(typeof en)[K]>;

export const meta: Words<"meta"> = {
  site: "Cuenta Shield",
  noindex: "noindex, nofollow",
};

export const signIn: Words<"signIn"> = {
  title: "Su suscripción Shield",
  intro:
    "Inicie sesión con el correo electrónico con el que se suscribió. Le enviamos un enlace para entrar; funciona una vez, durante 15 minutos.",
  email: "Correo electrónico",
  send: "Enviarme un enlace para entrar",
  sent: "Si esta dirección tiene una suscripción Shield, le hemos enviado un enlace para entrar. Funciona una vez, durante 15 minutos.",
  signedOut: "Ha cerrado la sesión.",
};

export const linkPage: Words<"linkPage"> = {
  title: "Entrar en su cuenta Shield",
  continueIntro: "Pulse Continuar para abrir su cuenta Shield.",
  continue: "Continuar",
  failed: "Este enlace ha caducado o ya se usó. Pida uno nuevo.",
  askAgain: "Pedir un enlace nuevo",
  sessionFailed: "No pudimos iniciar su sesión ahora. Inténtelo de nuevo en un momento.",
};

export const frame: Words<"frame"> = {
  signedInAs: (email) => `Sesión iniciada como ${email}`,
  signOut: "Cerrar sesión",
  back: "Todas sus suscripciones",
};

export const list: Words<"list"> = {
  title: "Sus suscripciones Shield",
  none: "Esta dirección ya no tiene ninguna suscripción.",
  open: "Ver esta suscripción",
};

export const plans: Words<"plans"> = {
  monthly: "mensual",
  prepaid: "prepagado",
  devices: {
    "SIM only": "tarjeta SIM",
    "T10 hotspot": "hotspot T10 con tarjeta SIM",
    "5G router": "router 5G para el hogar con tarjeta SIM",
  },
  plan: (device, billing) => `Internet Shield, ${device}, ${billing}`,
  unknownDevice: "Internet Shield",
};

export const statuses: Words<"statuses"> = {
  live: "Activa",
  endsOn: (day) => `Termina el ${day}`,
  endsOnNotRecorded: "Termina al final de su periodo (la fecha no está registrada)",
  cancelled: "Cancelada",
  unpaid: "Pago pendiente",
  future: "Empieza pronto",
  expired: "Terminada",
};

export const shipping: Words<"shipping"> = {
  awaiting: "Pendiente de envío",
  shipped: (day) => `Enviado el ${day}`,
  shippedNoDay: "Enviado (la fecha no está registrada)",
  withTracking: "Seguimiento",
  lineActive: "Su línea está activa.",
  lineNotYetActive: "Su línea se activará poco después de que llegue.",
};

export const details: Words<"details"> = {
  title: (plan) => plan,
  status: "Estado",
  amount: "Importe",
  nextBilling: "Próxima fecha de cobro",
  endDate: "Fecha de fin",
  device: "Dispositivo",
  sims: "Tarjetas SIM",
  sim: (lastFour) => `SIM terminada en ${lastFour}`,
  noSims: "Aún no enviada",
  shippingAddress: "Dirección de envío",
  shipment: "Envío",
  notKnown: "No se sabe",
  notRecorded: "Sin registrar",
};

export const cancel: Words<"cancel"> = {
  heading: "Cancelar al final del periodo",
  intro: (day) => `Su servicio continúa hasta el ${day}; después no se renovará.`,
  introNoDay: "Su servicio continúa hasta el final del periodo pagado; después no se renovará.",
  reasonLegend: "¿Por qué cancela?",
  reasons: {
    moving: "Me mudo",
    price: "El precio",
    coverage: "La cobertura donde estoy",
    not_needed: "Ya no lo necesito",
    other: "Otro motivo",
  },
  otherLabel: "Cuéntenos más (necesario para otro motivo)",
  confirm: "Entiendo que mi servicio termina al final del periodo.",
  submit: "Cancelar al final del periodo",
  requested: (day, email) =>
    `Ha pedido cancelar. Su servicio continúa hasta el ${day} y luego termina; se lo enviamos por correo a ${email}.`,
  requestedNoDay: (email) =>
    `Ha pedido cancelar. Su servicio continúa hasta el final del periodo pagado y luego termina; se lo enviamos por correo a ${email}.`,
  reactivateHeading: "¿Ha cambiado de opinión?",
  reactivateIntro: "Mantenga su suscripción: se renueva como antes.",
  reactivate: "Mantener mi suscripción",
  reactivated: (email) => `Su suscripción continúa y se renueva como antes; se lo enviamos por correo a ${email}.`,
  notCancelling: "Su suscripción no se estaba cancelando: continúa y se renueva como antes.",
  errors: {
    reason: "Elija por qué cancela.",
    other: "Díganos el motivo en pocas palabras.",
    characters:
      "Sus palabras tenían un carácter de control o una marca que da vuelta el texto, que no se pueden guardar. Se quitaron abajo: revise sus palabras y envíe de nuevo.",
    confirm: "Marque la casilla para confirmar que su servicio termina al final del periodo.",
    notNow:
      "Esta suscripción no se puede cancelar ni mantener desde esta página ahora. Contáctenos para obtener ayuda.",
    tooMany: "Demasiadas solicitudes. Inténtelo de nuevo en unos minutos.",
  },
};

export const billing: Words<"billing"> = {
  heading: "Tarjeta y facturas",
  updateCard: "Actualizar su tarjeta",
  invoices: "Sus facturas",
  invoice: (number, day) => `Factura ${number}, ${day} (PDF)`,
  noInvoices: "Aún no hay facturas.",
  contact: (email) => `Para actualizar su tarjeta u obtener una copia de una factura, escríbanos a ${email}.`,
};

export const referral: Words<"referral"> = {
  heading: "Recomiende a un amigo",
  intro: "Comparta su enlace: quien se suscriba con él recibe el descuento por recomendación.",
  codeLabel: "Su código de recomendación",
  linkLabel: "Su enlace",
};

export const email: Words<"email"> = {
  signIn: {
    subject: "Su enlace para entrar en su cuenta Shield",
    greeting: "Hola:",
    useLink: "Use este enlace para abrir su cuenta Shield. Funciona una vez y caduca en 15 minutos:",
    open: "Abrir su cuenta Shield",
    ignore: "Si no pidió entrar, puede ignorar este correo.",
  },
  greeting: (name) => (name ? `Hola, ${name}:` : "Hola:"),
  signature: "El equipo de Shield",
  cancelled: {
    subject: "Su suscripción Shield terminará al final del periodo",
    body: (day) =>
      day
        ? `Hemos recibido su solicitud de cancelación. Su servicio continúa hasta el ${day} y luego termina. Hasta entonces puede mantener su suscripción desde su cuenta:`
        : "Hemos recibido su solicitud de cancelación. Su servicio continúa hasta el final del periodo pagado y luego termina. Hasta entonces puede mantener su suscripción desde su cuenta:",
  },
  reactivated: {
    subject: "Su suscripción Shield continúa",
    body: "Ha decidido mantener su suscripción: se renueva como antes. Su cuenta:",
  },
  shipped: {
    subject: "Su pedido Shield ha sido enviado",
    body: (tracking) => `Su pedido está en camino. Su número de seguimiento es ${tracking}.`,
    track: "Sígalo aquí:",
  },
  active: {
    subject: "Su línea Shield está activa",
    body: "La línea de su tarjeta SIM ya está activa con el operador: ponga la tarjeta en su dispositivo y conéctese.",
  },
  renewal: {
    subject: "Su periodo prepagado de Shield termina pronto",
    body: (day) =>
      `Su periodo prepagado de Shield termina el ${day}. Para mantener su internet, renueve antes desde la página de Shield:`,
  },
  account: "Su cuenta Shield:",
};
