/** Dónde se entregan menos de 10 equipos, en español (el original: `../en/offices.ts`). */
import type { dropOffOffices as en } from "~/donations/content/en/offices";

export const dropOffOffices: typeof en = {
  nj: {
    name: "Oficina de Hoboken, NJ",
    address: null,
    hours: null,
  },
  ma: {
    name: "Oficina de Waltham, MA",
    address: null,
    hours: null,
  },
};
