/** The portal's guidance words in Spanish (../en/guidance.ts). */
import type * as En from "~/portal/content/en/guidance";
import { org } from "~/config/org";
import type { Localized } from "~/i18n";
import type { GuidanceLink } from "~/portal/content/en/guidance";

export const trackerWords: Localized<typeof En.trackerWords> = {
  pendingDecision: "Decisión",
  state: { done: "Completado", current: "Paso actual", upcoming: "Próximo" },
};

export const nextStepsHeading = "Lo que puede hacer ahora";

export const deniedNextSteps: Localized<typeof En.deniedNextSteps> = (
  nominatingOrganization: string | null | undefined,
) => {
  const organisation = nominatingOrganization?.trim() || "su organización nominadora";
  const steps: { text: string; link?: GuidanceLink }[] = [
    {
      text: "Vuelva a presentar su solicitud en un ciclo posterior, cuando su situación haya cambiado o con una nueva recomendación.",
      link: { text: "Solicite una computadora", to: "/apply" },
    },
    { text: `Pregunte a ${organisation}, que le nominó, sobre su solicitud y otras ayudas que ofrece.` },
    { text: "Pregúntenos sobre la decisión.", link: { text: "Contáctenos", to: "/contact" } },
  ];
  return steps;
};

export const approvedNextSteps: Localized<typeof En.approvedNextSteps> = (
  nominatingOrganization: string | null | undefined,
) => {
  const organisation = nominatingOrganization?.trim() || "su organización nominadora";
  const steps: { text: string; link?: GuidanceLink }[] = [
    {
      text: `Su computadora se entregará a ${organisation}, su organización nominadora, y usted la recogerá allí. Según cuántas computadoras haya disponibles, esto puede tardar un tiempo.`,
    },
    {
      text: "Nos comunicaremos con la persona que le recomendó, y a usted le avisarán cuando su computadora esté lista para recogerla.",
    },
    { text: "¿Tiene preguntas mientras tanto?", link: { text: "Contáctenos", to: "/contact" } },
  ];
  return steps;
};

export const donorWithoutDevices: Localized<typeof En.donorWithoutDevices> = {
  heading: "Todavía no hay computadoras registradas",
  text: `Todavía no se ha registrado nada de su donación. Las computadoras aparecen aquí cuando las recibimos y las registramos. Si donó computadoras y esperaba verlas, escriba a ${org.email} o use nuestra página de contacto.`,
  link: { text: "Contáctenos", to: "/contact" },
};

export const donorDevicesComing: Localized<typeof En.donorDevicesComing> = {
  heading: "Todavía no hay computadoras registradas",
  text: "Sus equipos aparecen aquí, cada uno con su destrucción de datos, cuando nos llegan y los registramos en nuestro inventario. Cada donación de abajo dice en qué punto está.",
  link: { text: "Contáctenos", to: "/contact" },
};

export const donorDevicesReceived: Localized<typeof En.donorDevicesReceived> = {
  heading: "Recibimos sus equipos",
  text: "Los estamos registrando en nuestro inventario: cada uno aparece aquí, con su destrucción de datos y sus documentos, una vez registrado. Cada donación de abajo dice qué recibimos.",
  link: { text: "Contáctenos", to: "/contact" },
};

export const signInWords: Localized<typeof En.signInWords> = {
  emailLabel: "Su correo electrónico",
  onlyKnown:
    "Solo enviamos un enlace para iniciar sesión a una dirección dada en una solicitud, en una donación de computadoras o de dinero, o en un turno de voluntariado.",
  sentTo: (address: string) => `Si ${address} es una de ellas, el enlace va en camino.`,
  otherSignIns:
    "El personal de las organizaciones socias y los suscriptores del internet Shield no reciben ningún enlace desde esta página. Inician sesión aquí:",
  linkRules: (minutes: number) => `El enlace del correo funciona durante ${minutes} minutos, y una sola vez.`,
  spam: "¿No le llegó nada después de unos minutos? Revise su carpeta de correo no deseado.",
  held: (count, minutes) =>
    `Un correo puede tardar unos minutos en llegar. Varias solicitudes seguidas se retienen: una dirección recibe como máximo ${count} enlaces en ${minutes} minutos, así que pedirlo otra vez antes no envía nada nuevo.`,
};

export const signedOutWords: Localized<typeof En.signedOutWords> = {
  linkUnusable: (minutes: number) =>
    `Es posible que su enlace de inicio de sesión haya vencido (cada enlace funciona durante ${minutes} minutos) o que ya se haya usado (cada uno funciona una sola vez).`,
  newLink: { text: "Inicie sesión para recibir un enlace nuevo", to: "/auth" },
  signIn: { text: "Ir a la página de inicio de sesión", to: "/auth" },
};
