/** The staff console's frame and its own pages (sign-in, import, mail, activity). */
import type { PageRow } from "./pageRow";

export const staffConsolePages = [
  {
    path: "/staff",
    module: "staff/routes/frame.tsx",
  },
  {
    path: "/staff/activity",
    within: "/staff",
    module: "staff/routes/activity.tsx",
    name: "activity",
    title: "Activity",
  },
  {
    path: "/staff/continue",
    within: "/staff",
    module: "staff/routes/continue.tsx",
    name: "continue",
    title: "Staff sign-in",
  },
  {
    path: "/staff/sign-out",
    within: "/staff",
    module: "staff/routes/signOut.tsx",
    name: "signOut",
    title: "Sign out",
  },
  {
    path: "/staff/sign-in",
    within: "/staff",
    module: "routes/staffSignIn.tsx",
    name: "signIn",
    title: "Staff sign-in",
  },
  {
    path: "/staff",
    within: "/staff",
    index: true,
    module: "staff/routes/home.tsx",
    name: "home",
    title: "Staff console",
  },
  {
    path: "/staff/import",
    within: "/staff",
    module: "crm/routes/import.tsx",
    name: "import",
    title: "Import CRM exports",
  },
  {
    path: "/staff/mail",
    within: "/staff",
    module: "staff/routes/mail.tsx",
    name: "mail",
    title: "Mail",
  },
  {
    path: "/staff/figures",
    within: "/staff",
    module: "staff/routes/figures.tsx",
    name: "figures",
    title: "Impact figures",
  },
] as const satisfies readonly PageRow[];
