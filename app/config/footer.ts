import { legalLinks } from "~/content/legal";
import { externalLinks } from "./external";
import { org } from "./org";
import { portalEntryLink, type FooterColumn, type FooterLink } from "./routes";

export const footerColumns: FooterColumn[] = [
  {
    heading: "About",
    links: [
      { label: "About Us", to: "/about" },
      { label: "Team", to: "/team/" },
      { label: "Contact Us", to: "/contact" },
      { label: "Our Impact", to: "/impact" },
      { label: "Press & Media", to: "/press" },
      { label: "Blog", to: "/blog" },
      { label: "Careers", to: externalLinks.careers, external: true },
    ],
  },
  {
    heading: "Programs",
    links: [
      { label: "Our Programs", to: "/programs" },
      { label: "Apply for a Computer", to: "/apply" },
      { label: "Digital Skills Classes", to: "/dsclasses" },
      { label: "Non-Profit Partnerships", to: "/partner" },
      { label: "Low-cost internet", to: "/shield" },
      portalEntryLink,
    ],
  },
  {
    heading: "Get Involved",
    links: [
      { label: "Fund Our Work", to: "/financialdonation" },
      { label: "Donate Computers", to: "/donate" },
      { label: "E-Waste Drop-Off", to: "/ewastedropoff" },
      { label: "Volunteer", to: "/volunteer" },
    ],
  },
];

/** The legal pages, linked from the bottom of every page's footer; `footerLegalLabel` names the list. */
export const footerLegalLabel = "Legal";
export const footerLegalLinks: FooterLink[] = [
  { label: legalLinks.privacy.text, to: legalLinks.privacy.to },
  { label: legalLinks.terms.text, to: legalLinks.terms.to },
];

/** '© 2025 Tech Access Non-Profit, Inc. All rights reserved.': one full stop, whether or not the name ends in one. */
export function copyrightNotice(
  legalName: string = org.legalName,
  year: number = org.copyrightYear,
  allRightsReserved = "All rights reserved.",
): string {
  const name = legalName.endsWith(".") ? legalName : `${legalName}.`;
  return `© ${year} ${name} ${allRightsReserved}`;
}
