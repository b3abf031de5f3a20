import { describe, expect, it } from "vitest";
import type { ZodTypeAny } from "zod";
import * as about from "~/content/about";
import * as apply from "~/content/apply";
import * as blog from "~/content/blog";
import * as careers from "~/content/careers";
import * as contact from "~/content/contact";
import * as donate from "~/content/donate";
import * as dsclasses from "~/content/dsclasses";
import * as ewaste from "~/content/ewaste";
import { getInvolvedTiles } from "~/content/getInvolvedTiles";
import * as home from "~/content/home";
import * as programs from "~/content/programs";
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
  ["heroes", heroSchema, [home.homeHero, donate.donateHero, apply.applyHero, dsclasses.dsclassesHero, about.aboutHero, blog.blogHero, contact.contactHero, ewaste.ewasteHero, support.supportHero, programs.programsHero, volunteer.volunteerHero, careers.careersHero]],
  ["cards", cardSchema, [...home.storyCards, ...home.changeSteps, ...home.waysToGetInvolved, ...donate.donateSteps, ...apply.applySteps, ...dsclasses.courses, ...about.history, ...ewaste.dropOffSteps, ...programs.programCards]],
  ["tiles", tileSchema, [...getInvolvedTiles, ...donate.donateTiles]],
  ["feature blocks", featureBlockSchema, [donate.quickDropOff, donate.dataSafety, apply.digitalDivide, dsclasses.partnerBlock, about.vision, about.mission, ewaste.largerItems]],
  ["impact statistics", impactStatSchema, [home.hoursBanner, ...home.homeFigures, ...about.aboutCounters]],
  ["testimonials", testimonialSchema, [home.homeTestimonial, volunteer.volunteerTestimonial]],
  ["logos", logoSchema, supporterLogos],
  ["report and volunteer cards", reportCardSchema, [...volunteer.volunteerOpportunities]],
  ["links", linkSchema, [...home.testimonialLinks, donate.quickDropOffLink, apply.eligibilityLink, apply.paperApplicationLink, dsclasses.hostClassLink, blog.videoChannelLink, ewaste.donateFormLink, ewaste.contactOfficesLink, ...programs.howItWorksLinks, careers.careersLink]],
];

describe("the content records of the home, about, programs and other marketing pages", () => {
  for (const [kind, schema, list] of records) {
    it(`has valid ${kind}`, () => {
      expect(list.length).toBeGreaterThan(0);
      for (const record of list) expect(() => schema.parse(record), JSON.stringify(record)).not.toThrow();
    });
  }

  it("keeps the home page's figures exactly as the spec gives them", () => {
    expect(home.hoursBanner.value).toBe(10_000_000);
    expect(home.homeFigures.map((figure) => figure.value)).toEqual([4551, 58.353, 219, 1, 180, 400]);
  });

  it("has 15 supporter logos, all marked as placeholders until the organisation supplies them", () => {
    expect(supporterLogos).toHaveLength(15);
    expect(supporterLogos.every((logo) => logo.placeholder)).toBe(true);
  });

  it("marks the testimonials the spec does not give as placeholders", () => {
    expect(home.homeTestimonial.placeholder).toBe(true);
    expect(volunteer.volunteerTestimonial.placeholder).toBe(true);
  });

  it("opens the hero article of the spec from the blog's 'Continue Reading'", () => {
    expect(blog.blogHero.links).toEqual([{ text: "Continue Reading", to: "/blog/5-ways-to-improve-your-internet-connection" }]);
  });

  it("counts up only whole numbers on the about page", () => {
    expect(about.aboutCounters).toHaveLength(3);
    for (const counter of about.aboutCounters) expect(Number.isInteger(counter.value)).toBe(true);
  });
});
