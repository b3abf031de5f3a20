/** The device application's pages, the recommender's letter, the follow-up, and their staff console pages. */
import type { PageRow } from "./pageRow";

export const applicationPages = [
  {
    path: "/application/resume/:token",
    module: "applications/routes/resume.tsx",
  },
  {
    path: "/application/:step",
    module: "applications/routes/step.tsx",
  },
  {
    path: "/application/sent",
    module: "applications/routes/sent.tsx",
  },
  {
    path: "/follow-up/:token",
    module: "applications/routes/followUp.tsx",
  },
  {
    path: "/recommend/:token",
    module: "applications/routes/recommend.tsx",
  },
  {
    path: "/application",
    module: "applications/routes/application.tsx",
    title: "Apply for a Computer",
    description: "The application for a free refurbished computer, in short steps.",
    private: true,
    personal: true,
  },
  {
    path: "/apply",
    module: "applications/routes/apply.tsx",
    title: "Apply for a Computer",
    description:
      "Apply for a free refurbished computer in about 10 minutes, with a recommendation from a nominating non-profit.",
    redirectsFrom: ["/apply.html"],
  },
  {
    path: "/staff/applications/:contactId",
    within: "/staff",
    module: "applications/staff/routes/applicant.tsx",
  },
  {
    path: "/staff/applications/:contactId/letter",
    within: "/staff/applications/:contactId",
    module: "applications/staff/routes/letter.tsx",
  },
  {
    path: "/staff/applications",
    within: "/staff",
    index: true,
    module: "applications/staff/routes/list.tsx",
    name: "applications",
    title: "Applications",
  },
  {
    path: "/staff/help",
    within: "/staff",
    module: "applications/staff/routes/help.tsx",
    name: "help",
    title: "Requests for help",
  },
  {
    path: "/staff/stories",
    within: "/staff",
    module: "applications/staff/routes/stories.tsx",
    name: "stories",
    title: "Shared stories",
  },
] as const satisfies readonly PageRow[];
