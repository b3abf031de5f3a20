import { expect, type Page } from "@playwright/test";
import { test } from "../support/test";
import { expectNoAxeViolations } from "../support/axe";
import { donorDocumentPages } from "../support/donorDocuments";
import { people } from "../support/portalFixtures";
import { signInAs } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";

test.describe.configure({ mode: "default" });
test.use({ javaScriptEnabled: false });

const suite = portalSuite("donor-page-layout");
const { signInAsDonor } = donorDocumentPages(suite);

test.describe("the donor's page on a phone", () => {
  // Without smooth scrolling, a focused element is where it settles at once, so its box is read at rest, not mid-scroll.
  test.use({ viewport: { width: 360, height: 740 }, reducedMotion: "reduce" });

  test("shows each device as a card with its certificate link, and no table", async ({ page }) => {
    await signInAsDonor(page);
    await expect(page.getByRole("region", { name: "Inventory table" })).toBeHidden();
    const cards = page.getByRole("list", { name: "Donated computers list" }).locator("li");
    await expect(cards).toHaveCount(25);
    await expect(cards.first()).toContainText("2024-01-01");
    await expect(cards.first().getByRole("link", { name: "Certificate" })).toBeVisible();
    await expect(cards.nth(4)).toContainText("in progress");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });

  test("the Help button never sits over the totals, and no focused link or button is hidden under it", async ({
    page,
  }) => {
    await signInAsDonor(page);
    const help = page.getByRole("link", { name: /^Help centre/ });
    // Each tile spans the screen's width, so its bottom right corner is where the button would cover it.
    for (const id of ["total-count", "total-weight", "impact-landfill"]) {
      const tile = page.getByTestId(id).locator("..");
      await tile.evaluate((element) => element.scrollIntoView({ block: "end", behavior: "instant" }));
      expect(await coveredBy(tile), id).toEqual([]);
    }
    const helpBox = (await help.boundingBox())!;
    let checked = 0;
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body || element.closest('[aria-label="Help"]')) return null;
        const box = element.getBoundingClientRect();
        return {
          x: box.x,
          y: box.y,
          width: box.width,
          height: box.height,
          frame: element instanceof HTMLIFrameElement,
          name: element.title || (element.textContent?.trim().slice(0, 60) ?? ""),
        };
      });
      if (!focused || focused.width === 0) continue;
      const overlaps =
        focused.x < helpBox.x + helpBox.width &&
        focused.x + focused.width > helpBox.x &&
        focused.y < helpBox.y + helpBox.height &&
        focused.y + focused.height > helpBox.y;
      // A frame (a page's embedded form) is far taller than the button: it must not disappear under it.
      const hidden = focused.frame
        ? focused.x >= helpBox.x &&
          focused.x + focused.width <= helpBox.x + helpBox.width &&
          focused.y >= helpBox.y &&
          focused.y + focused.height <= helpBox.y + helpBox.height
        : overlaps;
      expect(hidden, `focused '${focused.name}' is under the Help button`).toBe(false);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(20);
  });

  test("an applicant's denial reasons are not under the Help button", async ({ page }) => {
    await signInAs(page, suite.server.url, suite.smtp, people.denied);
    const reasons = page.getByTestId("status-message").locator("li");
    for (let i = 0; i < (await reasons.count()); i++) {
      await reasons.nth(i).evaluate((element) => element.scrollIntoView({ block: "end", behavior: "instant" }));
      expect(await coveredBy(reasons.nth(i))).toEqual([]);
    }
  });
});

/**
 * What the page shows over the element at the corners and middle of its box instead of it: nothing (an empty list)
 * when nothing floats over it.
 */
async function coveredBy(target: ReturnType<Page["locator"]>): Promise<string[]> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    // Inset from the corners, so a rounded corner's cut-away is not taken for something covering it.
    const inset = 8;
    const points = [
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
      [box.left + box.width / 2, box.top + box.height / 2],
    ];
    return points.flatMap(([x, y]) => {
      const shown = document.elementFromPoint(x!, y!);
      if (shown !== null && (element === shown || element.contains(shown) || shown.contains(element))) return [];
      return [
        `${shown?.outerHTML.slice(0, 80) ?? "nothing"} at ${Math.round(x!)},${Math.round(y!)} (viewport height ${innerHeight})`,
      ];
    });
  });
}

test.describe("accessibility of the donor's page", () => {
  test.use({ javaScriptEnabled: true });

  for (const width of [360, 1280]) {
    test(`passes axe's WCAG A/AA rules at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signInAsDonor(page);
      await expect(page.getByRole("heading", { name: "Your documents" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("the verification page passes axe", async ({ page }) => {
    await page.goto(`${suite.server.url}/verify/TA-0000-0000-0000-0000`);
    await expectNoAxeViolations(page);
  });
});
