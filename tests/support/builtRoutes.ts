import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { testSecrets } from "./server";

/** A route of the built server as server.js is given it: its whole path, whether it is a page, and its handle's mark. */
export type BuiltRouteFacts = { id: string; path: string; page: boolean; download: boolean };

/**
 * The routes of the build (`npm run build` first), read by importing it in a child process with the test server's
 * settings, as server.js does: what the build holds, not what a list in a test says.
 */
export function builtRoutes(): BuiltRouteFacts[] {
  const script = `
    const build = await import(${JSON.stringify(path.resolve("build/index.js"))});
    const whole = (route) => {
      const paths = [];
      for (let at = route; at; at = at.parentId ? build.routes[at.parentId] : undefined) paths.unshift(at.path ?? "");
      return "/" + paths.join("/").split("/").filter(Boolean).join("/");
    };
    const facts = Object.values(build.routes).map((route) => ({
      id: route.id,
      path: whole(route),
      page: typeof route.module.default === "function",
      download: route.module.handle?.download === true,
    }));
    process.stdout.write(JSON.stringify(facts));`;
  const output = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "built-routes-")),
      ...testSecrets,
    },
    encoding: "utf8",
  });
  return JSON.parse(output) as BuiltRouteFacts[];
}
