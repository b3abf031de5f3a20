import { externalLinks } from "./external";
import { portalEntryLink, type FooterColumn } from "./routes";

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
