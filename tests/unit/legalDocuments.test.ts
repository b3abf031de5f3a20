import { describe, expect, it } from "vitest";
import { embeds } from "~/config/embeds";
import { privacyPolicy, siteCookies, type PrivacyFacts } from "~/content/privacyPolicy";
import { blockSchema, blocksText } from "~/content/richText";
import { termsOfService } from "~/content/termsOfService";

const facts: PrivacyFacts = {
  signInLinkMinutes: 15,
  sessionIdleMinutes: 30,
  sessionMaxHours: 8,
  signInRequestsPerMinute: 30,
  signInEmailsPerWindow: 3,
  signInEmailWindowMinutes: 15,
  referralCookieDays: 60,
  retentionDays: 30,
  applicationDraftDays: 30,
  saveLinkDays: 14,
  recommendLinkDays: 30,
  letterRetentionDays: 90,
};

describe("the legal documents", () => {
  const privacy = privacyPolicy(facts);
  const terms = termsOfService(facts);

  it("are structured text records that take effect on 2026-11-23", () => {
    for (const document of [privacy, terms]) {
      for (const block of document.blocks) expect(() => blockSchema.parse(block)).not.toThrow();
      expect(document.effectiveDate).toBe("2026-11-23");
      expect(document.updatedLabel).toBe("Effective November 23, 2026");
    }
  });

  it("name every cookie and the figures the code enforces", () => {
    const text = blocksText(privacy.blocks);
    for (const cookie of Object.values(siteCookies)) {
      expect(text).toContain(cookie.plain);
      expect(text).toContain(cookie.https);
    }
    for (const figure of [
      "expires after 15 minutes",
      "30 minutes without activity",
      "8 hours",
      "30 a minute",
      "3 emails to one address in 15 minutes",
      "for 60 days",
      "by itself 30 days after",
    ]) {
      expect(text).toContain(figure);
    }
    expect(text).toContain("without anything after a question mark");
  });

  it("list every third-party frame's provider", () => {
    const text = blocksText(privacy.blocks);
    for (const embed of Object.values(embeds)) expect(text).toContain(new URL(embed.url).host);
  });

  it("state the prepaid terms from the product records", () => {
    const text = blocksText(terms.blocks);
    expect(text).toContain("$84 one time");
    expect(text).toContain("renews every 12 months unless cancelled");
    expect(text).toContain("expires after 15 minutes");
  });
});
