import { createElement, Fragment } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderHtmlStream } from "~/platform/htmlStream.server";

/**
 * A page's bytes are its characters, whatever falls on the edge of the renderer's buffers: React 18's Node renderer
 * put a U+0000 in a page wherever a two-byte character straddled its 2,048-byte buffer (the Spanish footers).
 */

/** Many short texts with one- to four-byte characters, shifted by `offset` bytes, so characters land on every edge. */
function page(offset: number) {
  const words = ["año", "información", "€ 5", "日本", "😀 ok"];
  const items = Array.from({ length: 600 }, (_, i) =>
    createElement("li", { key: i }, `${words[i % words.length]} ${i}`),
  );
  return createElement(Fragment, null, createElement("p", null, "x".repeat(offset)), createElement("ul", null, items));
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

describe("rendered pages carry every character whole", () => {
  for (let offset = 1; offset <= 4; offset++) {
    it(`multi-byte characters across the buffer edges (shifted ${offset}): valid UTF-8, no U+0000, the same text`, async () => {
      const body = await bytesOf(await renderHtmlStream(page(offset)));
      expect(body.length).toBeGreaterThan(3 * 2048);
      expect(body.includes(0)).toBe(false);
      const html = new TextDecoder("utf-8", { fatal: true }).decode(body);
      expect(html).not.toContain("\uFFFD");
      expect(html).toBe(renderToString(page(offset)));
    });
  }

  it("a page read once its whole render is ready (as public pages are) is the same text", async () => {
    const stream = await renderHtmlStream(page(2));
    await stream.allReady;
    expect(new TextDecoder("utf-8", { fatal: true }).decode(await bytesOf(stream))).toBe(renderToString(page(2)));
  });
});
