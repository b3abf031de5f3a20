/**
 * A booked pickup as an iCalendar invitation attached to the donor's email: one event per donation (its UID is the
 * reference's), so a moved pickup replaces the event in the donor's calendar and a cancelled one removes it. The
 * calendar kit writes it, the window's hours worked out in the organisation's time zone.
 */
import type { PreferredDate } from "~/donations/answers";
import { calendarFile } from "~/kits/calendar/calendarFile";
import { zonedInstant } from "~/kits/calendar/zonedInstant";
import type { MailAttachment } from "~/mail/outbox.server";

/** A window's hours in the organisation's day (the words of `delivery.windows` say the same). */
export const windowHours = { morning: ["09:00", "12:00"], afternoon: ["12:00", "17:00"] } as const;

export type PickupEvent = {
  reference: string;
  pickup: PreferredDate;
  summary: string;
  location: string;
  description: string;
  cancelled: boolean;
};

export function pickupInvitation(
  event: PickupEvent,
  settings: { timeZone: string; domain: string },
  now = Date.now(),
): MailAttachment {
  const [starts, ends] = windowHours[event.pickup.window];
  return calendarFile(
    {
      filename: "pickup.ics",
      product: "Donation pickups",
      method: event.cancelled ? "CANCEL" : "PUBLISH",
      events: [
        {
          uid: `donation-${event.reference}@${settings.domain}`,
          start: zonedInstant(event.pickup.date, starts, settings.timeZone),
          end: zonedInstant(event.pickup.date, ends, settings.timeZone),
          summary: event.summary,
          location: event.location,
          description: event.description,
          status: event.cancelled ? "CANCELLED" : "CONFIRMED",
        },
      ],
    },
    now,
  );
}
