/** Money gifts: giving, the thank-you page, a monthly gift's own page and card link, a receipt's PDF, the provider's webhook, the donor's year-end statements (in the portal and by a texted link), the campaigns' pages and their supporters' own pages, and the staff console's gift and campaign pages. */
import type { PageRow } from "./pageRow";

export const giftPages = [
  {
    path: "/support",
    module: "gifts/routes/giving.tsx",
    title: "Fund Digital Access",
    description: "Make a financial contribution to put computers and internet in the hands of people who need them.",
    sameAs: ["/financialdonation"],
    personal: true,
    reads: ["gift"],
  },
  {
    path: "/support/thanks",
    module: "gifts/routes/thanks.tsx",
    reads: ["session_id"],
  },
  {
    path: "/gifts/receipts/:number/:key",
    module: "gifts/routes/receiptPdf.ts",
  },
  {
    path: "/gifts/:giftId/:key/card",
    module: "gifts/routes/card.ts",
    spanish: true,
  },
  {
    path: "/gifts/:giftId/:key",
    module: "gifts/routes/manage.tsx",
  },
  {
    path: "/campaigns/:slug",
    module: "gifts/routes/campaign.tsx",
    revalidated: true,
  },
  {
    path: "/campaigns/:slug/start",
    module: "gifts/routes/supporterStart.tsx",
  },
  {
    path: "/campaigns/:slug/confirm/:token",
    module: "gifts/routes/supporterConfirm.tsx",
  },
  {
    path: "/campaigns/:slug/:supporter",
    module: "gifts/routes/supporter.tsx",
    revalidated: true,
  },
  {
    path: "/api/payments/events",
    module: "gifts/routes/paymentEvents.ts",
  },
  {
    path: "/portal/statements/:year",
    spanish: true,
    module: "gifts/routes/statementPdf.ts",
  },
  {
    path: "/gifts/statement/:token",
    spanish: true,
    module: "gifts/routes/statementByLink.ts",
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
  {
    path: "/staff/campaigns",
    within: "/staff",
    module: "gifts/staff/routes/campaigns.tsx",
    name: "campaigns",
    title: "Campaigns",
  },
  {
    path: "/staff/campaigns/:slug",
    within: "/staff",
    module: "gifts/staff/routes/campaign.tsx",
  },
] as const satisfies readonly PageRow[];
