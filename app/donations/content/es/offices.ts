/** Dónde se entregan menos de 10 equipos, en español (el original: `../en/offices.ts`). */
import type { dropOffOffices as en } from "~/donations/content/en/offices";

export const dropOffOffices: typeof en = {
  nj: {
    name: "Oficina de Hoboken, NJ",
    address: "[dirección por confirmar], Hoboken, NJ [código postal por confirmar]",
    hours: "[horario de entrega por confirmar]",
  },
  ma: {
    name: "Oficina de Waltham, MA",
    address: "[dirección por confirmar], Waltham, MA [código postal por confirmar]",
    hours: "[horario de entrega por confirmar]",
  },
};
