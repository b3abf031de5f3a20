/** La página de una campaña, en español (inglés: `../en/campaigns.ts`). */
import type * as en from "../en/campaigns";

export const campaign: typeof en.campaign = {
  raised: (raised: string, goal: string) => `${raised} recaudados de una meta de ${goal}`,
  donors: (count: number) => (count === 1 ? "1 donante" : `${count} donantes`),
  progress: "Hacia la meta",
  give: "Donar a esta campaña",
  ended: (day: string) => `Esta campaña terminó el ${day}. Gracias a todas las personas que donaron.`,
  endsOn: (day: string) => `Abierta hasta el ${day}.`,
  latest: "Donaciones recientes",
  none: "Todavía no hay donaciones. La suya puede ser la primera.",
  anonymous: "Anónimo",
  givenOn: (day: string) => `el ${day}`,
};

export const givingFor: typeof en.givingFor = (title: string) => `Su donación va a la campaña «${title}».`;
