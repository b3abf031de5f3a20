import { expect } from "@playwright/test";
import { test } from "../support/test";
import { checkoutUrl } from "~/site/checkout";
import { embeds } from "~/config/embeds";
import { shieldProducts } from "~/content/shieldProducts";
import { startServer } from "../support/server";
import Database from "better-sqlite3";
import { nuCollector } from "../support/pageChecks";
import { nuErrors } from "../support/nuChecker";
import path from "node:path";
import { friendDiscount } from "~/content/shieldFriendDiscount";
import { friendDiscountWords as en } from "~/content/shieldOptions";
import { friendDiscountWords as es } from "~/content/es/shieldOptions";

const frameSrc = (page: import("@playwright/test").Page) =>
  page.locator('iframe[title="Secure checkout"]').getAttribute("src");

/** A buyer arrives from a partner's link with a coupon, JavaScript off, and orders later on a product page. */
test.describe("a referral and a coupon reach the checkout, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visit with ?ref=…&coupon=… is remembered, and a product page's frame carries both", async ({
    page,
    context,
  }) => {
    const landing = await page.goto("/?ref=Hoboken%20Library&coupon=SPRING-26");
    expect(landing?.status()).toBe(200);
    expect(landing?.headers()["cache-control"]).toBe("private, no-store");

    const [cookie] = (await context.cookies()).filter((c) => c.name === "referral");
    expect(cookie).toBeDefined();
    expect(cookie!.httpOnly).toBe(true);
    expect(cookie!.sameSite).toBe("Lax");
    expect(cookie!.path).toBe("/");
    const days = (cookie!.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(59.9);
    expect(days).toBeLessThanOrEqual(60);

    // Later, browsing: the address no longer carries anything.
    await page.goto("/shield");
    await page.locator("#plans").getByRole("link", { name: "12 months prepaid" }).first().click();
    await expect(page).toHaveURL(/\/shieldhotspotsim12months$/);
    const src = new URL((await frameSrc(page))!);
    expect(src.searchParams.get("cf_who_told_you_about_us")).toBe("Hoboken Library");
    expect(src.searchParams.get("coupon_code")).toBe("SPRING-26");
    expect(src.searchParams.get("addon_code[0]")).toBe("t10");
    await expect(page.getByRole("link", { name: "Open the secure checkout in a new tab" })).toHaveAttribute(
      "href",
      src.toString(),
    );
  });

  test("every product page's frame gets the remembered values, and such a page is private", async ({
    page,
    request,
  }) => {
    await page.goto("/about?source=Partner.News&coupon_code=WELCOME_10");
    for (const product of Object.values(shieldProducts)) {
      const response = await page.goto(product.path);
      expect(response?.headers()["cache-control"], product.path).toBe("private");
      expect(await frameSrc(page)).toBe(
        checkoutUrl(product, embeds.checkout.url, { source: "Partner.News", coupon: "WELCOME_10" }),
      );
    }
    // A visitor without the cookie gets the plain frame, in the page every visitor shares.
    const plain = await request.get("/shieldsimcard", { headers: { Cookie: "" } });
    expect(plain.headers()["cache-control"]).toMatch(/^public,/);
    expect(plain.headers()["set-cookie"]).toBeUndefined();
    expect(await plain.text()).toContain(`src="${checkoutUrl(shieldProducts.simcard)}"`);
  });

  test("a newer value replaces an older one, field by field", async ({ page }) => {
    await page.goto("/donate?ref=First&coupon=ONE");
    await page.goto("/press?utm_source=Second");
    await page.goto("/shieldsimcard");
    const src = new URL((await frameSrc(page))!);
    expect(src.searchParams.get("cf_who_told_you_about_us")).toBe("Second");
    expect(src.searchParams.get("coupon_code")).toBe("ONE");
  });

  test("hostile values are dropped: not reflected in the page, not stored, not forwarded", async ({
    page,
    context,
  }) => {
    const hostile = ['"><script>alert(1)</script>', "a&coupon_code=FREE", "x".repeat(65), "50%off"];
    for (const value of hostile) {
      const response = await page.goto(
        `/shieldsimcard?ref=${encodeURIComponent(value)}&coupon=${encodeURIComponent(value)}`,
      );
      expect(response?.status()).toBe(200);
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      expect(response?.headers()["set-cookie"]).toBeUndefined();
      const html = await response!.text();
      expect(html).not.toContain(value);
      expect(html).not.toContain(encodeURIComponent(value));
      expect(await frameSrc(page)).toBe(checkoutUrl(shieldProducts.simcard));
    }
    expect((await context.cookies()).filter((c) => c.name === "referral")).toEqual([]);

    // A forged cookie is read back with the same rule.
    await context.addCookies([
      {
        name: "referral",
        value: Buffer.from(JSON.stringify({ source: "<b>x</b>", coupon: "OK" })).toString("base64"),
        url: page.url(),
      },
    ]);
    await page.goto("/shieldsimcard");
    expect(await frameSrc(page)).toBe(checkoutUrl(shieldProducts.simcard, embeds.checkout.url, { coupon: "OK" }));
  });
});

