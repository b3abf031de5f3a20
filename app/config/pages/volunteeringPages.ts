/** Volunteer shifts: the list with the volunteer page's words, a shift's sign-up and its links, the signed-in
 * volunteer's letter and cancel page in the portal, and the staff's. */
import type { PageRow } from "./pageRow";

export const volunteeringPages = [
  {
    path: "/volunteer/:shiftId/sign-up",
    module: "volunteering/routes/signUp.tsx",
  },
  {
    path: "/volunteer/hours/:token/letter.pdf",
    module: "volunteering/routes/letterPdf.ts",
  },
  {
    path: "/volunteer/hours/:token",
    module: "volunteering/routes/hoursPage.tsx",
  },
  {
    path: "/volunteer/hours",
    module: "volunteering/routes/hours.tsx",
  },
  {
    path: "/volunteer/group",
    module: "volunteering/routes/group.tsx",
  },
  {
    path: "/volunteer/cancel/:token",
    module: "volunteering/routes/cancel.tsx",
  },
  {
    path: "/volunteer/confirm/:token",
    module: "volunteering/routes/confirm.tsx",
  },
  {
    path: "/volunteer",
    module: "volunteering/routes/volunteer.tsx",
    title: "Volunteer",
    description: "Volunteer with us in person or remotely.",
    revalidated: true,
  },
  {
    path: "/portal/volunteering/letters/:file",
    spanish: true,
    module: "volunteering/routes/portalLetterPdf.ts",
  },
  {
    path: "/portal/volunteering/places/:seq/cancel",
    module: "volunteering/routes/portalCancel.tsx",
  },
  {
    path: "/staff/volunteering/:shiftId",
    within: "/staff",
    module: "volunteering/staff/routes/shift.tsx",
  },
  {
    path: "/staff/volunteering",
    within: "/staff",
    index: true,
    module: "volunteering/staff/routes/list.tsx",
    name: "volunteering",
    title: "Volunteering",
  },
] as const satisfies readonly PageRow[];
