/** Shield subscribers' account pages (realm "shield"), the billing provider's webhook, and the fulfilment queue. */
import type { PageRow } from "./pageRow";

export const shieldPages = [
  {
    path: "/shield/account/:id/invoices/:invoiceId",
    module: "shield/routes/invoice.ts",
  },
  {
    path: "/shield/account/continue",
    module: "shield/routes/continue.tsx",
  },
  {
    path: "/shield/account/sign-out",
    module: "shield/routes/signOut.tsx",
  },
  {
    path: "/shield/account/:id",
    module: "shield/routes/subscription.tsx",
  },
  {
    path: "/api/billing/events",
    module: "shield/routes/billingEvents.ts",
  },
  {
    path: "/shield/account",
    module: "shield/routes/account.tsx",
  },
  {
    path: "/staff/shield/activation.csv",
    within: "/staff",
    module: "shield/staff/routes/activationCsv.ts",
  },
  {
    path: "/staff/shield/shipments.csv",
    within: "/staff",
    module: "shield/staff/routes/shipmentsCsv.ts",
  },
  {
    path: "/staff/shield/cancellations",
    within: "/staff",
    module: "shield/staff/routes/cancellations.tsx",
    name: "shieldCancellations",
    title: "Shield cancellations",
  },
  {
    path: "/staff/shield/labels.pdf",
    within: "/staff",
    module: "shield/staff/routes/labelsPdf.ts",
  },
  {
    path: "/staff/shield/activation",
    within: "/staff",
    module: "shield/staff/routes/activation.tsx",
    name: "shieldActivation",
    title: "Shield activation",
  },
  {
    path: "/staff/shield/shipments",
    within: "/staff",
    module: "shield/staff/routes/shipments.tsx",
    name: "shieldShipments",
    title: "Recent Shield shipments",
  },
  {
    path: "/staff/shield",
    within: "/staff",
    index: true,
    module: "shield/staff/routes/queue.tsx",
    name: "shield",
    title: "Shield orders",
  },
  {
    path: "/staff/shield/:id",
    within: "/staff",
    module: "shield/staff/routes/order.tsx",
  },
] as const satisfies readonly PageRow[];
