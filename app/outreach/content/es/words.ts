/** Las palabras de los formularios de contacto, de la junta y del boletín en español (el gemelo de `../en/words.ts`). */
import type * as En from "../en/words";

export const topics: typeof En.topics = {
  donating: "Donar computadoras o fondos",
  applying: "Solicitar una computadora",
  partnering: "Asociarse con nosotros",
  "computer-drive": "Organizar una colecta de computadoras",
  "day-of-service": "Planificar un día de servicio",
  press: "Prensa y medios",
  other: "Otro asunto",
};

export const errors: typeof En.errors = {
  topic: "Elija de qué trata su mensaje.",
  name: "Escriba su nombre.",
  nameCharacters: "Su nombre tiene un carácter que no podemos guardar. Escríbalo de nuevo solo con letras.",
  email: "Escriba un correo electrónico como nombre@ejemplo.com.",
  phone: "Escriba un número de celular de EE. UU. de 10 dígitos, como 201-555-0123.",
  emailOrPhone: "Indique un correo electrónico o un número de celular para que podamos responderle.",
  message: "Escriba su mensaje (hasta 4.000 caracteres).",
  why: "Cuéntenos por qué quiere formar parte de la junta (hasta 4.000 caracteres).",
  skills: "Cuéntenos qué habilidades aportaría (hasta 4.000 caracteres).",
  cv: "Adjunte su currículum en un archivo PDF, JPEG o PNG.",
  cvType: "Su currículum debe ser un archivo PDF, JPEG o PNG.",
  cvSize: "Su currículum pesa más de 5 MB. Envíe un archivo más pequeño.",
  stale: "Este formulario había caducado. Sus respuestas se conservan: envíelo de nuevo.",
  limited: "Se enviaron demasiados mensajes desde aquí en la última hora. Inténtelo de nuevo más tarde.",
};

export const form: typeof En.form = {
  summary: "Revise estas respuestas",
  name: "Su nombre",
  email: "Su correo electrónico",
  emailHint: "Le respondemos aquí. Indique este, un número de celular o ambos.",
  phone: "Su número de celular",
  phoneHint: "Si solo indica un número, le confirmamos por mensaje de texto y le llamamos.",
};

export const contact: typeof En.contact = {
  heading: "Envíenos un mensaje",
  intro: "Leemos cada mensaje y respondemos en un plazo de dos días hábiles.",
  topic: "¿De qué trata su mensaje?",
  chooseTopic: "Elija un tema",
  message: "Su mensaje",
  submit: "Enviar mensaje",
  sentHeading: "Gracias, su mensaje fue enviado",
  sentByEmail: (email) => `Enviamos una confirmación a ${email}. Le responderemos allí.`,
  sentByText: (phone) =>
    `Enviamos una confirmación por mensaje de texto a su número terminado en ${phone}. Le llamaremos.`,
};

export const board: typeof En.board = {
  title: "Únase a nuestra junta",
  intro:
    "Nuestra Junta Directiva guía nuestro trabajo para cerrar la brecha digital. Cuéntenos sobre usted y adjunte su currículum; respondemos a cada solicitud.",
  why: "¿Por qué quiere formar parte de nuestra junta?",
  skills: "¿Qué habilidades y experiencia aportaría?",
  cv: "Su currículum",
  cvHint: "Un archivo PDF, JPEG o PNG de hasta 5 MB.",
  submit: "Enviar solicitud",
  sentHeading: "Gracias, su solicitud fue enviada",
  sent: "La leeremos y le escribiremos.",
};

export const newsletter: typeof En.newsletter = {
  title: "Nuestro boletín",
  intro:
    "Noticias de nuestro trabajo, unas pocas veces al año. Primero le enviamos un enlace para confirmar su correo.",
  email: "Su correo electrónico",
  submit: "Envíenme el enlace",
  checkHeading: "Revise su correo",
  check: (email) => `Enviamos un enlace a ${email}. Ábralo para confirmar su correo; hasta entonces, no está suscrito.`,
  confirmHeading: "Confirme su correo",
  confirmIntro: "Pulse el botón para recibir nuestro boletín en este correo.",
  confirm: "Confirmar mi correo",
  confirmedHeading: "Ya está suscrito",
  confirmed: "Gracias. Nuestro boletín llegará a su correo; cada mensaje tiene un enlace para darse de baja.",
  linkUsed: "Este enlace ya se usó o caducó. Suscríbase de nuevo para recibir otro.",
  unsubscribeHeading: "Darse de baja de nuestro boletín",
  unsubscribeIntro: "Pulse el botón y dejamos de enviarle nuestro boletín de inmediato.",
  unsubscribe: "Darme de baja",
  unsubscribedHeading: "Se dio de baja",
  unsubscribed: "Ya no le enviaremos nuestro boletín. Puede suscribirse de nuevo cuando quiera.",
  unknownLink: "Este enlace no es nuestro. Compruebe que lo copió completo.",
  back: "Volver a la página de inicio",
};

export const emails: typeof En.emails = {
  contactSubject: (topic) => `Su mensaje para nosotros: ${topic}`,
  contactReceived: (name) =>
    `Hola, ${name}: gracias por escribirnos. Recibimos su mensaje y le responderemos en un plazo de dos días hábiles.`,
  yourMessage: "Su mensaje:",
  replyIntro: "Nuestra respuesta a su mensaje.",
  boardSubject: "Su solicitud para nuestra junta",
  boardReceived: (name) =>
    `Hola, ${name}: gracias por solicitar formar parte de nuestra Junta Directiva. Recibimos su solicitud y su currículum, y le escribiremos.`,
  confirmSubject: "Confirme su suscripción al boletín",
  confirmText: "Alguien, esperamos que usted, pidió nuestro boletín en este correo. Abra este enlace para confirmarlo:",
  confirmLink: "Confirmar mi correo",
  notYou: "Si no fue usted, no haga nada: sin confirmar, no recibirá nada.",
  welcomeSubject: "Ya está suscrito a nuestro boletín",
  welcomeText: "Gracias por confirmar. Nuestro boletín llegará a este correo.",
  unsubscribeText: "Para dejar de recibir nuestro boletín en cualquier momento:",
  unsubscribeLink: "Darme de baja",
};

export const texts: typeof En.texts = {
  contactReceived: "recibimos su mensaje y le llamaremos en un plazo de dos días hábiles.",
  boardReceived: "recibimos su solicitud para la junta y nos pondremos en contacto.",
};
