import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** What a clone carries: source and documents, not databases or other large generated files. */
const root = path.resolve(__dirname, "../..");
const MiB = 1024 * 1024;

/** Each file git tracks (as staged: what the next commit holds) with its size in bytes. */
function trackedFiles(): { file: string; bytes: number }[] {
  const entries = execFileSync("git", ["ls-files", "-s", "-z"], { cwd: root, encoding: "utf8", maxBuffer: 64 * MiB })
    .split("\0")
    .filter(Boolean)
    .map((line) => {
      const [meta, file] = line.split("\t") as [string, string];
      return { file, object: meta.split(" ")[1]! };
    });
  const sizes = execFileSync("git", ["cat-file", "--batch-check=%(objectsize)"], {
    cwd: root,
    encoding: "utf8",
    input: entries.map((entry) => entry.object).join("\n") + "\n",
    maxBuffer: 64 * MiB,
  })
    .trim()
    .split("\n")
    .map(Number);
  return entries.map((entry, index) => ({ file: entry.file, bytes: sizes[index]! }));
}

describe("the repository's tracked files", () => {
  const files = trackedFiles();

  it("are read from git, with their sizes", () => {
    const lock = files.find((entry) => entry.file === "package-lock.json");
    expect(lock?.bytes).toBeGreaterThan(100_000);
    expect(files.find((entry) => entry.file === "README.md")?.bytes).toBeGreaterThan(1000);
  });

  it("hold nothing over 1 MiB but the lock file", () => {
    const large = files.filter((entry) => entry.bytes > MiB && entry.file !== "package-lock.json");
    expect(large.map((entry) => `${entry.file}: ${(entry.bytes / MiB).toFixed(1)} MiB`)).toEqual([]);
  });

  it("hold no SQLite store", () => {
    expect(
      files.map((entry) => entry.file).filter((file) => /\.(sqlite|sqlite3|db)(-wal|-shm|-journal)?$/.test(file)),
    ).toEqual([]);
  });
});
