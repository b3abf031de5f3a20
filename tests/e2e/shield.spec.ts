import { expect, type Page } from "@playwright/test";
import { test } from "../support/readingPages";
import { checkoutUrl } from "~/site/checkout";
import { shieldProductList } from "~/content/shieldProducts";
import { carriedInPage } from "../support/pageChecks";

const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const tagline = "Unlimited Internet. Lowest Monthly Price in America. Zero Strings Attached.";

/** Whether the element's top edge is on screen (below the fixed bar counts). */
async function isInViewport(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((el) => {
    const top = el.getBoundingClientRect().top;
    return top >= 0 && top < window.innerHeight;
  });
}

/** Nothing sticks out sideways on a 360 px phone. */
async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

async function allImagesLoaded(page: Page, selector: string) {
  const images = page.locator(selector);
  for (let i = 0; i < (await images.count()); i++) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    expect(await image.getAttribute("width")).toMatch(/^\d+$/);
    expect(await image.getAttribute("height")).toMatch(/^\d+$/);
  }
}

for (const javaScriptEnabled of [false, true]) {
  const mode = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;

  test.describe(`the Shield landing page on a phone, ${mode}`, () => {
    test.use({ javaScriptEnabled, ...phone });

    for (const path of ["/shield", "/connect", "/shieldinternet"]) {
      test(`${path} shows the landing page`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator("main h1")).toHaveText(tagline);
        await expect(page.getByRole("heading", { name: "Choose What You Need" })).toBeAttached();
      });
    }

    test("shows the spec's sections in order with their texts and figures", async ({ page }) => {
      await page.goto("/shield");
      const headings = await page.locator("main h1, main h2").allTextContents();
      expect(headings).toEqual([
        tagline,
        "As seen in",
        "Take Back Control of Your Internet",
        "How it Works",
        // Who qualifies, in dollars, next to the plans.
        "Who can order Shield",
        "Choose What You Need",
        "Frequently Asked Questions",
      ]);
      const features = page.locator("#features");
      for (const bullet of [
        "No contract or credit check",
        "Fast speeds",
        "Truly unlimited",
        "Only $14.89/month",
        "100% of profits donated",
      ]) {
        await expect(features.getByText(bullet, { exact: true })).toBeVisible();
      }
      const logos = page.getByTestId("press-logos").getByRole("img");
      expect(await logos.count()).toBeGreaterThanOrEqual(3);
      for (const alt of await logos.evaluateAll((els) => els.map((el) => el.getAttribute("alt")))) {
        expect(alt).toMatch(/^Press logo placeholder \d+$/);
      }
      await allImagesLoaded(page, "main img");
      await fitsThePhone(page);
    });

    test("'Get Connected Now' jumps to the features and 'Buy Now' to the plans", async ({ page }) => {
      await page.goto("/shield");
      const connect = page.getByRole("link", { name: "Get Connected Now" });
      await expect(connect).toHaveAttribute("href", "#features");
      await connect.click();
      await expect(page).toHaveURL(/\/shield#features$/);
      await expect.poll(() => isInViewport(page, "#features h2")).toBe(true);

      const buy = page.getByRole("link", { name: "Buy Now" });
      await expect(buy).toHaveAttribute("href", "#plans");
      await buy.click();
      await expect(page).toHaveURL(/\/shield#plans$/);
      await expect.poll(() => isInViewport(page, "#plans h2")).toBe(true);
      // The heading lands clear of the fixed bar.
      expect(await page.locator("#plans h2").evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(
        64,
      );
    });

    test("'How it Works' is a picture with its steps written out", async ({ page }) => {
      await page.goto("/shield");
      const figure = page.locator("figure").filter({ has: page.locator('img[src="/images/shield/how-it-works.svg"]') });
      await expect(figure.getByRole("img")).toHaveAttribute("alt", /How Shield works/);
      await expect(figure.getByRole("img")).toHaveAttribute("loading", "lazy");
      const steps = figure.locator("figcaption ol > li");
      await expect(steps).toHaveCount(4);
      await expect(steps.nth(1)).toContainText("No documents are needed");
      await expect(steps.nth(2)).toContainText("about 10 business days");
    });

    test("the three cards lead to the three product pages", async ({ page }) => {
      const cards = [
        ["I need internet on the go", "/shieldhotspotsim", "T10 Mobile Hotspot with Unlimited Nationwide Internet"],
        ["I need internet at home", "/shield5grouter", "Shield 5G Home Hotspot - Device Only (Pre-Order)"],
        [
          "I already have a device, but need internet service",
          "/shieldsimcard",
          "Unlimited Internet Plan – SIM Card Only (No Device Included)",
        ],
      ] as const;
      for (const [text, path, title] of cards) {
        await page.goto("/shield");
        const link = page.locator("#plans").getByRole("link", { name: text, exact: true });
        await expect(link).toHaveAttribute("href", path);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.locator("main h1")).toHaveText(title);
      }
    });

    test("the FAQ answers seven questions, one open at a time, and clicking the open one closes it", async ({
      page,
    }) => {
      await page.goto("/shield");
      const items = page.locator('details[name="shield-faq"]');
      await expect(items).toHaveCount(7);
      await expect(items.locator("summary")).toHaveText([
        "What is Shield?+",
        "Who is eligible?+",
        "When will my order arrive?+",
        "What does the plan include?+",
        "Is the router locked?+",
        "What if I have technical issues?+",
        "Where does the money go?+",
      ]);
      const openCount = () => page.locator('details[name="shield-faq"][open]').count();
      expect(await openCount()).toBe(0);

      await items.nth(1).locator("summary").click();
      await expect(items.nth(1)).toHaveAttribute("open", "");
      await expect(items.nth(1)).toContainText("SNAP, Medicaid, SSI or free school lunch");
      await expect(items.nth(1)).toContainText("200% of the Federal Poverty Level");
      await expect(items.nth(1)).toContainText("tick a box");
      await expect(items.nth(1)).toContainText("No documents are needed");

      await items.nth(4).locator("summary").click();
      await expect(items.nth(4)).toHaveAttribute("open", "");
      await expect(items.nth(1)).not.toHaveAttribute("open", "");
      expect(await openCount()).toBe(1);
      await expect(items.nth(4)).toContainText("unlocked and works with most SIM cards on 5G, 4G and 3G");
      await expect(items.nth(4)).toContainText("hotspot, on the other hand, is locked");

      await items.nth(4).locator("summary").click();
      expect(await openCount()).toBe(0);

      const answers: Array<[number, string[]]> = [
        [0, ["$14.89/month", "no contract, no credit check and no hidden fees"]],
        [2, ["about 10 business days", "not known yet", "notify you when it ships"]],
        [3, ["$14.89/month", "$60", "up to 10 devices", "4G LTE", "about 8 hours", "cancel anytime"]],
        [5, ["Email us at", "help-desk widget"]],
        [6, ["100% of the profits go to"]],
      ];
      for (const [index, texts] of answers) {
        await items.nth(index).locator("summary").click();
        for (const text of texts) await expect(items.nth(index)).toContainText(text);
        expect(await openCount()).toBe(1);
      }
    });
  });

  test.describe(`the Shield product pages on a phone, ${mode}`, () => {
    test.use({ javaScriptEnabled, ...phone });

    for (const product of shieldProductList) {
      test(`${product.path}: title, back link, description and eligibility before the checkout`, async ({ page }) => {
        await page.goto(product.path);
        await expect(page.locator("main h1")).toHaveText(product.title);
        await expect(page).toHaveTitle(new RegExp(`^${product.title.replace(/[()]/g, "\\$&")} \\|`));
        const back = page.getByRole("link", { name: "Back to Shield" });
        await expect(back).toHaveAttribute("href", "/shield");
        for (const fact of product.facts) await expect(page.getByText(fact, { exact: true })).toBeVisible();

        const eligibility = page.getByText(
          /receives SNAP, Medicaid, SSI or free school lunch, or earns under 200% of the Federal Poverty Level/,
        );
        await expect(eligibility).toBeVisible();
        await expect(
          page.getByText(/tick a box to confirm your household qualifies\. No documents are needed\./),
        ).toBeVisible();
        const frame = page.locator('iframe[title="Secure checkout"]');
        const eligibilityFirst = await eligibility.evaluate(
          (el, frameEl) => Boolean(el.compareDocumentPosition(frameEl!) & Node.DOCUMENT_POSITION_FOLLOWING),
          await frame.elementHandle(),
        );
        expect(eligibilityFirst).toBe(true);
        await allImagesLoaded(page, "main img");
        await fitsThePhone(page);
      });

      test(`${product.path}: the checkout frame has plan ${product.planId}${product.addon ? " and the t10 add-on" : ""}, about 1300 px tall`, async ({
        page,
      }) => {
        await page.goto(product.path);
        const frame = page.locator('iframe[title="Secure checkout"]');
        await expect(frame).toHaveCount(1);
        const src = (await frame.getAttribute("src"))!;
        expect(src).toBe(checkoutUrl(product));
        const url = new URL(src);
        expect(url.pathname.split("/").at(-1)).toBe(product.planId);
        expect(url.searchParams.get("addon_code[0]")).toBe(product.path === "/shieldhotspotsim" ? "t10" : null);
        expect(url.searchParams.get("addon_quantity[0]")).toBe(product.path === "/shieldhotspotsim" ? "1" : null);
        await expect(frame).toHaveAttribute("loading", "lazy");
        const height = (await frame.boundingBox())!.height;
        expect(height).toBeGreaterThanOrEqual(1250);
        expect(height).toBeLessThanOrEqual(1350);
        await expect(page.getByRole("link", { name: "Open the secure checkout in a new tab" })).toHaveAttribute(
          "href",
          src,
        );
      });

      test(`${product.path}: the gallery's ${product.images.length} thumbnails each swap the main picture`, async ({
        page,
      }) => {
        await page.goto(product.path);
        const gallery = page.locator("#gallery");
        const main = gallery.locator("img[data-gallery-main]");
        const thumbs = gallery.getByRole("link", { name: /^Show picture/ });
        await expect(thumbs).toHaveCount(product.images.length);
        // The first screen's picture is carried in the page, asked for before anything else a browser fetches, and
        // the thumbnails wait for the page's layout: nothing the first paint waits for is a request (issue 45 §5).
        await expect(main).toHaveAttribute("src", carriedInPage(product.images[0]!.src));
        await expect(main).toHaveAttribute("fetchpriority", "high");
        for (const thumb of await gallery.locator("[data-gallery-thumb] img").all()) {
          await expect(thumb).toHaveAttribute("loading", "lazy");
        }
        await expect(thumbs.nth(0)).toHaveAttribute("aria-current", "true");
        for (let index = product.images.length - 1; index >= 0; index--) {
          await thumbs.nth(index).click();
          await expect(page).toHaveURL(new RegExp(`\\?image=${index + 1}(#gallery)?$`));
          // With scripts the picture is swapped in place by its address; without, the page of ?image=N carries it.
          const shown = product.images[index]!.src;
          await expect(main).toHaveAttribute("src", javaScriptEnabled ? shown : carriedInPage(shown));
          await expect(main).toHaveAttribute("alt", product.images[index]!.alt);
          await expect(gallery.locator('[aria-current="true"]')).toHaveCount(1);
          await expect(thumbs.nth(index)).toHaveAttribute("aria-current", "true");
          await expect
            .poll(() => main.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
            .toBe(true);
        }
      });

      test(`${product.path}: an out-of-range or malformed ?image shows the first picture`, async ({ page }) => {
        for (const query of ["?image=99", "?image=0", "?image=abc"]) {
          const response = await page.goto(`${product.path}${query}`);
          expect(response?.status()).toBe(200);
          await expect(page.locator("img[data-gallery-main]")).toHaveAttribute(
            "src",
            carriedInPage(product.images[0]!.src),
          );
        }
        await page.goto(`${product.path}?image=2`);
        await expect(page.locator("img[data-gallery-main]")).toHaveAttribute(
          "src",
          carriedInPage(product.images[1]!.src),
        );
      });
    }
  });
}

test.describe("structured data of the product pages", () => {
  const expected = {
    "/shieldsimcard": { price: 14.89, availability: "https://schema.org/InStock" },
    "/shieldhotspotsim": { price: 60, availability: "https://schema.org/InStock" },
    "/shield5grouter": { price: 149, availability: "https://schema.org/PreOrder" },
  } as const;

  for (const product of shieldProductList) {
    test(`${product.path} describes a Product with its Offer`, async ({ request }) => {
      const html = await (await request.get(product.path)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
      expect(blocks).toHaveLength(1);
      const data = JSON.parse(blocks[0]![1]!);
      expect(data["@context"]).toBe("https://schema.org");
      expect(data["@type"]).toBe("Product");
      expect(data.offers["@type"]).toBe("Offer");
      expect(data.offers.priceCurrency).toBe("USD");
      expect(data.offers).toMatchObject(expected[product.path as keyof typeof expected]);
      if (product.monthlyPrice !== null) {
        expect(data.offers.priceSpecification).toContainEqual(
          expect.objectContaining({ price: 14.89, priceCurrency: "USD" }),
        );
      }
    });
  }
});
