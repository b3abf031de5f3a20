import type * as En from "../team";
import { teamHeroTargets } from "../team";
import { defaultHero } from "../schemas";
import type { Localized } from "~/i18n";

export { teamHeroTargets } from "../team";

export const teamHero: Localized<typeof En.teamHero> = defaultHero(teamHeroTargets, {
  title: ["Conozca", "al equipo"],
  description: "Las personas detrás de cada computadora reacondicionada, cada clase y cada conexión.",
  links: ["Mission Control", "Junta Directiva"],
});

const placeholderMember = (name: string, title: string) => ({
  name,
  title,
  photo: "/images/placeholder/person.svg",
  placeholder: true as const,
});

export const missionControl: Localized<typeof En.missionControl> = Array.from({ length: 7 }, (_, index) =>
  placeholderMember(`Integrante del equipo ${index + 1} (pendiente)`, "Cargo pendiente"),
);

export const boardOfDirectors: Localized<typeof En.boardOfDirectors> = Array.from({ length: 6 }, (_, index) =>
  placeholderMember(`Integrante de la Junta ${index + 1} (pendiente)`, "Junta Directiva"),
);

export const teamHeadings: Localized<typeof En.teamHeadings> = {
  missionControl: "Mission Control",
  board: "Junta Directiva",
  press: "En la prensa",
  pressLabel: "Lo más destacado en la prensa",
};
