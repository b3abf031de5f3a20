/** Money gifts: the donor's year-end statements in the portal, and the staff console's gift pages. */
import type { PageRow } from "./pageRow";

export const giftPages = [
  {
    path: "/portal/statements/:year",
    spanish: true,
    module: "gifts/routes/statementPdf.ts",
  },
  {
    path: "/staff/gifts/payments.csv",
    within: "/staff",
    module: "gifts/staff/routes/paymentsCsv.ts",
  },
  {
    path: "/staff/gifts/:giftId",
    within: "/staff",
    module: "gifts/staff/routes/gift.tsx",
  },
  {
    path: "/staff/gifts",
    within: "/staff",
    index: true,
    module: "gifts/staff/routes/list.tsx",
    name: "gifts",
    title: "Gifts",
  },
] as const satisfies readonly PageRow[];
