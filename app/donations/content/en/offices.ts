/**
 * Where fewer than 10 devices are dropped off (the spec: laptops, phones and tablets at a courier or pharmacy
 * location, desktops, monitors and printers at the NJ or MA office). The offices' street addresses and drop-off
 * hours are not known yet: they print as bracketed placeholders, never as made-up specifics, and are listed in
 * docs/content-to-supply.md. The Spanish twin is `../es/offices.ts`.
 */
import type { Office } from "~/donations/answers";

export const dropOffOffices: Record<Office, { name: string; address: string; hours: string }> = {
  nj: {
    name: "Hoboken, NJ office",
    address: "[street address to be supplied], Hoboken, NJ [ZIP to be supplied]",
    hours: "[drop-off hours to be supplied]",
  },
  ma: {
    name: "Waltham, MA office",
    address: "[street address to be supplied], Waltham, MA [ZIP to be supplied]",
    hours: "[drop-off hours to be supplied]",
  },
};
