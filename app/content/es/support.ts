import type * as En from "../support";
import { org } from "~/config/org";
import type { Localized } from "~/i18n";

export const supportHeadings: Localized<typeof En.supportHeadings> = {
  form: "Haga una donación",
  formIntro:
    "Su donación pone computadoras reacondicionadas, internet y habilidades digitales al alcance de quienes las necesitan.",
  founder: "Unas palabras de nuestro fundador",
  check: "Done con cheque",
};

export const supportHero: Localized<typeof En.supportHero> = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "Financie",
  titlePart2: "el acceso digital",
  description: "Una contribución económica nos ayuda a reacondicionar más computadoras y a conectar a más personas.",
  links: [
    { text: "Done dinero", to: "#donate-form" },
    { text: "Done un equipo", to: "/donate" },
  ],
};

export const founderNote: Localized<typeof En.founderNote> = {
  placeholder: true,
  label: "Nota del fundador pendiente",
  text: "Aquí aparecerá una nota personal de nuestro fundador sobre por qué su apoyo es importante.",
};

export const checkInstructions: Localized<typeof En.checkInstructions> = {
  payableTo: org.legalName,
  text: "Haga su cheque a nombre de",
  mailTo: "y envíelo por correo a nuestra oficina en Hoboken, NJ.",
  address: "Dirección postal pendiente",
};
