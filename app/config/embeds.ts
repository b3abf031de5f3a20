/**
 * Every third-party frame the site shows. Pages take their URL from here, and the Content-Security-Policy's
 * `frame-src` is built from these origins, so a provider is allowed exactly when a page embeds it.
 * The form addresses are placeholders for the organisation's own forms (docs/content-to-supply.md).
 */
export type Embed = { title: string; url: string };

const forms = "https://forms.zohopublic.com/techaccess/form";

export const embeds = {
  hotspotForm: { title: "Hotspot request form", url: `${forms}/HotspotRequest` },
  nonprofitForm: { title: "Non-profit application form", url: `${forms}/NonProfitApplication` },
  paperApplicationForm: { title: "Paper application form", url: `${forms}/PaperApplication` },
  checkinForm: { title: "Check-in form", url: `${forms}/CheckIn` },
  incomeRequirementsForm: { title: "Income requirements form", url: `${forms}/IncomeRequirements` },
  uploadRecommendationForm: { title: "Recommendation upload form", url: `${forms}/UploadRecommendation` },
  fundraisingWidget: { title: "Pepper Fest donation widget", url: "https://fundraise.example.org/embed/pepper-fest" },
  dropOffMap: { title: "Map of drop-off locations", url: "https://maps.example.org/locator" },
  socialFeed: { title: "Our latest social media posts", url: "https://feed.example.org/embed" },
  // One feed per network on the social media page (spec: professional, photo, short-video, microblog, video site).
  socialFeedLinkedIn: { title: "Our latest LinkedIn posts", url: "https://feed.example.org/embed/linkedin" },
  socialFeedInstagram: { title: "Our latest Instagram posts", url: "https://feed.example.org/embed/instagram" },
  socialFeedTikTok: { title: "Our latest TikTok videos", url: "https://feed.example.org/embed/tiktok" },
  socialFeedX: { title: "Our latest posts on X", url: "https://feed.example.org/embed/x" },
  socialFeedYouTube: { title: "Our latest YouTube videos", url: "https://feed.example.org/embed/youtube" },
  checkout: { title: "Secure checkout", url: "https://billing.zoho.com/subscribe" },
} as const satisfies Record<string, Embed>;

/** Origins the CSP lets the pages frame. */
export const frameOrigins: string[] = [...new Set(Object.values(embeds).map((embed) => new URL(embed.url).origin))];
