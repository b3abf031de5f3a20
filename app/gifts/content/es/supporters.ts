/** Las páginas propias de quienes apoyan una campaña, en español (inglés: `../en/supporters.ts`). */
import type * as en from "../en/supporters";

export const start: typeof en.start = {
  heading: (title: string) => `Cree su propia página para «${title}»`,
  intro:
    "Recaude fondos para esta campaña entre su familia y sus amistades. Su página muestra por qué le importa y cuánto falta para su meta. Nuestro personal revisa cada página antes de publicarla.",
  name: "Su nombre, como lo muestra su página",
  email: "Correo electrónico",
  emailHint: "Le enviamos un enlace para confirmarlo. Nunca se muestra.",
  why: "Por qué le importa",
  whyHint: "Con sus propias palabras. Una línea en blanco empieza un párrafo.",
  goal: "Su meta en dólares enteros",
  goalHint: "Por ejemplo, 500.",
  listed: "Mostrar mi página entre quienes apoyan la campaña, en la página de la campaña",
  submit: "Enviarme el enlace",
  errorTitle: "Revise estas respuestas:",
  errors: {
    name: "Escriba su nombre (hasta 80 caracteres).",
    email: "Escriba un correo electrónico como nombre@ejemplo.com.",
    why: "Diga en pocas palabras por qué le importa (hasta 2.000 caracteres).",
    goal: "Escriba su meta en dólares enteros, de $10 a $100,000, por ejemplo 500.",
  },
  problems: {
    stale: "Esta página estuvo abierta demasiado tiempo. Envíela de nuevo, por favor.",
    limited: "Se crearon demasiadas páginas desde aquí en la última hora. Inténtelo más tarde, por favor.",
  },
  ended: (day: string) => `Esta campaña terminó el ${day}; ya no se pueden crear páginas para ella.`,
  sentHeading: "Revise su correo",
  sent: (email: string) =>
    `Enviamos un enlace a ${email}. Ábralo para confirmar su dirección; luego nuestro personal revisa su página.`,
};

export const confirm: typeof en.confirm = {
  heading: "Confirme su página",
  intro: "Pulse el botón para confirmar su correo electrónico y enviar su página a nuestro personal.",
  button: "Confirmar mi página",
  doneHeading: "Su página espera aprobación",
  done: "Gracias. Nuestro personal revisa cada página antes de publicarla; le escribiremos cuando la suya lo esté.",
  used: "Este enlace ya se usó. Le escribiremos cuando su página esté publicada.",
  unknown: "No conocemos este enlace. Revise que lo copió completo, por favor.",
  stale: "Esta página estuvo abierta demasiado tiempo. Pulse el botón de nuevo, por favor.",
};

export const page: typeof en.page = {
  supports: (title: string) => `recauda fondos para «${title}».`,
  why: (name: string) => `Por qué le importa a ${name}`,
  give: (name: string) => `Donar por la página de ${name}`,
  campaign: (title: string) => `Sobre la campaña «${title}»`,
  paused: (title: string) =>
    `Esta página está en pausa por ahora. Puede donar a la campaña «${title}» en su propia página.`,
  pausedHeading: "Esta página está en pausa",
};

export const ranking: typeof en.ranking = {
  heading: "Páginas de quienes apoyan",
  intro:
    "Personas que recaudan fondos para esta campaña en sus propias páginas, por dólares recaudados y luego por donantes.",
  none: "Todavía no hay páginas de quienes apoyan.",
  raised: (raised: string, donors: string) => `${raised} recaudados, ${donors}`,
  startOwn: "Cree su propia página",
};

export const givingThrough: typeof en.givingThrough = (title: string, name: string) =>
  `Su donación va a la campaña «${title}» por la página de ${name}.`;

export const emails: typeof en.emails = {
  confirmSubject: (title: string) => `Confirme su página para «${title}»`,
  confirmIntro: (title: string) =>
    `Creó una página para la campaña «${title}». Abra este enlace para confirmar su correo electrónico; luego nuestro personal revisa su página:`,
  confirmIgnore: "Si no fue usted, no haga nada: sin este enlace la página nunca se muestra.",
  approvedSubject: "Su página está publicada",
  approvedIntro: (title: string) =>
    `Nuestro personal aprobó su página para la campaña «${title}». Ya es pública; comparta su dirección:`,
};
