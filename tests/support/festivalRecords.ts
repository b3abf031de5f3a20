/** A festival event as the staff's form makes it, for the events wing's store tests: its kinds' places as given. */
import type { NewEvent } from "~/events/server/eventStore.server";

export function festivalEvent(
  places: { attendee?: number; contestant?: number },
  startsAt = "2027-09-11T12:00",
): NewEvent {
  const attendee = { kind: "attendee" as const, nameEn: "Attendee", nameEs: "Asistente", priceCents: 2500 };
  const contestant = { kind: "contestant" as const, nameEn: "Contestant", nameEs: "Concursante", priceCents: 5000 };
  return {
    nameEn: "Pepper Fest 2027",
    nameEs: "Festival del Chile 2027",
    startsAt,
    place: "Pier A Park, Hoboken, NJ",
    kinds: [
      ...(places.attendee ? [{ ...attendee, quantity: places.attendee, fairMarketCents: 1500 }] : []),
      ...(places.contestant ? [{ ...contestant, quantity: places.contestant, fairMarketCents: 2000 }] : []),
    ],
  };
}
