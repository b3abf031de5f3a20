/** Las palabras de la solicitud de una organización para ser socia, en español (el original: `partnerApplicationWords.ts`). */
import type { Localized } from "~/i18n";
import type * as en from "~/partners/content/en/application";

type Words = { [K in keyof typeof en]: Localized<(typeof en)[K]> };

export const page: Words["page"] = {
  title: "Solicite ser organización socia",
  intro:
    "Cuéntenos sobre su organización. El personal lee cada solicitud y escribe a la persona de contacto que usted indique. Toma unos diez minutos; todos los campos son necesarios salvo los que dicen opcional.",
  cycleNow: (year) =>
    `Enviada hoy, su solicitud entra en el ciclo de socios de ${year} (la fecha límite es el 15 de febrero; las solicitudes posteriores entran en el ciclo del año siguiente).`,
  errorSummary: "Algunas respuestas necesitan un cambio:",
  optional: "(opcional)",
  send: "Enviar la solicitud",
  back: "Volver a la página de socios",
  tooMany: "Se enviaron demasiadas solicitudes desde aquí en la última hora. Inténtelo de nuevo más tarde.",
  resend:
    "No se pudo leer el formulario completo. Sus respuestas se conservan abajo: revíselas y envíe el formulario de nuevo.",
  stale:
    "Este formulario ya se usó para otra solicitud. Sus respuestas se conservan abajo: revíselas y envíe el formulario de nuevo.",
  nameTaken:
    "Una organización con este nombre, o con un nombre que se ve igual, ya es socia o ya lo solicitó. Si es la suya, escríbanos en lugar de volver a solicitarlo; si no, escriba el nombre completo de su organización.",
};

export const fields: Words["fields"] = {
  organization: "Nombre de la organización",
  ein: "Número de identificación patronal (EIN)",
  einHint: "Nueve dígitos, como en su carta del IRS, por ejemplo 12-3456789.",
  region: "Dónde presta servicios",
  regions: { NJ: "Nueva Jersey", NYC: "Ciudad de Nueva York", MA: "Massachusetts" },
  chooseRegion: "Elija una región",
  address: "Dirección de su sede física",
  addressHint: "Calle, ciudad, estado y código postal.",
  website: "Sitio web",
  websiteHint: "Empezando por https:// o http://.",
  contactHeading: "La persona a quien escribimos",
  contactName: "Nombre completo",
  email: "Correo electrónico",
  emailHint:
    "Le enviamos la decisión aquí. El personal añade más adelante a los trabajadores sociales que podrán iniciar sesión.",
  phone: "Teléfono",
  services: "Los servicios que ofrece su organización",
  distribution: "Cómo entregaría las computadoras a las personas que atiende",
  distributionHint: "Dónde las recogerían, quién las entrega, cómo las guarda de forma segura hasta entonces.",
  confirmHeading: "Los requisitos para ser socio",
  confirmMission:
    "Nuestra misión está alineada con el acceso digital y la alfabetización digital en comunidades con pocos recursos.",
  confirmDistribution: "Podemos distribuir los equipos de forma responsable y segura.",
};

export const errors: Words["errors"] = {
  organization: "Escriba el nombre de su organización (160 caracteres como máximo).",
  ein: "Escriba los nueve dígitos del EIN, por ejemplo 12-3456789.",
  region: "Elija Nueva Jersey, la ciudad de Nueva York o Massachusetts.",
  address: "Escriba la dirección de su sede física (240 caracteres como máximo).",
  website: "Escriba la dirección completa del sitio web, empezando por https:// o http://, o deje el campo vacío.",
  organizationScripts:
    "Este nombre mezcla letras de alfabetos distintos (como una “о” cirílica entre letras latinas), así que se vería como otro nombre. Escríbalo de nuevo con las letras de un solo alfabeto.",
  contactName: "Escriba el nombre completo de la persona de contacto.",
  nameCharacters:
    "Un nombre necesita letras que se puedan ver: no se pueden usar caracteres invisibles ni marcas que den vuelta el texto.",
  email: "Escriba un correo electrónico como nombre@ejemplo.org.",
  phone: "Escriba un número de teléfono de al menos diez dígitos.",
  services: "Describa los servicios que ofrece (2.000 caracteres como máximo).",
  distribution: "Describa cómo entregaría las computadoras (2.000 caracteres como máximo).",
  confirmMission: "Confirme que su misión está alineada con el acceso y la alfabetización digital.",
  confirmDistribution: "Confirme que puede distribuir los equipos de forma responsable y segura.",
};

export const sent: Words["sent"] = {
  heading: "Gracias: recibimos su solicitud",
  body: (organization, year) => `La solicitud de ${organization} entra en el ciclo de socios de ${year}.`,
  next: (email) =>
    `El personal la revisa y escribirá a ${email} cuando haya decidido. Acabamos de enviar una copia a esa dirección.`,
  home: "Volver a la página de inicio",
};

export const emails: Words["emails"] = {
  received: {
    subject: "Recibimos su solicitud para ser socio",
    greeting: (name) => `Hola, ${name}:`,
    body: (organization, year) =>
      `Gracias por solicitar ser socio nuestro. La solicitud de ${organization} entra en el ciclo de socios de ${year}.`,
    ein: (ein) => `EIN: ${ein}`,
    next: "Nuestro personal revisa cada solicitud y le escribirá cuando haya decidido.",
    thanks: "Gracias.",
  },
  approved: {
    subject: "Su organización ya es socia",
    greeting: (name) => `Hola, ${name}:`,
    body: (organization, year) =>
      `Bienvenidos: ${organization} ya es una de nuestras organizaciones socias que nominan para el ciclo de ${year}. Las personas que atienden pueden nombrarles cuando soliciten una computadora.`,
    portal: (link) =>
      `Sus trabajadores sociales ven a las personas que nominaron, y escriben sus recomendaciones, en el portal para socios: abra ${link}, escriba esta dirección de correo y le enviaremos un enlace para iniciar sesión.`,
    caseworkers:
      "Para que otros trabajadores sociales puedan iniciar sesión, responda a este correo con sus direcciones. Responda también con cualquier pregunta.",
    thanks: "Gracias por trabajar con nosotros por la inclusión digital.",
  },
  declined: {
    subject: "Su solicitud para ser socio",
    greeting: (name) => `Hola, ${name}:`,
    body: (organization) =>
      `Gracias por solicitar ser socio nuestro. Esta vez no podemos aceptar la solicitud de ${organization}.`,
    reason: (reason) => `Nuestro motivo: ${reason}`,
    again: "Puede volver a solicitarlo para un ciclo posterior. Responda a este correo con cualquier pregunta.",
  },
};
