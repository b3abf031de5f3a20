import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { shieldChoiceCards, shieldFaq, shieldFeatures } from "~/content/shieldLanding";
import {
  allShieldProducts,
  eligibilityText,
  galleryImageNumber,
  hotspotSpecs,
  routerSpecs,
  shieldProductList,
  shieldProducts,
  shieldService,
} from "~/content/shieldProducts";
import { productStructuredData } from "~/content/shieldStructuredData";
import { expectValidProductPages } from "../support/shieldProducts";

describe("the Shield product records", () => {
  it("are valid records, one per product page, each page in the route list", () => {
    expectValidProductPages(shieldProductList);
    expect(shieldProductList.map((product) => product.path)).toEqual([
      "/shieldsimcard",
      "/shieldhotspotsim",
      "/shield5grouter",
    ]);
  });

  it("carry the spec's exact titles", () => {
    expect(shieldProducts.simcard.title).toBe("Unlimited Internet Plan – SIM Card Only (No Device Included)");
    expect(shieldProducts.hotspot.title).toBe("T10 Mobile Hotspot with Unlimited Nationwide Internet");
    expect(shieldProducts.router.title).toBe("Shield 5G Home Hotspot - Device Only (Pre-Order)");
  });

  it("carry the spec's prices, plans and availability", () => {
    expect(shieldService.monthlyPrice).toBe(14.89);
    expect(shieldProducts.simcard).toMatchObject({
      monthlyPrice: 14.89,
      devicePrice: null,
      planId: "105",
      addon: null,
      availability: "InStock",
    });
    expect(shieldProducts.hotspot).toMatchObject({
      monthlyPrice: 14.89,
      devicePrice: 60,
      planId: "105",
      addon: { code: "t10", quantity: 1 },
    });
    expect(shieldProducts.router).toMatchObject({
      monthlyPrice: null,
      devicePrice: 149,
      planId: "120",
      addon: null,
      availability: "PreOrder",
    });
  });

  it("have 2, 3 and 5 pictures, each an existing file with alt text", () => {
    expect(shieldProductList.map((product) => product.images.length)).toEqual([2, 3, 5]);
    for (const image of shieldProductList.flatMap((product) => product.images)) {
      const file = `public${image.src}`;
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, "utf8")).toContain(`width="${image.width}"`);
    }
  });

  it("state the spec's figures in the descriptions", () => {
    const hotspot = shieldProducts.hotspot.facts.join(" ");
    expect(hotspot).toContain("$60");
    expect(hotspot).toContain("$14.89/month");
    expect(hotspot).toContain(`up to ${hotspotSpecs.maxDevices} devices`);
    expect(hotspot).toContain("About 8 hours");
    expect(hotspot).toContain("4G LTE");
    expect(hotspot).toContain("about 10 business days");
    const router = shieldProducts.router.facts.join(" ");
    expect(router).toContain("$149");
    expect(router).toContain(`up to ${routerSpecs.batteryHours} hours`);
    expect(router).toContain("notify you when it ships");
    for (const product of shieldProductList)
      expect(product.facts.join(" ")).toContain("Free shipping anywhere in the U.S.");
  });
});

describe("the gallery picture chosen by ?image=N", () => {
  it("is the asked picture when it exists, otherwise the first", () => {
    expect(galleryImageNumber("3", 5)).toBe(3);
    expect(galleryImageNumber("5", 5)).toBe(5);
    for (const bad of [null, "", "0", "6", "-1", "2.5", "two", "1; drop table"])
      expect(galleryImageNumber(bad, 5), String(bad)).toBe(1);
  });
});

describe("the landing page's words", () => {
  it("link the three cards to the three product pages with the spec's texts", () => {
    expect(shieldChoiceCards.map((card) => [card.text, card.to])).toEqual([
      ["I need internet on the go", "/shieldhotspotsim"],
      ["I need internet at home", "/shield5grouter"],
      ["I already have a device, but need internet service", "/shieldsimcard"],
    ]);
  });

  it("show the price from the product records in the bullets", () => {
    expect(shieldFeatures.bullets.map((bullet) => bullet.title)).toContain("Only $14.89/month");
  });

  it("answer seven questions, eligibility in the spec's words", () => {
    expect(shieldFaq).toHaveLength(7);
    expect(eligibilityText.who).toBe(
      "Your household qualifies if it receives SNAP, Medicaid, SSI or free school lunch, or earns under 200% of the Federal Poverty Level.",
    );
  });
});

describe("the structured data", () => {
  it("offers each product in U.S. dollars, the router as a pre-order", () => {
    const offers = shieldProductList.map((product) => productStructuredData(product, "https://example.org").offers);
    expect(offers.map((offer) => [offer.price, offer.priceCurrency, offer.availability])).toEqual([
      [14.89, "USD", "https://schema.org/InStock"],
      [60, "USD", "https://schema.org/InStock"],
      [149, "USD", "https://schema.org/PreOrder"],
    ]);
  });

  it("gives each offer a delivery time in days from its product record, as Google's merchant listings ask", () => {
    for (const product of allShieldProducts) {
      const { deliveryTime } = productStructuredData(product, "https://example.org").offers.shippingDetails;
      expect(deliveryTime["@type"]).toBe("ShippingDeliveryTime");
      expect(deliveryTime.handlingTime).toEqual({
        "@type": "QuantitativeValue",
        minValue: product.delivery.handlingDays.min,
        maxValue: product.delivery.handlingDays.max,
        unitCode: "DAY",
      });
      expect(deliveryTime.transitTime).toEqual({
        "@type": "QuantitativeValue",
        minValue: product.delivery.transitDays.min,
        maxValue: product.delivery.transitDays.max,
        unitCode: "DAY",
      });
    }
  });

  it("promises no longer delivery than the pages' 'about N business days'", () => {
    for (const { delivery } of allShieldProducts) {
      expect(delivery.handlingDays.max + delivery.transitDays.max).toBeLessThanOrEqual(
        shieldService.deliveryBusinessDays,
      );
    }
  });
});
