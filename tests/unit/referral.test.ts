import { describe, expect, it } from "vitest";
import { checkoutHostedPageToken, checkoutUrl } from "~/site/checkout";
import { embeds } from "~/config/embeds";
import {
  cleanReferral,
  cleanReferralValue,
  hasReferralParams,
  mergeReferral,
  referralFromSearch,
} from "~/config/referral";
import { shieldProducts } from "~/content/shieldProducts";

describe("a referral or coupon value", () => {
  it("is kept when it is short plain text: letters, digits, '-', '_', '.', space", () => {
    for (const value of [
      "PartnerNews",
      "Hoboken Library",
      "spring-2026",
      "SAVE_10",
      "v1.2",
      "Biblioteca Pública",
      "a".repeat(64),
    ]) {
      expect(cleanReferralValue(value), value).toBe(value);
    }
    expect(cleanReferralValue("  padded  ")).toBe("padded");
  });

  it("is dropped when it holds anything else, is empty or longer than 64 characters", () => {
    for (const value of [
      '"><script>alert(1)</script>',
      "a&b=c",
      "x/y",
      "50%off",
      "name@example.org",
      "line\nbreak",
      "tab\there",
      "‮evil",
      "",
      "   ",
      "a".repeat(65),
      null,
      undefined,
      42,
    ]) {
      expect(cleanReferralValue(value), JSON.stringify(value)).toBeUndefined();
    }
  });
});

describe("the referral in an address", () => {
  it("takes who referred from ref, source or utm_source, and the coupon from coupon or coupon_code, first valid wins", () => {
    expect(referralFromSearch(new URLSearchParams("ref=Library&coupon=SAVE10"))).toEqual({
      source: "Library",
      coupon: "SAVE10",
    });
    expect(referralFromSearch(new URLSearchParams("source=News&coupon_code=WELCOME"))).toEqual({
      source: "News",
      coupon: "WELCOME",
    });
    expect(referralFromSearch(new URLSearchParams("utm_source=newsletter"))).toEqual({ source: "newsletter" });
    expect(referralFromSearch(new URLSearchParams("ref=%3Cb%3E&source=Fallback"))).toEqual({ source: "Fallback" });
  });

  it("is empty when every value is hostile, though the address still counts as carrying parameters", () => {
    const params = new URLSearchParams("ref=%3Cscript%3E&coupon=a%26b");
    expect(referralFromSearch(params)).toEqual({});
    expect(hasReferralParams(params)).toBe(true);
    expect(hasReferralParams(new URLSearchParams("image=2"))).toBe(false);
  });

  it("replaces an older value field by field", () => {
    expect(mergeReferral({ source: "Old", coupon: "KEEP" }, { source: "New" })).toEqual({
      source: "New",
      coupon: "KEEP",
    });
  });

  it("read back from a cookie keeps only valid fields", () => {
    expect(cleanReferral({ source: "<x>", coupon: "OK1", other: "ignored" })).toEqual({ coupon: "OK1" });
    expect(cleanReferral("not an object")).toEqual({});
  });
});

describe("the checkout frame's address with a referral", () => {
  it("adds cf_who_told_you_about_us and coupon_code after the plan and add-on", () => {
    const href = checkoutUrl(shieldProducts.hotspot12months, embeds.checkout.url, {
      source: "Hoboken Library",
      coupon: "SAVE10",
    });
    expect(href).toBe(
      `${embeds.checkout.url}/${checkoutHostedPageToken}/1000?addon_code%5B0%5D=t10&addon_quantity%5B0%5D=1&cf_who_told_you_about_us=Hoboken%20Library&coupon_code=SAVE10`,
    );
  });

  it("never forwards a value that is not plain text, even if one reaches it", () => {
    const url = new URL(
      checkoutUrl(shieldProducts.simcard, embeds.checkout.url, { source: "a&coupon_code=FREE", coupon: "ok" }),
    );
    expect(url.searchParams.get("cf_who_told_you_about_us")).toBeNull();
    expect(url.searchParams.getAll("coupon_code")).toEqual(["ok"]);
  });

  it("is the plain address without a referral", () => {
    expect(checkoutUrl(shieldProducts.simcard, embeds.checkout.url, {})).toBe(checkoutUrl(shieldProducts.simcard));
  });
});
