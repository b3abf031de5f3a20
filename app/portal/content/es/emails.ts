/** The portal's emails in Spanish (../portalEmails.ts). */
import type * as En from "~/portal/content/en/emails";
import type { Localized } from "~/i18n";

export const signInEmail: Localized<typeof En.signInEmail> = {
  subject: "Su enlace para iniciar sesión en el portal digital",
  greeting: (name: string) => (name ? `Hola, ${name}:` : "Hola:"),
  useLink: "Use este enlace para abrir el portal digital. Funciona una sola vez y vence en 15 minutos:",
  open: "Abrir el portal digital",
  ignore: "Si usted no pidió iniciar sesión, puede ignorar este correo.",
};

export const statusEmail: Localized<typeof En.statusEmail> = {
  subject: (label: string) => `Estado de su solicitud: ${label}`,
  greeting: (name: string) => (name ? `Hola, ${name}:` : "Hola:"),
  statusNow: "El estado de su solicitud de computadora ahora es:",
  reason: "Motivo:",
  possibleReasons: "Entre los motivos posibles están:",
  signIn: "Para ver su solicitud en el portal digital, inicie sesión aquí:",
};
