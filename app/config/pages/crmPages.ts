/** The CRM's endpoints and the staff's page and CSV of the changes for it. */
import type { PageRow } from "./pageRow";

export const crmPages = [
  {
    path: "/api/crm/changes",
    module: "crm/routes/changeFeed.ts",
  },
  {
    path: "/api/crm/records",
    module: "crm/routes/records.ts",
  },
  {
    path: "/staff/changes.csv",
    within: "/staff",
    module: "crm/routes/changesCsv.ts",
    name: "changesCsv",
    title: "Changes for the CRM (CSV)",
  },
  {
    path: "/staff/changes",
    within: "/staff",
    module: "crm/routes/changes.tsx",
    name: "changes",
    title: "Changes for the CRM",
  },
] as const satisfies readonly PageRow[];
