/** Giving devices: the steps, the confirmation, the drop-off pass, and their staff console pages. */
import type { PageRow } from "./pageRow";

export const donationPages = [
  {
    path: "/donate/pass/:reference/pass.pdf",
    module: "donations/routes/passPdf.ts",
  },
  {
    path: "/donate/pass/:reference/:key/pass.pdf",
    module: "donations/routes/passByKeyPdf.ts",
  },
  {
    path: "/donate/pass/:reference/:key",
    module: "donations/routes/passByKey.tsx",
  },
  {
    path: "/donate/pass/:reference",
    module: "donations/routes/pass.tsx",
  },
  {
    path: "/donate/confirm/:token",
    module: "routes/donationConfirm.tsx",
  },
  {
    path: "/donate/:step",
    module: "donations/routes/step.tsx",
  },
  {
    path: "/donate/start",
    module: "donations/routes/start.tsx",
    title: "Donate Computers",
    description: "Give computers and electronics in short steps: a free pickup for 10 or more, a drop-off for fewer.",
    private: true,
    personal: true,
  },
  {
    path: "/donate/sent",
    module: "donations/routes/sent.tsx",
  },
  {
    path: "/donate",
    module: "donations/routes/donate.tsx",
    title: "Donate Computers",
    description:
      "Donate your computers and electronics: free pickup for 10 or more devices, certified data destruction, and a tax-deductible receipt.",
    redirectsFrom: ["/donate.html"],
  },
  {
    path: "/leaderboard",
    module: "donations/routes/leaderboard.tsx",
    title: "Toward one million computers",
    description:
      "How many computers we have received toward our goal of one million, and the companies that chose to be listed for what they gave.",
    revalidated: true,
  },
  {
    path: "/staff/donations/leaderboard",
    within: "/staff",
    module: "donations/staff/routes/leaderboard.tsx",
    name: "leaderboard",
    title: "Leaderboard",
  },
  {
    path: "/staff/donations/:reference",
    within: "/staff",
    module: "donations/staff/routes/donation.tsx",
  },
  {
    path: "/staff/donations/run-sheet",
    within: "/staff",
    module: "donations/staff/routes/runSheet.tsx",
    name: "runSheet",
    title: "Run sheet",
  },
  {
    path: "/staff/donations",
    within: "/staff",
    index: true,
    module: "donations/staff/routes/list.tsx",
    name: "donations",
    title: "Donations",
  },
] as const satisfies readonly PageRow[];
