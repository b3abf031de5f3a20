/**
 * Los días festivos en que no se recogen donaciones, en español (el original: `../en/holidays.ts`, cuyas fechas
 * son las que cuentan).
 */
import type { holidays as en } from "~/donations/content/en/holidays";

export { holidayDates } from "~/donations/content/en/holidays";

export const holidays: typeof en = [
  { date: "2026-01-01", name: "Año Nuevo" },
  { date: "2026-01-19", name: "Natalicio de Martin Luther King, Jr." },
  { date: "2026-02-16", name: "Natalicio de Washington" },
  { date: "2026-05-25", name: "Día de los Caídos" },
  { date: "2026-06-19", name: "Día Nacional de la Independencia de Juneteenth" },
  { date: "2026-07-03", name: "Día de la Independencia (observado)" },
  { date: "2026-09-07", name: "Día del Trabajo" },
  { date: "2026-10-12", name: "Día de Colón" },
  { date: "2026-11-11", name: "Día de los Veteranos" },
  { date: "2026-11-26", name: "Día de Acción de Gracias" },
  { date: "2026-12-25", name: "Navidad" },
  { date: "2027-01-01", name: "Año Nuevo" },
  { date: "2027-01-18", name: "Natalicio de Martin Luther King, Jr." },
  { date: "2027-02-15", name: "Natalicio de Washington" },
  { date: "2027-05-31", name: "Día de los Caídos" },
  { date: "2027-06-18", name: "Día Nacional de la Independencia de Juneteenth (observado)" },
  { date: "2027-07-05", name: "Día de la Independencia (observado)" },
  { date: "2027-09-06", name: "Día del Trabajo" },
  { date: "2027-10-11", name: "Día de Colón" },
  { date: "2027-11-11", name: "Día de los Veteranos" },
  { date: "2027-11-25", name: "Día de Acción de Gracias" },
  { date: "2027-12-24", name: "Navidad (observado)" },
  { date: "2027-12-31", name: "Año Nuevo de 2028 (observado)" },
];
