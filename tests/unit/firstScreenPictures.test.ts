import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inlineFirstScreenPictures } from "~/platform/firstScreenPictures.server";

/** What a `data:` address decodes to, as the browser reads it. */
const decoded = (address: string) => decodeURIComponent(address.replace(/^data:image\/svg\+xml,/, ""));
const file = (path: string) => readFileSync(`public${path}`, "utf8").trim();

describe("first-screen pictures carried in the page", () => {
  it("a hero background becomes a data: address of the same picture, valid unquoted in CSS", () => {
    const html = inlineFirstScreenPictures(
      '<div class="hero-bg" style="background-image:url(/images/hero/default.svg)"></div>',
    );
    const address = /url\((data:[^)]*)\)/.exec(html)?.[1];
    expect(address).toBeDefined();
    expect(address).not.toMatch(/[\s"'()<>&]/);
    expect(decoded(address!)).toBe(file("/images/hero/default.svg").replace(/\s+/g, " "));
  });

  it('an <img loading="eager"> gets the picture inline, keeping its other attributes', () => {
    const html = inlineFirstScreenPictures(
      '<img src="/images/illustrations/pickup.svg" alt="A van" width="400" height="250" loading="eager" class="w-full">',
    );
    expect(html).toMatch(
      /^<img src="data:image\/svg\+xml,[^"]+" alt="A van" width="400" height="250" loading="eager" class="w-full">$/,
    );
    expect(decoded(/src="([^"]+)"/.exec(html)![1]!)).toBe(
      file("/images/illustrations/pickup.svg").replace(/\s+/g, " "),
    );
  });

  it("leaves other pictures, big pictures, missing files and paths out of /images alone", () => {
    const untouched = [
      '<img src="/images/illustrations/pickup.svg" alt="" loading="lazy">',
      '<img src="/images/illustrations/pickup.svg" alt="">',
      '<img src="/images/shield/how-it-works.svg" alt="" loading="eager">',
      '<img src="/images/nothing-here.svg" alt="" loading="eager">',
      '<img src="/images/../package.json" alt="" loading="eager">',
      '<div style="background-image:url(/press/kit.pdf)"></div>',
      '<link rel="icon" href="/images/logo.svg">',
    ];
    for (const html of untouched) expect(inlineFirstScreenPictures(html)).toBe(html);
  });

  it("changes only an eager picture's src and a style's background, never text, scripts or other attributes", () => {
    const untouched = [
      '<img data-src="/images/illustrations/pickup.svg" src="/images/photo.webp" alt="" loading="eager"/>',
      '<img title=" src=" alt="" loading="eager"/>',
      '<div style="mask-image:url(/images/hero/default.svg)"></div>',
      '<div data-style="background-image:url(/images/hero/default.svg)"></div>',
      '<script>document.body.innerHTML = \'<img src="/images/illustrations/pickup.svg" loading="eager">\';</script>',
      '<!-- <img src="/images/illustrations/pickup.svg" loading="eager"> -->',
      '<p>style="background-image:url(/images/hero/default.svg)"</p>',
    ];
    for (const html of untouched) expect(inlineFirstScreenPictures(html)).toBe(html);
    const selfClosing = inlineFirstScreenPictures(
      '<img loading="eager" src="/images/illustrations/pickup.svg" alt=""/>',
    );
    expect(selfClosing).toMatch(/^<img loading="eager" src="data:image\/svg\+xml,[^"]+" alt=""\/>$/);
  });
});
