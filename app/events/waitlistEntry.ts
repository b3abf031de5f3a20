import type { Locale } from "~/i18n/locale";

/** Who waits for a sold-out kind (decision 124): the name and address an offer is emailed to, in their language. */
export type Waiting = { name: string; email: string; locale: Locale };

/** A place on a kind's waitlist, in the order people joined; an offer's deadline once a freed place is theirs. */
export type WaitlistEntry = Waiting & {
  seq: number;
  kindId: string;
  state: "waiting" | "offered" | "taken" | "lapsed";
  offerDeadline: number | null;
};
