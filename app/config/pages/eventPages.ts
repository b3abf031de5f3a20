/** The festival's events: the staff's events and each event's check-in at the door. */
import type { PageRow } from "./pageRow";

export const eventPages = [
  {
    path: "/staff/events/:eventId/check-in",
    within: "/staff",
    module: "events/staff/routes/checkIn.tsx",
  },
  {
    path: "/staff/events",
    within: "/staff",
    module: "events/staff/routes/list.tsx",
    name: "events",
    title: "Events",
  },
] as const satisfies readonly PageRow[];
