/**
 * The staff's new-event form read (pure): the name in both languages, the local day and time, the place, and for
 * each ticket kind its price, quantity and fair-market value in dollars as typed, kept in whole cents.
 */
import { centsOf } from "~/gifts/amounts";

export const ticketKinds = ["attendee", "contestant"] as const;
export type TicketKindName = (typeof ticketKinds)[number];

/** The kinds' names on the pages and documents, in both languages. */
export const kindNames: Record<TicketKindName, { en: string; es: string }> = {
  attendee: { en: "Attendee", es: "Asistente" },
  contestant: { en: "Contestant", es: "Concursante" },
};

type KindField = `${TicketKindName}_${"price" | "quantity" | "value"}`;

export type EventFields = Record<"nameEn" | "nameEs" | "day" | "time" | "place" | KindField, string>;

export const emptyEventFields: EventFields = {
  nameEn: "",
  nameEs: "",
  day: "",
  time: "",
  place: "",
  attendee_price: "",
  attendee_quantity: "",
  attendee_value: "",
  contestant_price: "",
  contestant_quantity: "30",
  contestant_value: "",
};

export function eventFieldsOf(form: FormData): EventFields {
  const typed = { ...emptyEventFields };
  for (const field of Object.keys(typed) as (keyof EventFields)[]) {
    const value = form.get(field);
    typed[field] = typeof value === "string" ? value.trim().slice(0, 200) : "";
  }
  return typed;
}

export type ReadEvent = {
  nameEn: string;
  nameEs: string;
  startsAt: string;
  place: string;
  kinds: {
    kind: TicketKindName;
    nameEn: string;
    nameEs: string;
    priceCents: number;
    quantity: number;
    fairMarketCents: number;
  }[];
};

export type EventReading =
  { ok: true; event: ReadEvent } | { ok: false; field: keyof EventFields; message: string; typed: EventFields };

export function readEventForm(typed: EventFields): EventReading {
  const refuse = (field: keyof EventFields, message: string): EventReading => ({ ok: false, field, message, typed });
  if (!typed.nameEn) return refuse("nameEn", "Enter the event's name in English.");
  if (!typed.nameEs) return refuse("nameEs", "Enter the event's name in Spanish.");
  if (!/^\d{4}-\d{2}-\d{2}$/.test(typed.day)) return refuse("day", "Enter the day as YYYY-MM-DD.");
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(typed.time)) return refuse("time", "Enter the time as HH:MM, 24-hour.");
  if (!typed.place) return refuse("place", "Enter the place.");
  const kinds: ReadEvent["kinds"] = [];
  for (const kind of ticketKinds) {
    const price = centsOf(typed[`${kind}_price`]);
    if (price === null || price < 100)
      return refuse(`${kind}_price`, `Enter the ${kind} ticket's price in dollars, $1 or more.`);
    const quantity = Number(typed[`${kind}_quantity`]);
    if (!/^\d{1,5}$/.test(typed[`${kind}_quantity`]) || quantity < 1)
      return refuse(`${kind}_quantity`, `Enter how many ${kind} tickets there are, a whole number.`);
    const value = centsOf(typed[`${kind}_value`]);
    if (value === null || value > price)
      return refuse(`${kind}_value`, `Enter the ${kind} ticket's fair-market value in dollars, at most its price.`);
    kinds.push({ kind, ...nameOf(kind), priceCents: price, quantity, fairMarketCents: value });
  }
  return {
    ok: true,
    event: {
      nameEn: typed.nameEn,
      nameEs: typed.nameEs,
      startsAt: `${typed.day}T${typed.time}`,
      place: typed.place,
      kinds,
    },
  };
}

const nameOf = (kind: TicketKindName) => ({ nameEn: kindNames[kind].en, nameEs: kindNames[kind].es });
