/** The applicant's and the donor's portal: its sign-in, the tracker, a donation's pages and every personal download. */
import type { PageRow } from "./pageRow";

export const portalPages = [
  {
    path: "/portal/donations/:id/donated_computers.csv",
    spanish: true,
    module: "portal/routes/donationDonatedComputersCsv.ts",
  },
  {
    path: "/portal/donations/:id/certificates/:device",
    spanish: true,
    module: "portal/routes/donationDeviceCertificate.ts",
  },
  {
    path: "/portal/donations/:id/asset_report.csv",
    spanish: true,
    module: "portal/routes/donationAssetReportCsv.ts",
  },
  {
    path: "/portal/donations/:id/certificates.pdf",
    spanish: true,
    module: "portal/routes/donationCertificatesPdf.ts",
  },
  {
    path: "/portal/donations/:donorRecordId/pickup",
    module: "portal/routes/donationPickup.tsx",
  },
  {
    path: "/portal/donations/:id/receipts/:year",
    spanish: true,
    module: "portal/routes/donationReceipt.ts",
  },
  {
    path: "/portal/donated_computers.csv",
    spanish: true,
    module: "portal/routes/donatedComputersCsv.ts",
  },
  {
    path: "/portal/certificates/:device",
    spanish: true,
    module: "portal/routes/deviceCertificate.ts",
  },
  {
    path: "/portal/asset_report.csv",
    spanish: true,
    module: "portal/routes/assetReportCsv.ts",
  },
  {
    path: "/portal/certificates.pdf",
    spanish: true,
    module: "portal/routes/certificatesPdf.ts",
  },
  {
    path: "/portal/receipts/:year",
    spanish: true,
    module: "portal/routes/receipt.ts",
  },
  {
    path: "/portal/recommendation",
    module: "portal/routes/recommendation.tsx",
  },
  {
    path: "/portal/donations/:id",
    module: "portal/routes/donation.tsx",
  },
  {
    path: "/portal/help",
    module: "portal/routes/help.tsx",
  },
  {
    path: "/portal/leaderboard",
    module: "portal/routes/companyListing.tsx",
  },
  {
    path: "/auth/code",
    module: "portal/routes/signInCode.tsx",
  },
  {
    path: "/portal",
    module: "portal/routes/portal.tsx",
    title: "Digital portal",
    description: "Your application or donation record.",
    private: true,
    personal: true,
  },
  {
    path: "/auth",
    module: "portal/routes/signIn.tsx",
    title: "Sign in to the digital portal",
    description: "Applicants and donors: sign in with your email to track your application or see what you donated.",
    personal: true,
    signIn: true,
  },
] as const satisfies readonly PageRow[];
