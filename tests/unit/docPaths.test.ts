import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Docs that cannot drift: every file or folder written in backticks in the README, the guides in docs/ and the
 * folders' READMEs exists, relative to the file's own folder or to the repository's root (`~/` is `app/`).
 * Decision records keep the paths of their day, so they are not read.
 */
const root = path.resolve(__dirname, "../..");
const skipped = new Set([
  "node_modules",
  "build",
  "data",
  ".git",
  "test-results",
  "playwright-report",
  "x",
  "decisions",
]);

function guides(): string[] {
  const found = ["README.md"];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (skipped.has(entry.name) || entry.name.startsWith(".")) continue;
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith(".md")) found.push(relative);
    }
  };
  for (const dir of ["docs", "app", "tests", "scripts", "public"]) if (existsSync(path.join(root, dir))) walk(dir);
  return found;
}

const extensions = "ts|tsx|js|mjs|cjs|json|md|css|sh|txt|yml|yaml|html|sql|jar|d\\.ts|d\\.mts";
/** A path as the docs write one: folders and a name with an extension, or a folder ending in `/`. */
const pathLike = new RegExp(
  `^(?:~/|\\.{0,2}/)?(?:[\\w.@$\\[\\]-]+/)*(?:[\\w.@$\\[\\]-]+\\.(?:${extensions})|[\\w.@$\\[\\]-]+/)$`,
);

/** Backticked names that are paths: not an address (`/staff`), a glob, a placeholder or a command. */
export function writtenPaths(markdown: string): string[] {
  const inline = markdown.replace(/^```[\s\S]*?^```$/gm, "");
  return [...inline.matchAll(/`([^`\n]+)`/g)]
    .map((match) => match[1]!.trim())
    .filter((name) => pathLike.test(name) && !name.startsWith("/") && !/[*<>{}]/.test(name) && !/^\w+:\/\//.test(name));
}

/** Every file and folder of the repository (what the build, the runs and npm make left out), by its path. */
function repositoryPaths(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      if (skipped.has(entry.name) && entry.name !== "decisions") continue;
      const relative = dir ? `${dir}/${entry.name}` : entry.name;
      found.push(relative);
      if (entry.isDirectory()) walk(relative);
    }
  };
  walk("");
  return found;
}
const known = repositoryPaths();

/** What the build, a run or the bench make, which the docs name but the repository never holds (.gitignore). */
const made =
  /^(?:(?:DATA_DIR\/)?(?:data|uploads)\/|build\/|\.cache\/|public\/build\/|bench-results\.md$|robots\.txt$|sitemap\.xml$)/;

/**
 * Whether a written path names a file or folder: from the file's folder or the root (`~/` is `app/`). A name given
 * short, after its folder was named (`records/`, `seo.ts`, `db/readiness.server.ts`), is the end of some path: of
 * the folder's own files in a folder's README, of the repository's in a guide.
 */
function exists(file: string, name: string): boolean {
  if (made.test(name) || name.startsWith(".")) return true;
  const clean = name.replace(/^~\//, "app/").replace(/\/$/, "");
  const folder = path.posix.dirname(file);
  if ([folder, "."].some((base) => existsSync(path.join(root, base, clean)))) return true;
  const within = folder === "." || folder === "docs" ? "" : `${folder}/`;
  return known.some((known) => known.startsWith(within) && known.endsWith(`/${clean.replace(/^\.\//, "")}`));
}

describe("paths written in the docs", () => {
  it("every backticked file or folder in the README, docs/ and the folders' READMEs exists", () => {
    const missing = guides().flatMap((file) =>
      writtenPaths(readFileSync(path.join(root, file), "utf8"))
        .filter((name) => !exists(file, name))
        .map((name) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("reads paths and leaves addresses, globs and commands alone (the check itself)", () => {
    expect(writtenPaths("see `app/db/migrations.server.ts`, `words.ts`, `app/kits/` and `~/db`")).toEqual([
      "app/db/migrations.server.ts",
      "words.ts",
      "app/kits/",
    ]);
    expect(writtenPaths("`/staff/donations`, `*.server.ts`, `npm test`, `<id>.pdf`, `https://x.org/a.md`")).toEqual([]);
    expect(exists("README.md", "app/db/nowhere.server.ts")).toBe(false);
    expect(exists("app/platform/README.md", "env.server.ts")).toBe(true);
  });
});
