import { expect, type Browser, type Page } from "@playwright/test";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { inlineFirstScreenPictures } from "~/platform/firstScreenPictures.server";
import { expectNoAxeViolations } from "./axe";
import type { CapturedMail } from "./smtpCapture";

/** Pages and emails a spec keeps as HTML files, for one run of the Nu checker at its end. */
export function nuCollector(name: string) {
  const folder = mkdtempSync(path.join(tmpdir(), `${name}-nu-`));
  const files: string[] = [];
  const keep = (page: string, html: string) => {
    const file = path.join(folder, `${files.length}-${page.replace(/[^\w-]+/g, "_")}.html`);
    writeFileSync(file, html);
    files.push(file);
  };
  return {
    files,
    keep,
    /** Keeps the HTML part of each email that has one; returns how many it kept. */
    keepEmails(mails: readonly CapturedMail[]): number {
      const before = files.length;
      for (const [index, mail] of mails.entries()) {
        const html = /<!doctype html>[\s\S]*<\/html>/i.exec(mail.text);
        if (html) keep(`email-${index}`, html[0]);
      }
      return files.length - before;
    },
  };
}

/** What the page makes a phone download with JavaScript off, as gzip sends it: the document and its stylesheets. */
export async function pageWeight(page: Page): Promise<number> {
  const html = await (await page.request.get(page.url())).text();
  let bytes = gzipSync(html).length;
  for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
    bytes += gzipSync(await (await page.request.get(new URL(href!, page.url()).toString())).body()).length;
  }
  return bytes;
}

/**
 * The address a first-screen picture (an `<img loading="eager">`) has in a shared page: the file carried inline as a
 * `data:` address (app/platform/firstScreenPictures.server.ts), so the page asks for no picture before it paints.
 */
export function carriedInPage(src: string): string {
  const tag = inlineFirstScreenPictures(`<img src="${src}" loading="eager">`);
  const carried = /src="([^"]+)"/.exec(tag)![1]!;
  expect(carried, `${src} is small enough to be carried in the page`).toMatch(/^data:image\/svg\+xml,/);
  return carried;
}

/**
 * axe-core runs as a script in the page, so a spec with JavaScript off has the page it is on checked again in a
 * context with JavaScript (the same cookies, so the same session and draft), at the phone's width.
 */
export async function expectAccessible(page: Page, browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: { width: 360, height: 740 } });
  await context.addCookies(await page.context().cookies());
  const checked = await context.newPage();
  await checked.goto(page.url());
  await expectNoAxeViolations(checked, page.url());
  await context.close();
}

/**
 * axe-core runs in the page, so the page as it is now is opened again with JavaScript, with the same cookies, at a
 * phone's width and a desk's (the staff console's tables change shape between them), and is never wider than either.
 */
export async function expectAccessibleAtBothWidths(page: Page, browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: true });
  await context.addCookies(await page.context().cookies());
  const checked = await context.newPage();
  await checked.goto(page.url());
  for (const width of [360, 1280]) {
    await checked.setViewportSize({ width, height: 800 });
    await expectNoAxeViolations(checked, `${page.url()} at ${width} px`);
    // No wider than a phone: nothing scrolls sideways.
    expect(await checked.evaluate(() => document.documentElement.scrollWidth), page.url()).toBeLessThanOrEqual(width);
  }
  await context.close();
}
