import type * as En from "../getInvolvedTiles";
import type { Localized } from "~/i18n";

export const getInvolvedTiles: Localized<typeof En.getInvolvedTiles> = [
  { title: "Financie el acceso digital", image: "/images/illustrations/funding.svg", alt: "", link: "/support" },
  { title: "Done computadoras", image: "/images/illustrations/laptop.svg", alt: "", link: "/donate" },
  { title: "Sea voluntario", image: "/images/illustrations/volunteer.svg", alt: "", link: "/volunteer" },
];
