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
};
