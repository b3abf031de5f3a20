/** The words of an applicant's status in Spanish (`../en/status.ts`). */
import type { Localized } from "~/i18n";
import { denialReasonIn, type DenialReasons } from "~/kits/records/applicantStatus";
import type * as En from "../en/status";

/** The reasons an application may be denied, as the tracker and the status email list them. */
export const possibleReasons: DenialReasons = [
  "No se encuentra en Nueva Jersey, la ciudad de Nueva York ni Massachusetts.",
  "No se recibió ninguna recomendación.",
  "La recomendación no provino de una organización sin fines de lucro válida.",
  "No se cumplieron los requisitos de ingresos.",
];

export const statuses: Localized<typeof En.statuses> = [
  {
    label: "Solicitud enviada",
    message: () => ({
      text: "Estamos esperando la carta de la persona que le recomendó. Su solicitud no se revisará hasta que llegue.",
    }),
  },
  { label: "Recomendación recibida", message: () => ({ text: "Recibimos su carta de recomendación." }) },
  {
    label: "En revisión",
    message: () => ({ text: "Nuestro comité está revisando su solicitud y le avisará cuando tome una decisión." }),
  },
  {
    label: "Solicitud denegada",
    message: (record) => ({
      text: "Lo sentimos, su solicitud fue denegada.",
      denialReason: denialReasonIn(record.Denial_Reason, possibleReasons, "No se especificó"),
      possibleReasons,
    }),
  },
  {
    label: "Solicitud aprobada",
    message: () => ({
      text: "Su solicitud fue aprobada. Nos comunicaremos con la persona que le recomendó para coordinar la entrega de su computadora.",
    }),
  },
  {
    label: "Entregada",
    message: (record) => ({
      text: `Su computadora se entregó a ${record.Nominating_Organization?.trim() || "su organización nominadora"}.`,
    }),
  },
];

export const statusEmail: Localized<typeof En.statusEmail> = {
  subject: (label: string) => `Estado de su solicitud: ${label}`,
  greeting: (name: string) => (name ? `Hola, ${name}:` : "Hola:"),
  statusNow: "El estado de su solicitud de computadora ahora es:",
  reason: "Motivo:",
  possibleReasons: "Entre los motivos posibles están:",
  signIn: "Para ver su solicitud en el portal digital, inicie sesión aquí:",
  welcome:
    "Para empezar con su nueva computadora: internet, empleo, escuela, beneficios, salud y seguridad en internet:",
  warranty: (months: number) =>
    `Su computadora tiene una garantía de ${months} meses desde hoy. Si algo no funciona, pídanos ayuda en el portal digital (o responda a nuestro seguimiento): primero intentamos arreglarla con usted a distancia y, si no podemos, la reemplazamos o la recogemos.`,
};
