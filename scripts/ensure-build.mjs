// `npm start` (its prestart): build when there is no build yet, or when a source the build is made from is newer
// than it. Git writes every file a pull changes with the time of the pull, so a `git pull` followed by `npm start`
// rebuilds instead of serving the site as it was before the pull.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** What `npm run build` reads: the app, the enhancement script, the build's settings and the dependencies. */
export const buildSources = [
  "app",
  "public/enhance.js",
  "remix.config.js",
  "tailwind.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "scripts/build-pdfs.mjs",
];

/** The server bundle; `remix build` writes it last of all, so its time is the build's. */
export const builtServer = "build/index.js";

/** The newest modification time (ms) of a file, or of any file under a folder; 0 when the path does not exist. */
function newestTime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  // `parentPath` from Node 20.12; `path` before it.
  for (const entry of readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(path.join(entry.parentPath ?? entry.path, entry.name)).mtimeMs);
  }
  return newest;
}

/**
 * Why the project in `root` needs building, or null when its build is at least as new as every source.
 * @param {string} root
 * @returns {string | null}
 */
export function whyBuild(root) {
  const server = path.join(root, builtServer);
  if (!existsSync(server)) return "there is no build yet";
  const builtAt = statSync(server).mtimeMs;
  const newer = buildSources.find((source) => newestTime(path.join(root, source)) > builtAt);
  return newer ? `${newer} changed after the last build` : null;
}

const root = fileURLToPath(new URL("..", import.meta.url));
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const reason = whyBuild(root);
  if (reason) {
    console.log(`Building the site: ${reason}.`);
    execSync("npm run build", { stdio: "inherit", cwd: root });
  }
}
