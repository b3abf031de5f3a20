import type * as En from "../recommendationLetter";
import type { Localized } from "~/i18n";
import { serviceRegionsText } from "./computerEligibility";

export const recommendationLetter: Localized<typeof En.recommendationLetter> = {
  forApplicant: (name: string) =>
    `Esta carta es para ${name}, que nos solicitó una computadora reacondicionada gratuita y lo nombró a usted como su recomendante.`,
  forApplicantAt: (name: string, partner: string) =>
    `Esta carta es para ${name}, que nos solicitó una computadora reacondicionada gratuita y lo nombró a usted, en ${partner}, como su recomendante.`,
  forUnnamedApplicant:
    "Esta carta es para una persona que nos solicitó una computadora reacondicionada gratuita y lo nombró a usted como su recomendante. Abra esta página desde el enlace del correo que le enviamos, para que el formulario sepa para quién es su carta.",
  whatHeading: "Qué escribir",
  whatIntro: "Bastan unas pocas frases. Por favor, indique:",
  what: [
    "cómo conoce al solicitante, en qué función y desde hace cuánto tiempo;",
    `que vive en ${serviceRegionsText};`,
    "por qué le ayudaría una computadora: estudios, trabajo, búsqueda de empleo, atención médica en línea o mantenerse en contacto;",
    "su nombre, su cargo y el nombre de su organización sin fines de lucro, para poder comunicarnos con usted si tenemos una pregunta.",
  ],
  whoHeading: "Quién puede escribirla",
  who: "Un empleado de una organización sin fines de lucro nominadora que atiende al solicitante: un trabajador social, consejero, maestro o coordinador de programas que lo conozca. Un familiar o un amigo no puede.",
  askHeading: "Preguntas",
  ask: "¿No está seguro de si debe escribirla, o de qué decir? Pregúntele al solicitante o escríbanos:",
  formHeading: "Suba la carta",
};
