import { describe, expect, it } from "vitest";
import type { ZodTypeAny } from "zod";
import * as blog from "~/content/blog";
import * as careers from "~/content/careers";
import { getInvolvedTiles } from "~/content/getInvolvedTiles";
import {
  aboutPage,
  applyPage,
  contactPage,
  donatePage,
  dsclassesPage,
  ewastePage,
  homePage,
  programsPage,
} from "~/content/marketingPages";
import {
  cardSchema,
  featureBlockSchema,
  heroSchema,
  impactStatSchema,
  linkSchema,
  logoSchema,
  reportCardSchema,
  testimonialSchema,
  tileSchema,
} from "~/content/schemas";
import * as support from "~/content/support";
import { supporterLogos } from "~/content/supporters";
import * as volunteer from "~/content/volunteer";

/** Every display record of the home, donate, apply, classes, about, blog, contact, e-waste, support, programs, volunteer and careers pages, with the schema it must satisfy. */
const records: Array<[string, ZodTypeAny, unknown[]]> = [
  [
    "heroes",
    heroSchema,
    [
      homePage.en.homeHero,
      donatePage.en.donateHero,
      applyPage.en.applyHero,
      dsclassesPage.en.dsclassesHero,
      aboutPage.en.aboutHero,
      blog.blogHero,
      contactPage.en.contactHero,
      ewastePage.en.ewasteHero,
      support.supportHero,
      programsPage.en.programsHero,
      volunteer.volunteerHero,
      careers.careersHero,
    ],
  ],
  [
    "cards",
    cardSchema,
    [
      ...homePage.en.storyCards,
      ...homePage.en.changeSteps,
      ...homePage.en.waysToGetInvolved,
      ...donatePage.en.donateSteps,
      ...applyPage.en.applySteps,
      ...dsclassesPage.en.courses,
      ...aboutPage.en.history,
      ...ewastePage.en.dropOffSteps,
      ...programsPage.en.programCards,
    ],
  ],
  ["tiles", tileSchema, [...getInvolvedTiles, ...donatePage.en.donateTiles]],
  [
    "feature blocks",
    featureBlockSchema,
    [
      donatePage.en.quickDropOff,
      donatePage.en.dataSafety,
      applyPage.en.digitalDivide,
      dsclassesPage.en.partnerBlock,
      aboutPage.en.vision,
      aboutPage.en.mission,
      ewastePage.en.largerItems,
    ],
  ],
  ["impact statistics", impactStatSchema, [homePage.en.hoursBanner, ...homePage.en.homeFigures]],
  ["testimonials", testimonialSchema, [homePage.en.homeTestimonial, volunteer.volunteerTestimonial]],
  ["logos", logoSchema, supporterLogos],
  ["report and volunteer cards", reportCardSchema, [...volunteer.volunteerOpportunities]],
  [
    "links",
    linkSchema,
    [
      ...homePage.en.testimonialLinks,
      donatePage.en.quickDropOffLink,
      applyPage.en.eligibilityLink,
      applyPage.en.paperApplicationLink,
      dsclassesPage.en.hostClassLink,
      blog.videoChannelLink,
      ewastePage.en.donateFormLink,
      ewastePage.en.contactOfficesLink,
      ...programsPage.en.howItWorksLinks,
      careers.careersLink,
    ],
  ],
];

describe("the content records of the home, about, programs and other marketing pages", () => {
  for (const [kind, schema, list] of records) {
    it(`has valid ${kind}`, () => {
      expect(list.length).toBeGreaterThan(0);
      for (const record of list) expect(() => schema.parse(record), JSON.stringify(record)).not.toThrow();
    });
  }

  it("keeps only the home page's figures the records do not count, as the spec gives them (issue 48)", () => {
    expect(homePage.en.hoursBanner.value).toBe(10_000_000);
    expect(homePage.en.homeFigures.map((figure) => figure.value)).toEqual([1, 180]);
  });

  it("has 15 supporter logos, all marked as placeholders until the organisation supplies them", () => {
    expect(supporterLogos).toHaveLength(15);
    expect(supporterLogos.every((logo) => logo.placeholder)).toBe(true);
  });

  it("marks the testimonials the spec does not give as placeholders", () => {
    expect(homePage.en.homeTestimonial.placeholder).toBe(true);
    expect(volunteer.volunteerTestimonial.placeholder).toBe(true);
  });

  it("opens the hero article of the spec from the blog's 'Continue Reading'", () => {
    expect(blog.blogHero.links).toEqual([
      { text: "Continue Reading", to: "/blog/5-ways-to-improve-your-internet-connection" },
    ]);
  });
});
