import type * as En from "../support";
import { supportHeroTargets } from "../support";
import { defaultHero } from "../schemas";
import type { Localized } from "~/i18n";

export { supportHeroTargets } from "../support";

export const supportHeadings: Localized<typeof En.supportHeadings> = {
  founder: "Unas palabras de nuestro fundador",
};

export const supportHero: Localized<typeof En.supportHero> = defaultHero(supportHeroTargets, {
  title: ["Financie", "el acceso digital"],
  description: "Una contribución económica nos ayuda a reacondicionar más computadoras y a conectar a más personas.",
  links: ["Done dinero", "Done un equipo"],
});

export const founderNote: Localized<typeof En.founderNote> = {
  placeholder: true,
  label: "Nota del fundador pendiente",
  text: "Aquí aparecerá una nota personal de nuestro fundador sobre por qué su apoyo es importante.",
};
