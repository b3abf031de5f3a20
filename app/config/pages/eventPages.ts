/** The festival's events: a ticket's PDF, the staff's events, each event's page and its check-in at the door. */
import type { PageRow } from "./pageRow";

export const eventPages = [
  {
    path: "/pepper/tickets/:number/:key/ticket.pdf",
    module: "events/routes/ticketPdf.ts",
  },
  {
    path: "/staff/events/:eventId/check-in",
    within: "/staff",
    module: "events/staff/routes/checkIn.tsx",
  },
  {
    path: "/staff/events/:eventId",
    within: "/staff",
    module: "events/staff/routes/event.tsx",
  },
  {
    path: "/staff/events",
    within: "/staff",
    module: "events/staff/routes/list.tsx",
    name: "events",
    title: "Events",
  },
] as const satisfies readonly PageRow[];
