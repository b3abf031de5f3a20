import { legalLinks } from "~/content/legal";
import { navigationWords, type NavigationWords } from "~/content/navigation";
import type { Localized } from "~/i18n";
import { externalLinks } from "~/config/external";
import { org } from "~/config/org";
import { navLinksIn, type FooterColumn, type FooterLink } from "~/config/navigation";

/** The footer's four columns, in a language's words: the last leads each kind of person to their sign-in. */
export function footerColumnsIn(words: NavigationWords): FooterColumn[] {
  return [
    {
      heading: words.about,
      links: [
        ...navLinksIn(words, ["aboutUsLink", "team", "contact", "impact", "press", "blog"]),
        { label: words.careers, to: externalLinks.careers, external: true },
      ],
    },
    {
      heading: words.programs,
      links: navLinksIn(words, ["ourPrograms", "apply", "skillsClasses", "partnerships", "lowCostInternet"]),
    },
    {
      heading: words.getInvolved,
      links: navLinksIn(words, ["fundOurWork", "donateComputers", "eWasteDropOff", "volunteer"]),
    },
    {
      heading: words.signIn,
      links: navLinksIn(words, ["portalEntry", "partnerPortal", "shieldAccount", "otherSignIns"]),
    },
  ];
}

/** The legal pages, linked from the bottom of every page's footer, with a language's names for them. */
export function footerLegalLinksIn(links: Localized<typeof legalLinks>): FooterLink[] {
  return [
    { label: links.privacy.text, to: links.privacy.to },
    { label: links.terms.text, to: links.terms.to },
  ];
}

export const footerColumns: FooterColumn[] = footerColumnsIn(navigationWords);
/** `footerLegalLabel` names the list of legal pages. */
export const footerLegalLabel = navigationWords.legal;
export const footerLegalLinks: FooterLink[] = footerLegalLinksIn(legalLinks);

/** '© 2025 Tech Access Non-Profit, Inc. All rights reserved.': one full stop, whether or not the name ends in one. */
export function copyrightNotice(
  legalName: string = org.legalName,
  year: number = org.copyrightYear,
  allRightsReserved = "All rights reserved.",
): string {
  const name = legalName.endsWith(".") ? legalName : `${legalName}.`;
  return `© ${year} ${name} ${allRightsReserved}`;
}
