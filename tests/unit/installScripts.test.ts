/**
 * `npm install` (the README's first command) prints no warning about install scripts (issue 45 §4): npm 11 warns of
 * every dependency with an install script that package.json's `allowScripts` neither allows nor denies. vnu-jar's
 * only downloads a Java runtime; the tests run the jar it ships with the system's Java, so it is denied.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

type Lock = { packages: Record<string, { hasInstallScript?: boolean }> };
const project = JSON.parse(readFileSync("package.json", "utf8")) as { allowScripts: Record<string, boolean> };
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as Lock;

describe("install scripts", () => {
  it("allows or denies, by name, every locked package that has one", () => {
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([where]) => where.slice(where.lastIndexOf("node_modules/") + "node_modules/".length));
    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter((name) => !(name in project.allowScripts))).toEqual([]);
  });

  it("denies vnu-jar's Java download, and the Nu checker's jar is still in the package", () => {
    expect(project.allowScripts["vnu-jar"]).toBe(false);
    // What tests/support/run-nu-checker.mjs runs with `java`.
    const jar = String(createRequire(import.meta.url)("vnu-jar"));
    expect(jar).toMatch(/vnu\.jar$/);
    expect(existsSync(jar)).toBe(true);
  });
});
