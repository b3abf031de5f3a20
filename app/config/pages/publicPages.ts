/** The public pages: the organisation, its programmes, the Shield product pages, the blog and the forms. */
import { productPageQuery, type PageRow } from "./pageRow";
import { forwardedRecommendationParams } from "../recommendation";

export const publicPages = [
  {
    path: "/shieldhotspotsim12months",
    module: "site/routes/shieldHotspotSim12Months.tsx",
    title: "T10 Mobile Hotspot with 12 Months of Prepaid Internet",
    description:
      "The T10 mobile hotspot with 12 months of unlimited nationwide internet, $156 paid once; nothing renews.",
    reads: productPageQuery,
  },
  {
    path: "/shield5grouter12months",
    module: "site/routes/shield5gRouter12Months.tsx",
    title: "5G Home Router with 12 Months of Prepaid Internet",
    description:
      "The 5G home router with 12 months of unlimited internet for $156 a year, renewing every 12 months unless cancelled.",
    reads: productPageQuery,
  },
  {
    path: "/shieldsimcard12months",
    module: "site/routes/shieldSimCard12Months.tsx",
    title: "Unlimited Internet – SIM Card, 12 Months Prepaid",
    description:
      "Twelve months of unlimited nationwide internet on a SIM card, $156 paid once. SIM included, no device.",
    reads: productPageQuery,
  },
  {
    path: "/nonprofitapplication",
    module: "site/routes/nonprofitApplication.tsx",
    title: "Non-Profit Application",
    description: "The non-profit partner application form.",
  },
  {
    path: "/shieldsimcard6months",
    module: "site/routes/shieldSimCard6Months.tsx",
    title: "Unlimited Internet – SIM Card, 6 Months Prepaid",
    description: "Six months of unlimited nationwide internet on a SIM card, $84 paid once. SIM included, no device.",
    reads: productPageQuery,
  },
  {
    path: "/uploadrecommendation",
    module: "site/routes/uploadRecommendation.tsx",
    title: "Upload a Recommendation",
    description: "Upload a recommendation for an applicant.",
    redirectsFrom: ["/uploadrecommendation.html"],
    private: true,
    personal: true,
    reads: forwardedRecommendationParams,
  },
  {
    path: "/blog/feed.xml",
    spanish: true,
    module: "site/routes/blogFeed.ts",
  },
  {
    path: "/paperapplication",
    module: "site/routes/paperApplication.tsx",
    title: "Paper Application",
    description: "The paper application form.",
  },
  {
    path: "/shieldhotspotsim",
    module: "site/routes/shieldHotspotSim.tsx",
    title: "T10 Mobile Hotspot with Unlimited Nationwide Internet",
    description: "A $60 mobile hotspot with unlimited nationwide internet for $14.89 a month.",
    reads: productPageQuery,
  },
  {
    path: "/terms-of-service",
    module: "site/routes/termsOfService.tsx",
    title: "Terms of Service",
    description: "The terms for using this website, the digital portal and ordering the Shield internet service.",
  },
  {
    path: "/shield5grouter",
    module: "site/routes/shield5gRouter.tsx",
    title: "Shield 5G Home Hotspot - Device Only (Pre-Order)",
    description: "Pre-order the unlocked 5G home router for $149, device only.",
    reads: productPageQuery,
  },
  {
    path: "/ewastedropoff",
    module: "site/routes/eWasteDropOff.tsx",
    title: "E-Waste Drop-Off",
    description: "Drop off laptops, smartphones and tablets free at over 10,000 locations nationwide.",
  },
  {
    path: "/privacypolicy",
    module: "site/routes/privacyPolicy.tsx",
    title: "Privacy Policy",
    description:
      "What this website and the digital portal keep about you, for how long, which cookies they set, and how to ask for access or deletion.",
  },
  {
    path: "/shieldsimcard",
    module: "site/routes/shieldSimCard.tsx",
    title: "Unlimited Internet Plan – SIM Card Only (No Device Included)",
    description: "Unlimited nationwide internet for $14.89 a month on a SIM card for the device you already have.",
    reads: productPageQuery,
  },
  {
    path: "/blog/:slug",
    module: "site/routes/blogArticle.tsx",
  },
  {
    path: "/eligibility",
    module: "applications/routes/eligibility.tsx",
    title: "Income Requirements",
    description: "The income requirements form for applicants.",
  },
  {
    path: "/socialmedia",
    module: "site/routes/socialMedia.tsx",
    title: "Social Media",
    description: "Our latest posts from across our social networks.",
  },
  {
    path: "/programs",
    module: "site/routes/programs.tsx",
    title: "Programs",
    description: "Refurbished devices, foundational digital skills and affordable internet.",
  },
  {
    path: "/careers",
    module: "site/routes/careers.tsx",
    title: "Careers",
    description: "Work with us to close the digital divide.",
  },
  {
    path: "/checkin",
    module: "site/routes/checkIn.tsx",
    title: "Check-In",
    description: "The check-in form.",
  },
  {
    path: "/hotspot",
    module: "site/routes/hotspot.tsx",
    title: "Request a Hotspot",
    description: "The hotspot request form.",
  },
  {
    path: "/partner",
    module: "site/routes/partner.tsx",
    title: "Non-Profit Partnerships",
    description: "Become a nominating non-profit partner and bring free computers to the people you serve.",
    revalidated: true,
  },
  {
    path: "/",
    index: true,
    module: "site/routes/home.tsx",
    title: "Transform a life with technology",
    description:
      "We collect donated computers, wipe them to NIST 800-88, refurbish them and give them free to people in need in New Jersey, New York City and Massachusetts.",
    revalidated: true,
  },
  {
    path: "/welcome",
    module: "site/routes/welcome.tsx",
    title: "Welcome to Your New Computer",
    description:
      "For new owners of a computer from us: getting online, jobs, school, food and benefits, health, staying safe online and where to get help.",
  },
  {
    path: "/impact",
    module: "site/routes/impact.tsx",
    title: "Our Impact",
    description: "Our impact in numbers, outcomes, who we serve and our impact reports.",
    revalidated: true,
  },
  {
    path: "/pepper",
    module: "events/routes/pepper.tsx",
    title: "Pepper Fest",
    description: "Our fundraising hot-pepper festival in Hoboken, NJ.",
    sameAs: ["/Pepper-Fest"],
    redirectsFrom: ["/pepper.html"],
    personal: true,
    reads: ["bought"],
  },
  {
    path: "/shield",
    module: "site/routes/shield.tsx",
    title: "Shield Internet",
    description: "Unlimited Internet. Lowest Monthly Price in America. Zero Strings Attached.",
    sameAs: ["/connect", "/shieldinternet"],
  },
  {
    path: "/about",
    module: "site/routes/about.tsx",
    title: "Mission & History",
    description: "Our vision, our mission and our history since 2019.",
    revalidated: true,
  },
  {
    path: "/press",
    module: "site/routes/press.tsx",
    title: "Press & Media",
    description: "Media coverage and press releases.",
    redirectsFrom: ["/press.html"],
  },
  {
    path: "/blog",
    module: "site/routes/blog.tsx",
    title: "Blog",
    description: "Tips and stories about getting and staying connected.",
  },
  {
    path: "/team",
    module: "site/routes/team.tsx",
    title: "Team",
    description: "Mission Control and the Board of Directors.",
    sameAs: ["/team/"],
    redirectsFrom: ["/team.html"],
  },
] as const satisfies readonly PageRow[];
