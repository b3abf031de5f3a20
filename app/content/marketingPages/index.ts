/**
 * The words, links and pictures of the marketing pages (home, donate, apply, classes, about, contact, e-waste,
 * programs). Each page is a data file, `<page>.json` here and its Spanish twin in `../es/marketingPages/`: no code,
 * so a writer or translator edits one file. The schemas below check both files when the server loads them, and the
 * parity test holds the Spanish file's links, pictures and figures equal to the English ones.
 */
import { z, type ZodTypeAny } from "zod";
import type { Locale } from "~/i18n/locale";
import aboutEs from "../es/marketingPages/about.json";
import applyEs from "../es/marketingPages/apply.json";
import contactEs from "../es/marketingPages/contact.json";
import donateEs from "../es/marketingPages/donate.json";
import dsclassesEs from "../es/marketingPages/dsclasses.json";
import ewasteEs from "../es/marketingPages/ewaste.json";
import homeEs from "../es/marketingPages/home.json";
import programsEs from "../es/marketingPages/programs.json";
import {
  cardSchema,
  featureBlockSchema,
  heroSchema,
  impactStatSchema,
  linkSchema,
  testimonialSchema,
  tileSchema,
} from "../schemas";
import about from "./about.json";
import apply from "./apply.json";
import contact from "./contact.json";
import donate from "./donate.json";
import dsclasses from "./dsclasses.json";
import ewaste from "./ewaste.json";
import home from "./home.json";
import programs from "./programs.json";

/** A page's headings and short texts: exactly these keys, each words. */
function headings<Key extends string>(...keys: Key[]) {
  return z.object(Object.fromEntries(keys.map((key) => [key, z.string()])) as Record<Key, z.ZodString>).strict();
}

/** Figures that count up in the browser are whole numbers (the final figure is in the HTML). */
const countedFigure = impactStatSchema.extend({ value: z.number().int() });

const pageSchemas = {
  home: z
    .object({
      homeHeadings: headings(
        "supporters",
        "stories",
        "hoursSuffix",
        "change",
        "testimonial",
        "tiles",
        "ways",
        "supporterListLabel",
      ),
      homeHero: heroSchema,
      storyCards: z.array(cardSchema),
      hoursBanner: countedFigure,
      /** The home page's claimed figures the records do not count (the goal, the corporate supporters; decision 118). */
      homeFigures: z.array(impactStatSchema),
      changeSteps: z.array(cardSchema),
      homeTestimonial: testimonialSchema,
      testimonialLinks: z.array(linkSchema),
      waysToGetInvolved: z.array(cardSchema),
    })
    .strict(),
  donate: z
    .object({
      donateHeadings: headings(
        "howItWorks",
        "form",
        "formIntro",
        "dropOff",
        "dataSafety",
        "supporters",
        "supporterListLabel",
        "getInvolved",
      ),
      donateHero: heroSchema,
      donateSteps: z.array(cardSchema),
      quickDropOff: featureBlockSchema,
      quickDropOffLink: linkSchema,
      dataSafety: featureBlockSchema,
      donateTiles: z.array(tileSchema),
      startDonationLink: linkSchema,
    })
    .strict(),
  apply: z
    .object({
      applyHeadings: headings("divide", "process", "eligibility", "eligibilityText", "form", "formIntro", "paperForm"),
      applyHero: heroSchema,
      digitalDivide: featureBlockSchema,
      applySteps: z.array(cardSchema),
      eligibilityLink: linkSchema,
      paperApplicationLink: linkSchema,
      startApplicationLink: linkSchema,
    })
    .strict(),
  dsclasses: z
    .object({
      dsclassesHeadings: headings("partners", "courses", "coursesIntro", "host", "hostText"),
      dsclassesHero: heroSchema,
      partnerBlock: featureBlockSchema,
      courses: z.array(cardSchema),
      hostClassLink: linkSchema,
    })
    .strict(),
  about: z
    .object({
      aboutHeadings: headings("counters", "visionMission", "history", "help"),
      aboutHero: heroSchema,
      vision: featureBlockSchema,
      mission: featureBlockSchema,
      history: z.array(cardSchema),
    })
    .strict(),
  contact: z
    .object({
      contactHeadings: headings("hours", "hoursText", "helpCentre", "helpCentreText", "form", "formIntro"),
      contactHero: heroSchema,
    })
    .strict(),
  ewaste: z
    .object({
      ewasteHeadings: headings("steps", "larger", "map", "mapIntro"),
      ewasteHero: heroSchema,
      dropOffSteps: z.array(cardSchema),
      largerItems: featureBlockSchema,
      donateFormLink: linkSchema,
      contactOfficesLink: linkSchema,
    })
    .strict(),
  programs: z
    .object({
      programsHeadings: headings("programs", "howItWorks", "howItWorksText", "getInvolved"),
      programsHero: heroSchema,
      programCards: z.array(cardSchema),
      howItWorksLinks: z.array(linkSchema),
    })
    .strict(),
};

type PageName = keyof typeof pageSchemas;

/** A page's file in each language, checked; a file that breaks its schema stops the server at start with its name. */
function inEachLanguage<Name extends PageName>(name: Name, files: Record<Locale, unknown>) {
  const schema: ZodTypeAny = pageSchemas[name];
  const read = (locale: Locale) => {
    const result = schema.safeParse(files[locale]);
    if (!result.success)
      throw new Error(
        `content/${locale === "en" ? "" : `${locale}/`}marketingPages/${name}.json: ${result.error.message}`,
      );
    return result.data as z.output<(typeof pageSchemas)[Name]>;
  };
  return { en: read("en"), es: read("es") };
}

export const homePage = inEachLanguage("home", { en: home, es: homeEs });
export const donatePage = inEachLanguage("donate", { en: donate, es: donateEs });
export const applyPage = inEachLanguage("apply", { en: apply, es: applyEs });
export const dsclassesPage = inEachLanguage("dsclasses", { en: dsclasses, es: dsclassesEs });
export const aboutPage = inEachLanguage("about", { en: about, es: aboutEs });
export const contactPage = inEachLanguage("contact", { en: contact, es: contactEs });
export const ewastePage = inEachLanguage("ewaste", { en: ewaste, es: ewasteEs });
export const programsPage = inEachLanguage("programs", { en: programs, es: programsEs });
