/** Every text the site sends, in Spanish (see ../en/texts.ts). */
export const textWords = {
  signInCode: (org: string, code: string) =>
    `${org}: su código para entrar es ${code}. Sirve una vez, durante 10 minutos. No lo comparta con nadie.`,
  applicationReceived: (org: string, number: string) =>
    `${org}: recibimos su solicitud, número ${number}. Le avisaremos por texto. Responda STOP para no recibir más, HELP para ayuda.`,
  statusChanged: (org: string, status: string, site: string) =>
    `${org}: nuevo estado de su solicitud: ${status}. Detalles en ${site}/es/auth`,
  followUp: (org: string, link: string) =>
    `${org}: ¿Le sirve su equipo? Responda unas preguntas: ${link} Si no funciona bien, responda NO.`,
  // Without accents other than GSM-7's (no á, í, ó, ú), so each fits in two segments.
  delivered: (org: string, site: string) =>
    `${org}: entregamos su computadora. Para empezar: ${site}/es/welcome Para pedir ayuda, entre en ${site}/es/auth`,
  askProblem: (org: string) =>
    `${org}: sentimos que no funcione bien. En pocas palabras, ¿que falla? Responda a este texto.`,
  helpReceived: (org: string) => `${org}: gracias, recibimos su pedido de ayuda. Le responderemos pronto.`,
  helpAnswer: (org: string, answer: string) => `${org}, sobre su pedido de ayuda: ${answer}`,
  // Without accents other than GSM-7's, so the link fits in two segments.
  resumeLink: (org: string, link: string) =>
    `${org}: su solicitud guardada. Este enlace le devuelve sus respuestas una sola vez, durante dos semanas: ${link}`,
  help: (org: string, email: string, site: string) =>
    `${org}: para ayuda escriba a ${email} o visite ${site}/es/contact. Responda STOP para no recibir textos, START para volver.`,
  stopped: (org: string) => `${org}: no recibirá más textos nuestros. Responda START para recibirlos de nuevo.`,
  resumed: (org: string) => `${org}: los textos están activos de nuevo. Responda STOP para pararlos, HELP para ayuda.`,
  // The class texts keep to GSM-7 letters (no á, í, ó, ú), so their links fit in two segments; a place too long
  // for them is shortened by the classes' emails (`placeThatFits`).
  classSeat: (org: string, starts: string, where: string, link: string) =>
    `${org}: tiene un lugar en la clase de habilidades digitales que empieza el ${starts}, ${where}. Si no puede venir, cancele con este enlace: ${link}`,
  classWaitlist: (org: string, starts: string, where: string, position: number, link: string) =>
    `${org}: la clase del ${starts}, ${where}, no tiene lugares libres. Usted es el ${position} en la lista de espera y le avisaremos si se libera uno. Para salir: ${link}`,
  classOffer: (org: string, starts: string, where: string, deadline: string, link: string) =>
    `${org}: hay un lugar libre para usted en la clase que empieza el ${starts}, ${where}. Confirme su lugar antes del ${deadline} o pasa al siguiente: ${link}`,
  classCancelled: (org: string, starts: string, where: string) =>
    `${org}: cancelamos su lugar en la clase que empieza el ${starts}, ${where}. Gracias por avisarnos.`,
  classPlace: (place: string) => `en ${place}`,
  classOnline: "por internet",
  classWhen: (date: string, time: string) => `${date} a las ${time}`,
  classCompleted: (org: string, number: string, link: string, site: string) =>
    `${org}: ¡felicidades por completar su clase! Su certificado ${number}: ${link} Para pedir una computadora: ${site}/es/apply`,
};
