import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultOf } from "~/platform/settings/declare.server";
import { settingGroups } from "~/startup/settings.server";
import { envExample, settingsPage } from "../../scripts/settingsDocs";

/** The repository's front door: a short README with the two commands, and guides in docs/ whose links all work. */
const root = path.resolve(__dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
const readme = read("README.md");

const START = "npm install && npm run data:demo && npm start";
const TEST = "bash scripts/install-test-deps.sh && npm install && npm test";

/** The shell blocks of a Markdown text, in order, with the text that comes before each (since the previous one). */
function shellBlocks(markdown: string): { command: string; before: string }[] {
  const blocks: { command: string; before: string }[] = [];
  let last = 0;
  for (const match of markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)) {
    blocks.push({ command: match[1]!.trim(), before: markdown.slice(last, match.index) });
    last = match.index! + match[0].length;
  }
  return blocks;
}

/** Every Markdown file of the guides: the README and everything under docs/. */
function markdownFiles(): string[] {
  const found = ["README.md"];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith(".md")) found.push(relative);
    }
  };
  walk("docs");
  return found;
}

/** Text outside code: fenced blocks and inline code hold examples, not links. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```$/gm, "").replace(/`[^`\n]*`/g, "");

/** The anchors GitHub gives a file's headings: lower case, punctuation dropped, spaces as hyphens. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const [, heading] of markdown.replace(/^```[\s\S]*?^```$/gm, "").matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = heading!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

/** The rows of the first column of the Markdown tables whose header's first cell is `header`. */
function tablesHeaded(markdown: string, header: string): string[][] {
  const tables: string[][] = [];
  const lines = markdown.split("\n");
  lines.forEach((line, index) => {
    if (line.split("|")[1]?.trim() !== header || !lines[index + 1]?.startsWith("| ---")) return;
    const rows: string[] = [];
    for (let next = index + 2; lines[next]?.startsWith("|"); next++) rows.push(lines[next]!.split("|")[1]!.trim());
    tables.push(rows);
  });
  return tables;
}

describe("the README", () => {
  it("is at most 12 KB and opens with what the project is", () => {
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(12 * 1024);
    const [title, , firstParagraph] = readme.split("\n");
    expect(title).toMatch(/^# \S/);
    expect(firstParagraph).toMatch(/^The public website of a non-profit/);
  });

  it("gives the start command and then the test command, each after its prerequisites", () => {
    const [start, test] = shellBlocks(readme);
    expect(start?.command).toBe(START);
    expect(test?.command).toBe(TEST);
    const engines = (JSON.parse(read("package.json")) as { engines: { node: string } }).engines.node;
    expect(engines).toBe(">=20");
    for (const needed of ["Node.js 20 or newer", "python3", "make", "g++"]) expect(start!.before).toContain(needed);
    // Every Debian package the install script brings is named before the test command, and the system it needs.
    const script = read("scripts/install-test-deps.sh");
    const packages = [...script.matchAll(/apt-get install -y(?: --no-install-recommends)? ([^\n]+)/g)].flatMap((m) =>
      m[1]!.trim().split(/\s+/),
    );
    expect(packages).toContain("chromium");
    for (const name of [...packages, "Debian"]) expect(test!.before).toContain(name);
  });

  it("has the test command that CI runs", () => {
    const ci = read(".ci/run")
      .split("\n")
      .filter((line) => line.trim() && !line.startsWith("#") && !line.startsWith("set ") && !line.startsWith("cd "));
    expect(ci.at(-1)).toBe(TEST);
  });

  it("links every guide in docs/", () => {
    const guides = readdirSync(path.join(root, "docs")).filter((name) => name.endsWith(".md"));
    expect(guides.length).toBeGreaterThanOrEqual(8);
    for (const guide of guides) expect(readme, guide).toContain(`](docs/${guide}`);
    expect(readme).toContain("](docs/decisions/README.md)");
  });

  it("leaves the code's layout to one table, in docs/architecture.md, whose every path exists", () => {
    expect(tablesHeaded(readme, "path")).toEqual([]);
    const layouts = tablesHeaded(read("docs/architecture.md"), "path");
    expect(layouts).toHaveLength(1);
    const paths = layouts[0]!.flatMap((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
    expect(paths).toContain("server.js");
    for (const file of paths) expect(existsSync(path.join(root, file)), file).toBe(true);
  });
});

describe("links in the README and docs/", () => {
  it("every relative link reaches a file of the repository, and every anchor a heading in it", () => {
    const broken: string[] = [];
    for (const file of markdownFiles()) {
      const text = read(file);
      for (const [, target] of prose(text).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target!)) continue; // another site, or mail
        const [linked = "", anchor] = target!.split("#");
        const resolved = linked ? path.posix.normalize(path.posix.join(path.posix.dirname(file), linked)) : file;
        if (!existsSync(path.join(root, resolved))) {
          broken.push(`${file}: ${target} (no ${resolved})`);
        } else if (
          anchor &&
          (statSync(path.join(root, resolved)).isDirectory() || !anchors(read(resolved)).has(anchor))
        ) {
          broken.push(`${file}: ${target} (no heading #${anchor} in ${resolved})`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it("finds links that are broken (the check itself)", () => {
    expect(anchors("# Deploying behind a CDN\n## `npm test`: what runs\n## Deploying behind a CDN\n")).toEqual(
      new Set(["deploying-behind-a-cdn", "npm-test-what-runs", "deploying-behind-a-cdn-1"]),
    );
    expect(prose("see [a](a.md) and `[b](b.md)`\n```sh\n[c](c.md)\n```\n")).not.toContain("b.md");
  });
});

describe("docs/settings.md and .env.example", () => {
  it("are what the settings' declarations make (npm run docs:settings writes them)", () => {
    expect(read("docs/settings.md")).toBe(settingsPage(read("docs/settings.md")));
    expect(read(".env.example")).toBe(envExample());
  });

  const declared = settingGroups.flatMap((group) => Object.entries(group.declarations));

  it("list every setting the server reads, each once, with the default its rule applies", () => {
    const names = declared.map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
    const example = read(".env.example");
    const table = read("docs/settings.md");
    for (const [name, declaration] of declared) {
      expect(example, name).toMatch(new RegExp(`^# ${name}=`, "m"));
      const { value } = defaultOf(declaration);
      const row = table.split("\n").find((line) => line.startsWith(`| \`${name}\` |`));
      expect(row, name).toBeDefined();
      if (value !== undefined) expect(row, name).toContain(`\`${value}\``);
    }
  });
});
