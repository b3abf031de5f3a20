import { describe, expect, it } from "vitest";
import { checkoutUrl } from "~/site/checkout";
import { copyrightNotice } from "~/page/footer";
import { productPriceLine } from "~/content/shieldOptions";
import {
  allShieldProducts,
  otherWaysToBuy,
  prepaidPriceLabel,
  prepaidProductList,
  renewalSentence,
  shieldProducts,
} from "~/content/shieldProducts";
import * as spanish from "~/content/es/shieldProducts";
import { productStructuredData } from "~/content/shieldStructuredData";
import { expectValidProductPages } from "../support/shieldProducts";

describe("the prepaid Shield products", () => {
  it("are valid records, each page in the route list with its title", () => {
    expectValidProductPages(prepaidProductList);
  });

  it("carry the live site's prices, terms, plans and add-ons", () => {
    const table = prepaidProductList.map((product) => [
      product.path,
      prepaidPriceLabel(product.prepaid!),
      product.planId,
      product.addon ? `${product.addon.code} x ${product.addon.quantity}` : "none",
    ]);
    expect(table).toEqual([
      ["/shieldsimcard6months", "$84 one time", "60", "none"],
      ["/shieldsimcard12months", "$156 one time", "1000", "none"],
      ["/shieldhotspotsim12months", "$156 one time", "1000", "t10 x 1"],
      ["/shield5grouter12months", "$156 a year, renews every 12 months unless cancelled", "1000", "5 x 1"],
    ]);
    expect(prepaidProductList.map((product) => product.prepaid!.months)).toEqual([6, 12, 12, 12]);
  });

  it("check out on their plan with their add-on", () => {
    expect(new URL(checkoutUrl(shieldProducts.simcard6months)).pathname.endsWith("/60")).toBe(true);
    const router = new URL(checkoutUrl(shieldProducts.router12months));
    expect(router.pathname.endsWith("/1000")).toBe(true);
    expect(router.searchParams.get("addon_code[0]")).toBe("5");
    expect(router.searchParams.get("addon_quantity[0]")).toBe("1");
  });

  it("link each need's monthly and prepaid versions both ways", () => {
    const paths = (id: keyof typeof shieldProducts) =>
      otherWaysToBuy(shieldProducts[id]).map((product) => product.path);
    expect(paths("simcard")).toEqual(["/shieldsimcard6months", "/shieldsimcard12months"]);
    expect(paths("simcard6months")).toEqual(["/shieldsimcard", "/shieldsimcard12months"]);
    expect(paths("hotspot")).toEqual(["/shieldhotspotsim12months"]);
    expect(paths("hotspot12months")).toEqual(["/shieldhotspotsim"]);
    expect(paths("router")).toEqual(["/shield5grouter12months"]);
    expect(paths("router12months")).toEqual(["/shield5grouter"]);
    for (const product of allShieldProducts) expect(otherWaysToBuy(product).length, product.id).toBeGreaterThan(0);
  });

  it("offer the prepaid price in their structured data", () => {
    const offer = productStructuredData(shieldProducts.simcard12months, "https://example.org").offers;
    expect(offer).toMatchObject({ price: 156, priceCurrency: "USD", availability: "https://schema.org/InStock" });
    expect(offer.priceSpecification[0]).toMatchObject({
      price: 156,
      referenceQuantity: { value: 12, unitCode: "MON" },
    });
  });

  it("state the price and the term on the page", () => {
    expect(productPriceLine(shieldProducts.simcard6months)).toBe("$84 one time · 6 months prepaid");
    expect(productPriceLine(shieldProducts.hotspot)).toBe("$60 device + $14.89/month unlimited internet");
  });
});

describe("whether a prepaid product renews", () => {
  it("is said in one sentence that agrees with its price, in English and Spanish", () => {
    const table = prepaidProductList.map((product) => [
      prepaidPriceLabel(product.prepaid!),
      renewalSentence(product.prepaid!),
      spanish.prepaidPriceLabel(product.prepaid!),
      spanish.renewalSentence(product.prepaid!),
    ]);
    expect(table).toEqual([
      [
        "$84 one time",
        "Nothing renews: after the 6 months nothing more is charged, and you choose a new plan if you want to stay connected.",
        "$84 en un solo pago",
        "No se renueva: después de los 6 meses no se cobra nada más, y usted elige un plan nuevo si quiere seguir conectado.",
      ],
      [
        "$156 one time",
        "Nothing renews: after the 12 months nothing more is charged, and you choose a new plan if you want to stay connected.",
        "$156 en un solo pago",
        "No se renueva: después de los 12 meses no se cobra nada más, y usted elige un plan nuevo si quiere seguir conectado.",
      ],
      [
        "$156 one time",
        "Nothing renews: after the 12 months nothing more is charged, and you choose a new plan if you want to stay connected.",
        "$156 en un solo pago",
        "No se renueva: después de los 12 meses no se cobra nada más, y usted elige un plan nuevo si quiere seguir conectado.",
      ],
      [
        "$156 a year, renews every 12 months unless cancelled",
        "The plan renews by itself every 12 months, at $156 each time, unless you cancel before the renewal date.",
        "$156 al año, se renueva cada 12 meses a menos que se cancele",
        "El plan se renueva solo cada 12 meses, por $156 cada vez, a menos que lo cancele antes de la fecha de renovación.",
      ],
    ]);
  });

  it("is said by the record alone: no fact, summary or title of a prepaid product speaks of renewing or of a yearly price", () => {
    for (const records of [shieldProducts, spanish.shieldProducts]) {
      for (const product of Object.values(records).filter((record) => record.prepaid)) {
        const words = [product.summary, ...product.facts].join(" ");
        expect(words, product.id).not.toMatch(/renew|renuev|nothing renews/i);
        if (!product.prepaid!.renewsUntilCancelled)
          expect(words, product.id).not.toMatch(/a year|al año|yearly|anual/i);
      }
    }
  });

  it("a price that recurs other than yearly names its period", () => {
    expect(prepaidPriceLabel({ months: 6, price: 84, renewsUntilCancelled: true })).toBe(
      "$84 every 6 months, renews every 6 months unless cancelled",
    );
    expect(spanish.prepaidPriceLabel({ months: 6, price: 84, renewsUntilCancelled: true })).toBe(
      "$84 cada 6 meses, se renueva cada 6 meses a menos que se cancele",
    );
  });
});

describe("the footer's copyright line", () => {
  it("has one full stop after a legal name that ends in one, and adds one otherwise", () => {
    expect(copyrightNotice("Tech Access Non-Profit, Inc.", 2025)).toBe(
      "© 2025 Tech Access Non-Profit, Inc. All rights reserved.",
    );
    expect(copyrightNotice("Tech Access Foundation", 2025)).toBe("© 2025 Tech Access Foundation. All rights reserved.");
    expect(copyrightNotice()).not.toContain("..");
  });
});
