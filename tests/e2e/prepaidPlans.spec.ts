import { expect } from "@playwright/test";
import { test } from "../support/readingPages";
import { checkoutUrl } from "~/site/checkout";
import { externalLinks } from "~/config/external";
import { carriedInPage } from "../support/pageChecks";
import * as spanish from "~/content/es/shieldProducts";
import {
  allShieldProducts,
  otherWaysToBuy,
  prepaidProductList,
  renewalSentence,
  shieldProductList,
} from "~/content/shieldProducts";

const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

const expected = {
  "/shieldsimcard6months": { price: "$84 one time", plan: "60", addon: null, offer: 84 },
  "/shieldsimcard12months": { price: "$156 one time", plan: "1000", addon: null, offer: 156 },
  "/shieldhotspotsim12months": { price: "$156 one time", plan: "1000", addon: "t10", offer: 156 },
  "/shield5grouter12months": {
    price: "$156 a year, renews every 12 months unless cancelled",
    plan: "1000",
    addon: "5",
    offer: 156,
  },
} as const;

test.describe("the prepaid product pages, JavaScript off, on a phone", () => {
  test.use({ javaScriptEnabled: false, ...phone });

  for (const product of prepaidProductList) {
    const want = expected[product.path as keyof typeof expected];

    test(`${product.path}: title, price, gallery, eligibility, then the checkout on plan ${want.plan}`, async ({
      page,
    }) => {
      const response = await page.goto(product.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("main h1")).toHaveText(product.title);
      await expect(page.getByTestId("price")).toContainText(want.price);
      await expect(page.getByTestId("renewal")).toHaveText(renewalSentence(product.prepaid!));
      for (const fact of product.facts) await expect(page.getByText(fact, { exact: true })).toBeVisible();
      await expect(page.locator("#gallery img[data-gallery-main]")).toHaveAttribute(
        "src",
        carriedInPage(product.images[0]!.src),
      );
      await expect(page.getByRole("heading", { name: "Who can order Shield" })).toBeVisible();

      const frame = page.locator('iframe[title="Secure checkout"]');
      const src = (await frame.getAttribute("src"))!;
      expect(src).toBe(checkoutUrl(product));
      const url = new URL(src);
      expect(url.pathname.split("/").at(-1)).toBe(want.plan);
      expect(url.searchParams.get("addon_code[0]")).toBe(want.addon);
      expect(url.searchParams.get("addon_quantity[0]")).toBe(want.addon ? "1" : null);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });

    test(`${product.path} describes a Product with its prepaid Offer`, async ({ request }) => {
      const html = await (await request.get(product.path)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
      expect(blocks).toHaveLength(1);
      const data = JSON.parse(blocks[0]![1]!);
      expect(data["@type"]).toBe("Product");
      expect(data.offers).toMatchObject({ "@type": "Offer", price: want.offer, priceCurrency: "USD" });
      expect(data.offers.priceSpecification[0].referenceQuantity).toMatchObject({
        value: product.prepaid!.months,
        unitCode: "MON",
      });
    });
  }

  for (const product of prepaidProductList) {
    test(`/es${product.path} says in Spanish whether and when the plan renews`, async ({ page }) => {
      await page.goto(`/es${product.path}`);
      await expect(page.getByTestId("renewal")).toHaveText(spanish.renewalSentence(product.prepaid!));
    });
  }

  for (const product of allShieldProducts) {
    test(`${product.path} links to the other ways to buy the same thing and to 'Manage your subscription'`, async ({
      page,
    }) => {
      await page.goto(product.path);
      const others = page.getByTestId("other-ways-to-buy").getByRole("link");
      expect(await others.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
        otherWaysToBuy(product).map((other) => other.path),
      );
      await expect(page.getByRole("link", { name: /^Manage your subscription/ })).toHaveAttribute(
        "href",
        externalLinks.subscriptionPortal,
      );
      await others.first().click();
      await expect(page).toHaveURL(new RegExp(`${otherWaysToBuy(product)[0]!.path}$`));
    });
  }
});

test.describe("the landing page's 'Choose What You Need', JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("offers each need monthly or prepaid, and keeps the three cards' texts", async ({ page }) => {
    await page.goto("/shield");
    const plans = page.locator("#plans");
    const cards = plans.locator(":scope > div > ul > li");
    await expect(cards).toHaveCount(3);
    const options = [
      ["I need internet on the go", ["/shieldhotspotsim", "/shieldhotspotsim12months"]],
      ["I need internet at home", ["/shield5grouter", "/shield5grouter12months"]],
      [
        "I already have a device, but need internet service",
        ["/shieldsimcard", "/shieldsimcard6months", "/shieldsimcard12months"],
      ],
    ] as const;
    for (const [index, [text, paths]] of options.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(text);
      const list = card.getByRole("list", { name: text });
      expect(
        await list.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
      ).toEqual([...paths]);
    }
    await expect(plans.getByRole("link", { name: /^6 months prepaid/ })).toContainText("$84 one time");
    expect(shieldProductList).toHaveLength(3);
  });

  test("links 'Manage your subscription' from the top of the page and from the FAQ", async ({ page }) => {
    await page.goto("/shield");
    const manage = page.getByRole("link", { name: /^Manage your subscription/ });
    await expect(manage).toHaveCount(1);
    await expect(manage).toBeVisible();
    const faq = page.locator('details[name="shield-faq"]').filter({ hasText: "What does the plan include?" });
    await faq.locator("summary").click();
    await expect(faq.getByRole("link", { name: /^Manage your subscription/ })).toBeVisible();
    await expect(faq).toContainText("$84 one time");
    await expect(manage).toHaveCount(2);
    for (const link of await manage.all()) {
      await expect(link).toHaveAttribute("href", externalLinks.subscriptionPortal);
      await expect(link).not.toHaveAttribute("target");
    }
  });
});
