/** Después de recibir la computadora (issue 50 §2), en español (la versión en inglés es `../en/help.ts`). */
export const help = {
  title: "Ayuda con su computadora",
  intro: "Cuéntenos qué falla y le responderemos, por texto si eligió textos, por correo electrónico si no.",
  warranty: (months: number, until: string) =>
    `Su computadora tiene una garantía de ${months} meses, hasta el ${until}. En ese tiempo puede pedirnos ayuda: primero intentamos arreglarla con usted a distancia y, si no podemos, la reemplazamos o la recogemos.`,
  warrantyEnded: (until: string) =>
    `La garantía de su computadora terminó el ${until}. Aún puede escribirnos: le ayudamos a distancia si podemos.`,
  problem: "¿Qué falla, en pocas palabras?",
  problemHint: "Por ejemplo: no enciende, la pantalla queda negra, no se conecta al wifi.",
  device: "¿De qué computadora se trata?",
  send: "Pedir ayuda",
  sent: "Recibimos su pedido de ayuda. Le responderemos pronto.",
  yours: "Sus pedidos de ayuda",
  asked: (date: string) => `Pedido el ${date}`,
  states: { open: "Espera nuestra respuesta", answered: "Respondido", closed: "Cerrado" },
  outcomes: { "fixed-remotely": "Arreglada a distancia", replaced: "Reemplazada", returned: "Devuelta" },
  ourAnswer: "Nuestra respuesta:",
  trackerHeading: "Ayuda con su computadora",
  trackerText: "¿Algo no funciona en su computadora? Cuéntenos y le ayudamos.",
  trackerLink: "Pedir ayuda",
  welcomeLink: "Para empezar con su computadora: internet, empleo, escuela y más",
  back: "Volver a su solicitud",
  errors: {
    problem: "Diga qué falla, en pocas palabras.",
    notDelivered: "La ayuda es para una computadora que entregamos, y la suya aún no se ha entregado.",
    form: "Algo salió mal con el formulario. Inténtelo de nuevo.",
    tooMany: "Envió varios pedidos hace poco. Espere una hora antes del siguiente.",
  },
};

export const followUpMore = {
  problem: "Si no funciona bien: ¿qué falla, en pocas palabras?",
  problemHint: "Lo enviamos a nuestro personal como un pedido de ayuda, y le respondemos.",
  share:
    "¿Podemos compartir su respuesta a la primera pregunta con la persona que donó su computadora, y en nuestro sitio web?",
  shareChoices: {
    "first-name": "Sí, con mi nombre de pila",
    anonymous: "Sí, sin mi nombre",
    none: "No, que quede en privado",
  },
  errors: {
    problem: "Diga qué falla, en pocas palabras, para que podamos ayudarle.",
    share: "Elija si podemos compartir su respuesta.",
  },
};

export const helpEmail = {
  subject: "Sobre su pedido de ayuda",
  greeting: (name: string) => (name ? `Hola, ${name}:` : "Hola:"),
  asked: (problem: string) => `Nos pidió ayuda: «${problem}»`,
  answer: "Nuestra respuesta:",
  signIn: "Puede ver su pedido en el portal digital:",
  signInLabel: "Iniciar sesión",
};
