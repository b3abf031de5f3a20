import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { forwardedRecommendationParams, recommendationFormUrl } from "~/config/recommendation";
import { embeds } from "~/config/embeds";
import { impactClosingLinks, impactHero, impactOutcomes, impactReportPdf, impactReports, impactStats, testimonials, whoWeServe } from "~/content/impact";
import { partnerHero, partnerLogos } from "~/content/partner";
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
import { ngoStructuredData } from "~/seo";

const parseAll = <T>(schema: z.ZodType<T>, records: unknown[]) => records.forEach((record) => schema.parse(record));

describe("the content records of pages B parse with their schemas", () => {
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

  it("shows the impact page's figures exactly as spec §1 lists them", () => {
    expect(impactStats.map((stat) => `${stat.label}: ${formatStat(stat)}`)).toEqual([
      "Computers donated: 3,607",
      "Internet hours donated: 2,014,800+",
      "Digital skills classes taught: 215",
      "E-waste recycled: 55,907 pounds",
      "Jobs secured: 500",
      "Students accessed: 2,000",
      "Economic mobility: 300",
      "Accessed telehealth: 1,000",
      "Educational programs: 1,500 hours",
      "Non-profit partners: 400",
      "Businesses supported: 100",
      "Volunteer hours: 5,000",
    ]);
  });

  it("keeps the press history figures of spec §9", () => {
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

describe("the upload-recommendation form address", () => {
  const base = embeds.uploadRecommendationForm.url;
  const params = (url: string) => [...new URL(url).searchParams.entries()];

  it("forwards the seven parameters in order, empty when absent", () => {
    expect(params(recommendationFormUrl(""))).toEqual(forwardedRecommendationParams.map((name) => [name, ""]));
    expect(recommendationFormUrl("").startsWith(`${base}?`)).toBe(true);
  });

  it("passes present values URL-encoded, drops anything else and keeps the first of a repeated one", () => {
    const url = recommendationFormUrl("?Name_First=Ana%20Mar%C3%ADa&email=a%2Bb%40x.org&ID=42&ID=43&utm_source=mail&partner=A%26B");
    expect(params(url)).toEqual([
      ["Name_First", "Ana María"],
      ["Name_Last", ""],
      ["Name1_First", ""],
      ["Name2_First", ""],
      ["partner", "A&B"],
      ["email", "a+b@x.org"],
      ["ID", "42"],
    ]);
    expect(url).not.toContain("utm_source");
    expect(url).toContain("email=a%2Bb%40x.org");
  });

  it("never lets markup through unencoded", () => {
    const url = recommendationFormUrl(new URLSearchParams({ Name_First: '"><script>alert(1)</script>' }));
    expect(url).not.toMatch(/[<>"]/);
    expect(new URL(url).searchParams.get("Name_First")).toBe('"><script>alert(1)</script>');
  });
});

describe("the NGO structured data", () => {
  it("is a schema.org NGO with the site's address", () => {
    const data = ngoStructuredData("https://example.org");
    expect(data["@type"]).toBe("NGO");
    expect(data["@context"]).toBe("https://schema.org");
    expect(data.url).toBe("https://example.org/");
    expect(JSON.parse(JSON.stringify(data)).areaServed).toHaveLength(3);
  });
});
