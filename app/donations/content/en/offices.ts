/**
 * Where fewer than 10 devices are dropped off (the spec: laptops, phones and tablets at a courier or pharmacy
 * location, desktops, monitors and printers at the NJ or MA office). The offices' street addresses and drop-off
 * hours are not known yet: null, so every page, email and the pass leave them out and say to ask (never a
 * placeholder, never a made-up specific); they are listed in docs/content-to-supply.md. The Spanish twin is `../es/offices.ts`.
 */
import type { Office } from "~/donations/answers";

/** An office as the pages and the pass name it; an address or hours not supplied yet is null. */
export type DropOffOffice = { name: string; address: string | null; hours: string | null };

export const dropOffOffices: Record<Office, DropOffOffice> = {
  nj: {
    name: "Hoboken, NJ office",
    address: null,
    hours: null,
  },
  ma: {
    name: "Waltham, MA office",
    address: null,
    hours: null,
  },
};
