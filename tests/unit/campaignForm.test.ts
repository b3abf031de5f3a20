/** The staff's campaign form, read (issue 48 §2): what makes a campaign and the sentence for each refusal. */
import { describe, expect, it } from "vitest";
import { campaignMessages, emptyCampaign, readCampaign, type CampaignTyped } from "~/gifts/campaigns/campaignForm";
import { lupeCampaign } from "../support/campaignFixture";
import { percentOf } from "~/gifts/campaigns/campaignPage.server";

const typed = (overrides: Partial<CampaignTyped> = {}): CampaignTyped => ({
  ...emptyCampaign,
  slug: "laptops-for-lupe",
  titleEn: " Laptops  for Lupe ",
  titleEs: "Portátiles para Lupe",
  storyEn: "First.\r\n\r\nSecond.",
  storyEs: "Primero.",
  goal: "$1,000",
  startsOn: "2026-12-01",
  endsOn: "2026-12-31",
  ...overrides,
});

describe("the campaign form", () => {
  it("makes a campaign: the goal in whole cents, paragraphs kept, unlisted unless ticked, no image when empty", () => {
    expect(readCampaign(typed())).toEqual({ ok: true, value: { ...lupeCampaign, listed: false } });
    expect(readCampaign(typed({ listed: "yes", image: "/images/lupe.jpg" }))).toMatchObject({
      ok: true,
      value: { listed: true, image: "/images/lupe.jpg" },
    });
  });

  it("refuses each wrong field with its sentence", () => {
    const read = readCampaign(
      typed({
        slug: "Lupe!",
        titleEs: "",
        storyEn: "a\u0000b",
        goal: "10.50",
        startsOn: "2026-02-30",
        endsOn: "2026-11-30",
        image: "https://elsewhere.example/x.jpg",
      }),
    );
    expect(read).toEqual({
      ok: false,
      errors: {
        slug: campaignMessages.slug,
        titleEs: campaignMessages.titleEs,
        storyEn: campaignMessages.storyEn,
        goal: campaignMessages.goal,
        startsOn: campaignMessages.startsOn,
        image: campaignMessages.image,
      },
    });
    expect(readCampaign(typed({ endsOn: "2026-11-30" }))).toEqual({
      ok: false,
      errors: { endsOn: campaignMessages.endsOn },
    });
  });

  it("fills the bar in whole percent, never past the goal", () => {
    expect(percentOf(0, 100_000)).toBe(0);
    expect(percentOf(5_000, 100_000)).toBe(5);
    expect(percentOf(250_000, 100_000)).toBe(100);
  });
});
