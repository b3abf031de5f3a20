/**
 * Links to other sites (not embedded). The spec names the kinds of site but not their addresses; each is
 * a placeholder to replace, listed in docs/content-to-supply.md.
 */
export const externalLinks = {
  careers: "https://careers.example.org/",
  videoChannel: "https://www.youtube.com/",
  helpCentre: "https://help.example.org/",
  /** Where Shield subscribers manage their plan: their account pages on this site (issue 37, decision 088). */
  subscriptionPortal: "/shield/account",
} as const;

export type SocialLink = { network: string; label: string; href: string };

export const socialLinks: SocialLink[] = [
  { network: "facebook", label: "Facebook", href: "https://www.facebook.com/" },
  { network: "instagram", label: "Instagram", href: "https://www.instagram.com/" },
  { network: "x", label: "X", href: "https://x.com/" },
  { network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/" },
  { network: "tiktok", label: "TikTok", href: "https://www.tiktok.com/" },
  { network: "youtube", label: "YouTube", href: "https://www.youtube.com/" },
];

/** The help-desk provider's widget script, loaded only when a visitor presses 'Help'. */
export const helpDeskWidget = {
  scriptUrl: "https://desk.zoho.com/portal/api/web/inapp/placeholder?orgId=0",
} as const;
