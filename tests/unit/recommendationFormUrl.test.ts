import { describe, expect, it } from "vitest";
import { embeds } from "~/config/embeds";
import { forwardedRecommendationParams, recommendationFormUrl } from "~/config/recommendation";

describe("the upload-recommendation form address", () => {
  const base = embeds.uploadRecommendationForm.url;
  const params = (url: string) => [...new URL(url).searchParams.entries()];

  it("forwards the seven parameters in order, empty when absent", () => {
    expect(params(recommendationFormUrl(""))).toEqual(forwardedRecommendationParams.map((name) => [name, ""]));
    expect(recommendationFormUrl("").startsWith(`${base}?`)).toBe(true);
  });

  it("passes present values URL-encoded, drops anything else and keeps the first of a repeated one", () => {
    const url = recommendationFormUrl(
      "?Name_First=Ana%20Mar%C3%ADa&email=a%2Bb%40x.org&ID=42&ID=43&utm_source=mail&partner=A%26B",
    );
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