test.describe("the referral cookie on a site served over https", () => {
  test("is __Host-referral, Secure, HttpOnly, SameSite=Lax, kept 60 days", async () => {
    const server = await startServer({ env: { PUBLIC_URL: "https://shield.example.org" } });
    try {
      const response = await fetch(`${server.url}/shield?ref=Partner&coupon=SAVE10`);
      await response.arrayBuffer();
      const cookie = response.headers.get("set-cookie")!;
      expect(cookie).toMatch(/^__Host-referral=/);
      for (const attribute of ["Max-Age=5184000", "Path=/", "HttpOnly", "Secure", "SameSite=Lax"])
        expect(cookie).toContain(attribute);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
    } finally {
      await server.stop();
    }
  });
});

test.describe("a Shield subscriber's referral link gives their friend the discount, named and applied", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test("the landing page names it, a plan's page shows the first payment with it, and the checkout gets its coupon", async ({
    browser,
  }) => {
    const server = await startServer();
    try {
      const store = new Database(path.join(server.dataDir, "portal.sqlite"));
      store
        .prepare("INSERT INTO shield_referral_codes (subscription_id, code, created_at) VALUES (?, ?, ?)")
        .run("SH-friend", "K7MQ4X2PZA", Date.now());
      store.close();
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${server.url}/shield?ref=K7MQ4X2PZA`);
      await expect(page.getByTestId("friend-discount")).toHaveText(en.landing("$5"));
      const nu = nuCollector("friend-discount");
      nu.keep("landing", await page.content());

      // Later, with the cookie only: a monthly plan's first payment, its coupon and who sent them to the checkout.
      await page.goto(`${server.url}/shieldhotspotsim`);
      await expect(page.getByTestId("friend-discount").first()).toHaveText(en.product("$5", "$69.89", "$74.89"));
      const src = new URL((await frameSrc(page))!);
      expect(src.searchParams.get("coupon_code")).toBe(friendDiscount.coupon);
      expect(src.searchParams.get("cf_who_told_you_about_us")).toBe("K7MQ4X2PZA");
      await page.goto(`${server.url}/es/shieldsimcard12months`);
      await expect(page.getByTestId("friend-discount").first()).toHaveText(es.product("$5", "$151", "$156"));
      nu.keep("product-es", await page.content());
      expect(await nuErrors(nu.files)).toEqual([]);
      // A device bought alone has no plan to discount: said so, and no coupon.
      await page.goto(`${server.url}/shield5grouter`);
      await expect(page.getByTestId("friend-discount").first()).toHaveText(en.deviceOnly("$5"));
      expect(new URL((await frameSrc(page))!).searchParams.get("coupon_code")).toBeNull();
      await context.close();

      // A code no subscriber was given, or a partner's name, names no discount and adds no coupon.
      for (const ref of ["ZZZZZZZZZZ", "Hoboken%20Library"]) {
        const stranger = await browser.newPage();
        await stranger.goto(`${server.url}/shieldsimcard?ref=${ref}`);
        await expect(stranger.getByTestId("friend-discount")).toHaveCount(0);
        expect(new URL((await frameSrc(stranger))!).searchParams.get("coupon_code")).toBeNull();
        await stranger.close();
      }
    } finally {
      await server.stop();
    }
  });
});
