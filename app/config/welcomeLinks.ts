/**
 * The shape of `/welcome` (issue 50 §2), written once for both languages: its sections in order, and each
 * section's links, to a page of this site (`to`) or to another site (`href`, its English and Spanish address; a
 * service with one address gives it twice). The other sites are public services' home pages the organisation
 * confirms or replaces (docs/content-to-supply.md). The words (headings, texts, each link's text, by the same keys)
 * are in `app/content/welcome.ts` and its Spanish twin.
 */
import type { Locale } from "~/i18n/locale";

type WelcomeLink = { key: string; to: string } | { key: string; href: Record<Locale, string> };

export const welcomeLinks = {
  online: [
    { key: "shield", to: "/shield" },
    {
      key: "lifeline",
      href: { en: "https://www.fcc.gov/lifeline-consumers", es: "https://www.fcc.gov/lifeline-consumidores" },
    },
  ],
  jobs: [
    { key: "careerOneStop", href: { en: "https://www.careeronestop.org/", es: "https://www.careeronestop.org/" } },
  ],
  learning: [
    { key: "classes", to: "/dsclasses" },
    { key: "gcfGlobal", href: { en: "https://edu.gcfglobal.org/en/", es: "https://edu.gcfglobal.org/es/" } },
    { key: "khanAcademy", href: { en: "https://www.khanacademy.org/", es: "https://es.khanacademy.org/" } },
  ],
  benefits: [
    {
      key: "benefits",
      href: { en: "https://www.usa.gov/benefits", es: "https://www.usa.gov/es/beneficios-del-gobierno" },
    },
    {
      key: "snap",
      href: {
        en: "https://www.fns.usda.gov/snap/state-directory",
        es: "https://www.fns.usda.gov/snap/state-directory",
      },
    },
  ],
  health: [
    { key: "healthInsurance", href: { en: "https://www.healthcare.gov/", es: "https://www.cuidadodesalud.gov/es/" } },
    {
      key: "healthCentres",
      href: { en: "https://findahealthcenter.hrsa.gov/", es: "https://findahealthcenter.hrsa.gov/" },
    },
  ],
  safety: [{ key: "onlineSafety", href: { en: "https://consumer.ftc.gov/", es: "https://consumidor.ftc.gov/" } }],
  help: [
    { key: "portalHelp", to: "/portal/help" },
    { key: "contact", to: "/contact" },
  ],
} as const satisfies Record<string, readonly WelcomeLink[]>;

export type WelcomeSectionId = keyof typeof welcomeLinks;

/** What each language says of the page: a section's heading and text, and each of its links' text by its key. */
export type WelcomeWords = {
  [S in WelcomeSectionId]: {
    heading: string;
    text: string;
    links: { [L in (typeof welcomeLinks)[S][number]["key"]]: string };
  };
};
