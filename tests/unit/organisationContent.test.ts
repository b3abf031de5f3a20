import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  impactClosingLinks,
  impactHero,
  impactOutcomes,
  impactReportPdf,
  impactReports,
  impactStats,
  testimonials,
  whoWeServe,
} from "~/content/impact";
import { partnerHero, partnerLogos } from "~/content/partner";
import { partnerHero as partnerHeroEs } from "~/content/es/partner";
import { pressHero as pressHeroEs } from "~/content/es/press";
import { volunteerHero as volunteerHeroEs } from "~/content/es/volunteer";
import { volunteerHero } from "~/content/volunteer";
import { pepperHero } from "~/content/pepper";
import {
  contributeTiles,
  mediaHighlights,
  pressHero,
  pressHistory,
  pressLogos,
  pressReleaseItems,
  pressReleaseSchema,
  pressReleases,
} from "~/content/press";
import {
  cardSchema,
  defaultHero,
  heroSchema,
  impactStatSchema,
  linkSchema,
  logoSchema,
  memberSchema,
  pressItemSchema,
  reportCardSchema,
  testimonialSchema,
  tileSchema,
} from "~/content/schemas";
import { boardOfDirectors, missionControl, teamHero } from "~/content/team";
import { formatStat } from "~/components/StatsCounters";

const parseAll = <T>(schema: z.ZodType<T>, records: unknown[]) => records.forEach((record) => schema.parse(record));

describe("the content records of the press, impact, partner, team and festival pages parse with their schemas", () => {
  it("heroes, logos, cards, tiles, links", () => {
    parseAll(heroSchema, [pressHero, impactHero, partnerHero, teamHero, pepperHero]);
    parseAll(logoSchema, [...pressLogos, ...partnerLogos]);
    parseAll(cardSchema, [...impactOutcomes, ...whoWeServe]);
    parseAll(tileSchema, contributeTiles);
    parseAll(linkSchema, impactClosingLinks);
  });

  it("press items, press releases (the PDF script's JSON), stats, testimonials, members, reports", () => {
    parseAll(pressItemSchema, [...mediaHighlights, ...pressReleaseItems]);
    const file = JSON.parse(readFileSync("app/content/pressReleases.json", "utf8")) as { releases: unknown[] };
    parseAll(pressReleaseSchema, file.releases);
    parseAll(impactStatSchema, [...impactStats, ...pressHistory]);
    parseAll(testimonialSchema, testimonials);
    parseAll(memberSchema, [...missionControl, ...boardOfDirectors]);
    parseAll(reportCardSchema, impactReports);
  });
});

describe("what the spec fixes", () => {
  it("has about 32 outlet logos, six media highlights and eight press releases dated April to December 2024", () => {
    expect(pressLogos).toHaveLength(32);
    expect(mediaHighlights).toHaveLength(6);
    expect(pressReleases).toHaveLength(8);
    for (const item of [...mediaHighlights, ...pressReleaseItems]) {
      expect(item.date).toMatch(/^(April|May|June|July|August|September|October|November|December) 2024$/);
    }
    expect(new Set(pressReleaseItems.map((item) => item.link)).size).toBe(8);
    for (const item of pressReleaseItems) expect(item.link).toMatch(/^\/press\/[a-z0-9-]+\.pdf$/);
  });

  it("shows the impact report's figures the records do not count exactly as the original site lists them (issue 48)", () => {
    expect(impactStats.map((stat) => `${stat.label}: ${formatStat(stat)}`)).toEqual([
      "Internet hours donated: 2,014,800+",
      "Jobs secured: 500",
      "Students accessed: 2,000",
      "Economic mobility: 300",
      "Accessed telehealth: 1,000",
      "Educational programs: 1,500 hours",
      "Businesses supported: 100",
    ]);
  });

  it("keeps the press history figures of the original press page", () => {
    expect(pressHistory.map((stat) => stat.value)).toEqual([176, 220, 110, 150]);
  });

  it("has ten anonymous placeholder testimonials dated October–November 2024", () => {
    expect(testimonials).toHaveLength(10);
    for (const testimonial of testimonials) {
      expect(testimonial.placeholder).toBe(true);
      expect(testimonial.date).toMatch(/-(Oct|Nov)-2024$/);
    }
  });

  it("has 7 Mission Control and 6 board placeholders, with no invented names", () => {
    expect(missionControl).toHaveLength(7);
    expect(boardOfDirectors).toHaveLength(6);
    for (const member of [...missionControl, ...boardOfDirectors]) {
      expect(member.placeholder).toBe(true);
      expect(member.name).toMatch(/to be supplied/);
    }
  });

  it("links only the 2023 impact report, to the generated PDF", () => {
    expect(impactReports.map((report) => [report.title, report.link])).toEqual([
      ["2023 Impact Report", impactReportPdf],
      ["2022 Impact Report", undefined],
      ["2021 Impact Report", undefined],
    ]);
  });
});

describe("a hero on the default background (defaultHero)", () => {
  it("links to the same places in English and Spanish, each language with its own words", () => {
    for (const [en, es] of [
      [partnerHero, partnerHeroEs],
      [pressHero, pressHeroEs],
      [volunteerHero, volunteerHeroEs],
    ] as const) {
      expect(heroSchema.parse(es)).toEqual(es);
      expect(es.links.map(({ to, external }) => ({ to, external }))).toEqual(
        en.links.map(({ to, external }) => ({ to, external })),
      );
      expect(es.links.map((link) => link.text)).not.toEqual(en.links.map((link) => link.text));
    }
    expect(partnerHero).toEqual({
      bgImage: "/images/hero/default.svg",
      titlePart1: "Non-Profit",
      titlePart2: "Partnerships",
      description: partnerHero.description,
      links: [
        { text: "Apply to Partner", to: "#partner-form" },
        { text: "Caseworkers: sign in", to: "/partners" },
      ],
    });
  });

  it("refuses words with more or fewer links than it has places", () => {
    expect(() => defaultHero([{ to: "/a" }], { title: ["A", "B"], description: "C", links: ["one", "two"] })).toThrow(
      "a hero has 1 links, not 2",
    );
  });
});
