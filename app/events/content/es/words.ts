/** Las palabras de las entradas del festival en las páginas públicas. */
import type * as en from "../en/words";

export const tickets: typeof en.tickets = {
  heading: "Entradas",
  noEvent: "Aún no está fijado el día del próximo festival. Vuelva pronto.",
  date: "Fecha",
  time: "Hora",
  place: "Lugar",
  price: "Precio",
  fairMarket: "Valor justo de mercado (comida y bebida)",
  deductible: "Parte deducible de impuestos",
  left: (n: number) => (n === 1 ? "Queda 1 entrada" : `Quedan ${n} entradas`),
  soldOut: "Agotadas.",
  bought: "Gracias. Su entrada y su recibo van camino de su correo electrónico.",
  which: "Qué entrada",
  name: "Su nombre",
  email: "Correo electrónico para su entrada y recibo",
  pay: "Continuar al pago",
  notOnSale: "Por ahora no se venden entradas en este sitio. Vuelva a intentarlo más tarde.",
  wrongName: "Escriba su nombre.",
  wrongEmail: "Escriba un correo electrónico para su entrada.",
  soldOutNow: "Lo sentimos: estas entradas se agotaron mientras elegía.",
  tooMany: "Demasiados intentos desde esta conexión en la última hora. Espere un rato y vuelva a intentarlo.",
};

export const waitlist: typeof en.waitlist = {
  heading: "Apúntese a la lista de espera",
  intro:
    "Si se libera una entrada, enviamos a la primera persona en espera una oferta para comprarla, reservada para ella por un tiempo.",
  which: "Lista de espera de",
  name: "Su nombre",
  email: "Correo electrónico para la oferta",
  language: "Idioma del correo",
  languages: { en: "English", es: "Español" },
  join: "Apuntarme a la lista de espera",
  joined: (position: number) =>
    `Está en la lista de espera, con el número ${position}. Si se libera una entrada, le enviaremos una oferta.`,
  already: "Este correo ya está en la lista de espera de estas entradas.",
  open: "Vuelven a venderse entradas de este tipo: puede comprar una ahora.",
  offer: (kind: string, until: string) =>
    `Tiene reservada una entrada de ${kind.toLowerCase()} hasta ${until}. Cómprela abajo antes de esa hora.`,
  offerGone: "Esta oferta ya no está abierta: se acabó su tiempo o la entrada ya se compró.",
};

export const offerEmail: typeof en.offerEmail = {
  subject: (event: string) => `Hay una entrada libre para usted: ${event}`,
  greeting: (name: string) => `Hola, ${name}:`,
  offer: (kind: string, event: string, until: string) =>
    `Se ha liberado una entrada de ${kind.toLowerCase()} para ${event} y usted es la primera persona en la lista de espera. Está reservada para usted hasta ${until}; después pasa a la siguiente persona en espera.`,
  buy: "Comprar la entrada",
};

export const ticketPdf: typeof en.ticketPdf = {
  title: (event: string) => `Entrada: ${event}`,
  heading: "Su entrada",
  number: "Número de entrada",
  event: "Evento",
  date: "Fecha",
  time: "Hora",
  place: "Lugar",
  kind: "Entrada",
  holder: "Nombre",
  paid: "Pagado",
  fairMarket: "Valor justo de mercado (comida y bebida)",
  deductible: "Parte deducible de impuestos",
  receipt: "Número de recibo",
  door: "Muestre esta página en la entrada, en papel o en su teléfono. Cada entrada deja pasar a una persona una vez.",
  verify: (url: string) => `Compruebe el recibo en ${url}`,
  qrAlt: (number: string) => `Código QR de la entrada ${number}, que se escanea en la entrada para registrarla.`,
};

export const receipt: typeof en.receipt = {
  number: "Número de recibo",
  event: "Evento",
  date: "Fecha del evento",
  kind: "Entradas",
  kindValue: (places: number, kind: string) => `${places} × ${kind}`,
  paid: "Pagado",
  fairMarket: "Valor justo de mercado de lo que dan las entradas (comida y bebida)",
  deductible: "Parte deducible de impuestos",
  paidOn: "Pagado el",
};

export const email: typeof en.email = {
  subject: (event: string) => `Su entrada para ${event}`,
  greeting: (name: string) => `Hola, ${name}:`,
  event: (event: string, when: string, place: string) => `Gracias por su entrada para ${event}: ${when}, ${place}.`,
  ticket: (kind: string, number: string) =>
    `Entrada de ${kind.toLowerCase()} número ${number}. Muestre este número en la entrada.`,
  paid: (amount: string) => `Pagó ${amount}.`,
  goods: "comida y bebida en el festival",
  door: "El personal de la entrada escribe o escanea su número; cada entrada deja pasar a una persona una vez.",
  pdf: (number: string) => `Entrada ${number} para imprimir o mostrar en su teléfono`,
  calendar: "El día del festival va adjunto como archivo de calendario (festival.ics), para añadirlo a su calendario.",
  receipt: (number: string) => `Número de recibo ${number}. Cualquiera puede comprobarlo en esta dirección:`,
  verifyLabel: "Comprobar el recibo",
};
