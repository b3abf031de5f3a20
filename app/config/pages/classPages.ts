/** Digital skills classes: the list, a session and its sign-up, its links and certificate, the host partner's pages, and the staff's. */
import type { PageRow } from "./pageRow";

export const classPages = [
  {
    path: "/dsclasses/certificate/:token/:number",
    module: "classes/routes/certificatePdf.ts",
  },
  {
    path: "/dsclasses/:sessionId/sign-up",
    module: "classes/routes/signUp.tsx",
  },
  {
    path: "/dsclasses/certificate/:token",
    module: "classes/routes/certificate.tsx",
  },
  {
    path: "/partners/classes/:sessionId",
    module: "routes/hostedSession.tsx",
  },
  {
    path: "/dsclasses/confirm/:token",
    module: "classes/routes/confirm.tsx",
  },
  {
    path: "/dsclasses/cancel/:token",
    module: "classes/routes/cancel.tsx",
  },
  {
    path: "/dsclasses/:sessionId",
    module: "classes/routes/session.tsx",
  },
  {
    path: "/partners/classes",
    module: "routes/hostedClasses.tsx",
  },
  {
    path: "/dsclasses",
    module: "classes/routes/classes.tsx",
    title: "Digital Skills Courses",
    description: "Free PC building and digital skills classes across New York City and northern New Jersey.",
    sameAs: ["/DSClasses"],
    revalidated: true,
  },
  {
    path: "/staff/classes/:sessionId/students.csv",
    within: "/staff",
    module: "classes/staff/routes/studentsCsv.ts",
  },
  {
    path: "/staff/classes/:sessionId",
    within: "/staff",
    module: "classes/staff/routes/session.tsx",
  },
  {
    path: "/staff/classes",
    within: "/staff",
    index: true,
    module: "classes/staff/routes/list.tsx",
    name: "classes",
    title: "Classes",
  },
] as const satisfies readonly PageRow[];
