/** Every text the site sends, in Spanish (see ../en/texts.ts). */
export const textWords = {
  signInCode: (org: string, code: string) =>
    `${org}: su código para entrar es ${code}. Sirve una vez, durante 10 minutos. No lo comparta con nadie.`,
  applicationReceived: (org: string, number: string) =>
    `${org}: recibimos su solicitud, número ${number}. Le avisaremos por texto. Responda STOP para no recibir más, HELP para ayuda.`,
  statusChanged: (org: string, status: string, site: string) =>
    `${org}: nuevo estado de su solicitud: ${status}. Detalles en ${site}/es/auth`,
  followUp: (org: string, link: string) => `${org}: ¿Le sirve su equipo? Responda unas preguntas: ${link}`,
  help: (org: string, email: string, site: string) =>
    `${org}: para ayuda escriba a ${email} o visite ${site}/es/contact. Responda STOP para no recibir textos, START para volver.`,
  stopped: (org: string) => `${org}: no recibirá más textos nuestros. Responda START para recibirlos de nuevo.`,
  resumed: (org: string) => `${org}: los textos están activos de nuevo. Responda STOP para pararlos, HELP para ayuda.`,
};
