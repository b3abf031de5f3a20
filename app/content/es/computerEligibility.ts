import type * as En from "../computerEligibility";
import type { Localized } from "~/i18n";

const regions = ["Nueva Jersey", "la ciudad de Nueva York", "Massachusetts"];
/** 'Nueva Jersey, la ciudad de Nueva York o Massachusetts' */
export const serviceRegionsText = `${regions.slice(0, -1).join(", ")} o ${regions.at(-1)}`;

export const computerEligibility: Localized<typeof En.computerEligibility> = {
  intro:
    "Una computadora reacondicionada gratuita es para quienes cumplen las tres reglas siguientes. Léalas antes de presentar su solicitud.",
  rulesHeading: "Quién puede recibir una computadora",
  rules: [
    { title: "Dónde vive", text: `Usted vive en ${serviceRegionsText}.` },
    {
      title: "Una recomendación",
      text: "Un empleado de una organización sin fines de lucro nominadora que lo conoce lo recomienda. Usted lo nombra al presentar la solicitud, y nosotros le pedimos la carta por correo electrónico.",
    },
    {
      title: "Los ingresos de su hogar",
      text: "Alguien en su hogar recibe un programa de ayuda, o el ingreso de su hogar es menor que el límite para su tamaño: ambos se detallan en cifras abajo. Comprobamos sus respuestas al revisar su solicitud.",
    },
  ],
  afterRules: "Nuestro comité revisa cada solicitud según estas reglas. Puede seguir la suya en el portal digital.",
  formHeading: "Formulario de requisitos de ingresos",
};
