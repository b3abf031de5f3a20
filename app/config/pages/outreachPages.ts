/** The organisation's inbox and newsletter (decision 120): the contact and board forms, the newsletter's pages, and the staff's. */
import type { PageRow } from "./pageRow";

export const outreachPages = [
  {
    path: "/contact",
    module: "outreach/routes/contact.tsx",
    title: "Contact Us",
    description: "Reach us Monday to Friday, 9:00 a.m. to 5:00 p.m. EST.",
    redirectsFrom: ["/contact.html"],
    personal: true,
    reads: ["topic"],
  },
  {
    path: "/boardapplication",
    module: "outreach/routes/boardApplication.tsx",
    title: "Join Our Board",
    description: "Apply to join our Board of Directors.",
    personal: true,
  },
  {
    path: "/newsletter",
    module: "outreach/routes/newsletter.tsx",
    title: "Newsletter",
    description: "Sign up for news of our work, a few times a year.",
    personal: true,
  },
  {
    path: "/newsletter/confirm/:token",
    module: "outreach/routes/newsletterConfirm.tsx",
  },
  {
    path: "/newsletter/unsubscribe/:token",
    module: "outreach/routes/unsubscribe.tsx",
  },
  {
    path: "/staff/inbox",
    within: "/staff",
    module: "outreach/staff/routes/inbox.tsx",
    name: "inbox",
    title: "Inbox",
  },
  {
    path: "/staff/inbox/:messageId",
    within: "/staff",
    module: "outreach/staff/routes/message.tsx",
  },
  {
    path: "/staff/board",
    within: "/staff",
    module: "outreach/staff/routes/boardApplications.tsx",
    name: "board",
    title: "Board applications",
  },
  {
    path: "/staff/board/:applicationId",
    within: "/staff",
    module: "outreach/staff/routes/boardApplication.tsx",
  },
  {
    path: "/staff/board/:applicationId/cv",
    within: "/staff",
    module: "outreach/staff/routes/cv.ts",
  },
  {
    path: "/staff/newsletter",
    within: "/staff",
    module: "outreach/staff/routes/newsletter.tsx",
    name: "newsletter",
    title: "Newsletter",
  },
  {
    path: "/staff/newsletter/confirmed.csv",
    within: "/staff",
    module: "outreach/staff/routes/confirmedCsv.ts",
  },
] as const satisfies readonly PageRow[];
