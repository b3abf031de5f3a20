// Debian's Chromium, never a downloaded browser, with the flags that keep it off the network it cannot reach.
// Shared by the browser tests (playwright.config.ts) and the bench (scripts/bench.mjs).
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
