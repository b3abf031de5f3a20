import { expect, type Locator } from "@playwright/test";
import { test } from "../support/readingPages";
import { answerOtherHosts } from "../support/thirdPartyFrames";

/**
 * Every embedded form, map, feed and the checkout: above the frame, a button to the same address in a
 * new tab and a note for when the frame does not load; a visible border; a height that does not change on load.
 */
const pagesWithEmbeds = [
  "/ewastedropoff",
  "/pepper",
  "/socialmedia",
  "/hotspot",
  "/nonprofitapplication",
  "/paperapplication",
  "/checkin",
  "/eligibility",
  "/uploadrecommendation?Name_First=Ana",
  "/shieldsimcard",
  "/shieldhotspotsim",
  "/shield5grouter",
];

async function checkFrame(frame: Locator) {
  // A frame lower on the page sits in a placeholder that keeps its height until the page has loaded.
  const box = frame.locator("xpath=ancestor::div[contains(concat(' ', @class, ' '), ' embedded-frame ')][1]");
  const src = (await frame.getAttribute("src"))!;
  const title = (await frame.getAttribute("title"))!;
  const open = box.getByRole("link", { name: `Open the ${title.toLowerCase()} in a new tab` });
  await expect(open, title).toHaveAttribute("href", src);
  await expect(open).toHaveAttribute("target", "_blank");
  await expect(open).toHaveAttribute("rel", /noopener/);
  const note = box.getByText(`If the ${title.toLowerCase()} below stays blank or does not load`);
  await expect(note).toHaveCount(1);
  // The button and the note come before the frame, in reading order and on screen.
  for (const before of [open, note]) {
    expect(
      await before.evaluate(
        (el, frameEl) => Boolean(el.compareDocumentPosition(frameEl!) & Node.DOCUMENT_POSITION_FOLLOWING),
        await frame.elementHandle(),
      ),
    ).toBe(true);
  }
  await frame.scrollIntoViewIfNeeded();
  await expect(open).toBeVisible();
  const [openBox, frameBox] = [(await open.boundingBox())!, (await frame.boundingBox())!];
  expect(openBox.y + openBox.height).toBeLessThanOrEqual(frameBox.y);
  // The button is big enough to press on a phone.
  expect(openBox.height).toBeGreaterThanOrEqual(44);
  const border = await frame.evaluate((el) => {
    const style = getComputedStyle(el);
    return { width: parseFloat(style.borderTopWidth), style: style.borderTopStyle };
  });
  expect(border.width, `${title} border`).toBeGreaterThanOrEqual(1);
  expect(border.style).toBe("solid");
  return { title, height: frameBox.height };
}

for (const javaScriptEnabled of [false, true]) {
  test.describe(`embeds on a 360 px phone with JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test.beforeEach(async ({ page, baseURL }) => {
      // The providers cannot be reached from here: answer their frames late, with a tall page, so a frame that
      // grew with its content or jumped on load would show.
      await answerOtherHosts(page, baseURL!, {
        body: "<!doctype html><html lang=en><title>x</title><body style='height:5000px'>Form</body></html>",
        delayMs: 300,
      });
    });

    for (const path of pagesWithEmbeds) {
      test(`${path}: each frame has its open-in-a-new-tab button and note above it, a border and a fixed height`, async ({
        page,
      }) => {
        await page.goto(path);
        // With JavaScript, frames further down are built from their <noscript> just after the load event.
        if (javaScriptEnabled) await expect(page.locator("[data-deferred-frame] > noscript")).toHaveCount(0);
        const frames = page.locator("iframe");
        const count = await frames.count();
        expect(count).toBeGreaterThan(0);
        for (let index = 0; index < count; index++) {
          const frame = frames.nth(index);
          const before = await checkFrame(frame);
          // Once the provider's (tall) page has arrived in the frame, the frame is still as tall as before.
          await expect(frame.contentFrame().locator("body")).toHaveText("Form");
          expect((await frame.boundingBox())!.height, before.title).toBe(before.height);
        }
      });
    }
  });
}
