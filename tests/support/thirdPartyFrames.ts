import type { Page } from "@playwright/test";

/**
 * Third-party frames cannot load here (no network): every request to another host is answered with `body`, after
 * `delayMs`, so page loads and scans do not wait on hosts that never reply. The default is an empty titled page.
 */
export async function answerOtherHosts(
  page: Page,
  baseURL: string,
  {
    body = "<!doctype html><html lang=en><title>Third-party content</title></html>",
    delayMs = 0,
  }: { body?: string; delayMs?: number } = {},
): Promise<void> {
  await page.route(
    (url) => !url.href.startsWith(baseURL),
    async (route) => {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.fulfill({ contentType: "text/html", body });
    },
  );
}
