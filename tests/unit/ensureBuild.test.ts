import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { builtServer, whyBuild } from "../../scripts/ensure-build.mjs";

let root: string;

/** Writes a file under the temporary project with this modification time (seconds since the epoch). */
function writeAt(relative: string, seconds: number) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, "x");
  utimesSync(file, seconds, seconds);
}

const BUILT = 1_000_000;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "ensure-build-"));
  for (const source of [
    "app/root.tsx",
    "app/site/routes/home.tsx",
    "public/enhance.js",
    "remix.config.js",
    "tailwind.config.ts",
    "package.json",
  ]) {
    writeAt(source, BUILT - 60);
  }
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm start builds the site only when the build is missing or older than its sources", () => {
  it("builds a fresh checkout that has never been built", () => {
    expect(whyBuild(root)).toBe("there is no build yet");
  });

  it("serves the existing build when every source is older than it", () => {
    writeAt(builtServer, BUILT);
    expect(whyBuild(root)).toBeNull();
  });

  it.each([
    ["a route deep under app/", "app/site/routes/home.tsx", "app"],
    ["a page's JSON words", "app/content/marketingPages/home.json", "app"],
    ["the enhancement script", "public/enhance.js", "public/enhance.js"],
    ["the Remix settings", "remix.config.js", "remix.config.js"],
    ["the Tailwind settings", "tailwind.config.ts", "tailwind.config.ts"],
    ["the dependencies", "package.json", "package.json"],
  ])("rebuilds when %s was changed by a pull after the build", (_what, changed, named) => {
    writeAt(builtServer, BUILT);
    writeAt(changed, BUILT + 5);
    expect(whyBuild(root)).toBe(`${named} changed after the last build`);
  });

  it("does not rebuild for a newer file the build does not read", () => {
    writeAt(builtServer, BUILT);
    writeAt("README.md", BUILT + 5);
    writeAt("public/images/logo.svg", BUILT + 5);
    expect(whyBuild(root)).toBeNull();
  });
});
