// Debian's Chromium, never a downloaded browser, with the flags that keep it off the network it cannot reach.
// The browser tests drive Debian's `chromium-headless-shell`: the same Chromium (one Debian source package, one
// version) built as the headless shell, which is what Playwright itself drives in headless runs; it opens a page
// several times faster than the full browser's headless mode on a 2-core machine (decision 075). The bench
// (scripts/bench.mjs) measures first paint in the full browser, as a visitor's.
export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  // A page's first navigation, from about:blank to the site, swapped to a new renderer process, and every frame from
  // another host (a page's embedded forms, maps and feeds) got a process of its own: process starts were a
  // large share of the browser's time. Tests need no isolation between sites, so one renderer serves a page and
  // its frames (decision 097).
  "--renderer-process-limit=1",
  "--disable-features=site-per-process,IsolateOrigins",
];
