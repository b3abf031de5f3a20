/** The partner application and the partner portal (realm "partner"), and the staff's partner pages. */
import type { PageRow } from "./pageRow";

export const partnerPages = [
  {
    path: "/partners/requests/:requestId/handover.pdf",
    spanish: true,
    module: "partners/routes/handoverSheet.ts",
  },
  {
    path: "/partners/requests.csv",
    spanish: true,
    module: "partners/routes/requestsCsv.ts",
  },
  {
    path: "/partners/requests/new",
    module: "partners/routes/newRequest.tsx",
  },
  {
    path: "/partners/requests/:requestId",
    module: "partners/routes/request.tsx",
  },
  {
    path: "/partners/requests",
    module: "partners/routes/requests.tsx",
  },
  {
    path: "/partners/applicants/:contactId/recommend",
    module: "partners/routes/recommend.tsx",
  },
  {
    path: "/partners/clients/:draftId/:step",
    module: "partners/routes/clientStep.tsx",
  },
  {
    path: "/partners/applicants/:contactId",
    module: "routes/partnerApplicant.tsx",
  },
  {
    path: "/partners/applicants.csv",
    spanish: true,
    module: "partners/routes/applicantsCsv.ts",
  },
  {
    path: "/partners/clients/new",
    module: "partners/routes/newClient.tsx",
  },
  {
    path: "/partners/continue",
    module: "partners/routes/continue.tsx",
  },
  {
    path: "/partners/sign-out",
    module: "partners/routes/signOut.tsx",
  },
  {
    path: "/partners/choose",
    module: "partners/routes/choose.tsx",
  },
  {
    path: "/partners/renew",
    module: "partners/routes/renew.tsx",
  },
  {
    path: "/partner/apply",
    module: "partners/routes/apply.tsx",
    title: "Apply to become a partner",
    description: "The application for a non-profit to become a nominating partner.",
    private: true,
    personal: true,
  },
  {
    path: "/partners",
    module: "routes/partnerHome.tsx",
  },
  {
    path: "/staff/requests/:requestId",
    within: "/staff",
    module: "partners/staff/routes/request.tsx",
  },
  {
    path: "/staff/requests",
    within: "/staff",
    index: true,
    module: "partners/staff/routes/requests.tsx",
    name: "requests",
    title: "Device requests",
  },
  {
    path: "/staff/partners/:partnerId",
    within: "/staff",
    module: "partners/staff/routes/partner.tsx",
  },
  {
    path: "/staff/partners",
    within: "/staff",
    index: true,
    module: "partners/staff/routes/list.tsx",
    name: "partners",
    title: "Partners",
  },
] as const satisfies readonly PageRow[];
