/** Lo que dice igual el formulario de inscripción a un lugar en cada ala (`../en/words.ts`). */
import type * as En from "../en/words";
import type { Localized } from "~/i18n";

export const signUpErrors: Localized<typeof En.signUpErrors> = {
  name: "Escriba su nombre.",
  email: "Escriba un correo electrónico como nombre@ejemplo.com.",
  phone: "Escriba un número de celular de EE. UU. con su código de área, como 201-555-0123.",
  emailOrPhone: "Dé un correo electrónico o un número de celular: necesitamos una forma de contactarle.",
  stale: "Este formulario había caducado. Revise lo que escribió y envíelo de nuevo.",
  limited: "Demasiadas inscripciones desde aquí en la última hora. Inténtelo más tarde.",
};
