/** What belongs to no wing: the 404 and legacy redirects, the sitemap, robots.txt, the texts' webhook, /verify. */
import type { PageRow } from "./pageRow";

export const otherPages = [
  {
    path: "/api/sms/inbound",
    module: "routes/smsInbound.ts",
  },
  {
    path: "/verify",
    module: "routes/verify.tsx",
  },
  {
    path: "/verify/:number",
    module: "routes/verifyNumber.tsx",
  },
  {
    path: "/sitemap.xml",
    module: "routes/sitemapXml.ts",
  },
  {
    path: "/robots.txt",
    module: "routes/robotsTxt.ts",
  },
  {
    path: "/*",
    module: "routes/notFound.tsx",
  },
] as const satisfies readonly PageRow[];
