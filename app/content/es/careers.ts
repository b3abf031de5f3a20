import type * as En from "../careers";
import { externalLinks } from "~/config/external";
import type { Localized } from "~/i18n";

export const careersHero: Localized<typeof En.careersHero> = {
  bgImage: "/images/hero/default.svg",
  titlePart1: "Empleos",
  titlePart2: "",
  description:
    "Trabaje con nosotros para cerrar la brecha digital en Nueva Jersey, la ciudad de Nueva York y Massachusetts.",
  links: [],
};

export const careersHeading = "Únase a nuestro equipo";

export const careersText = "Nuestras vacantes se publican en nuestro sitio de empleos.";

export const careersLink: Localized<typeof En.careersLink> = {
  text: "Vea las vacantes",
  to: externalLinks.careers,
  external: true,
};
