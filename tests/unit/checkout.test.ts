import { describe, expect, it } from "vitest";
import { checkoutHostedPageToken, checkoutUrl } from "~/site/checkout";
import { embeds, frameOrigins } from "~/config/embeds";
import { shieldProducts } from "~/content/shieldProducts";

const parse = (url: string) => new URL(url);

describe("the hosted checkout address of each product", () => {
  it("is the provider's subscribe path with the hosted page token and plan 105 for the SIM card, and no add-on", () => {
    const url = parse(checkoutUrl(shieldProducts.simcard));
    expect(`${url.origin}${url.pathname}`).toBe(`${embeds.checkout.url}/${checkoutHostedPageToken}/105`);
    expect(url.search).toBe("");
  });

  it("uses plan 105 with the add-on t10, quantity 1, for the hotspot, brackets percent-encoded (a valid URL)", () => {
    const href = checkoutUrl(shieldProducts.hotspot);
    expect(href).toBe(
      `${embeds.checkout.url}/${checkoutHostedPageToken}/105?addon_code%5B0%5D=t10&addon_quantity%5B0%5D=1`,
    );
    const url = parse(href);
    expect(url.searchParams.get("addon_code[0]")).toBe("t10");
    expect(url.searchParams.get("addon_quantity[0]")).toBe("1");
  });

  it("uses plan 120 and no add-on for the router pre-order", () => {
    const url = parse(checkoutUrl(shieldProducts.router));
    expect(url.pathname.endsWith(`/${checkoutHostedPageToken}/120`)).toBe(true);
    expect(url.search).toBe("");
  });

  it("accepts a base with a trailing slash and escapes add-on codes", () => {
    const href = checkoutUrl(
      { planId: "105", addon: { code: "a&b", quantity: 2 } },
      "https://pay.example.org/subscribe/",
    );
    expect(href).toBe(
      `https://pay.example.org/subscribe/${checkoutHostedPageToken}/105?addon_code%5B0%5D=a%26b&addon_quantity%5B0%5D=2`,
    );
  });

  it("is on an origin the CSP lets the pages frame", () => {
    for (const product of Object.values(shieldProducts)) {
      expect(frameOrigins).toContain(parse(checkoutUrl(product)).origin);
    }
  });
});
