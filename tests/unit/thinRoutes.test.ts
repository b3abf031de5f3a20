import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/** A route module is thin (decision 113): it calls its wing's page module, never the store. */
const root = path.resolve(__dirname, "../..");

function routeModules(folder: string, inRoutes = false): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return routeModules(file, inRoutes || entry.name === "routes");
    return inRoutes && /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("route modules", () => {
  const modules = routeModules("app");

  it("are found in every wing's routes folder, the staff ones and app/routes", () => {
    for (const folder of ["app/routes/", "app/shield/staff/routes/", "app/donations/routes/", "app/crm/routes/"])
      expect(modules.some((file) => file.startsWith(folder))).toBe(true);
  });

  it("import nothing from ~/db: the store is opened by the wing's page module", () => {
    const opening = modules.filter((file) => /from "~\/db(\/|")/.test(readFileSync(path.join(root, file), "utf8")));
    expect(opening).toEqual([]);
  });

  it("are refused ~/db by the linter, in app/routes and in a wing's staff routes, with the wing's boundary kept", async () => {
    const eslint = new ESLint({ cwd: root });
    for (const file of [
      "app/routes/smsInbound.ts",
      "app/shield/staff/routes/queue.tsx",
      "app/crm/routes/changes.tsx",
    ]) {
      const config = await eslint.calculateConfigForFile(path.join(root, file));
      const groups = config.rules["no-restricted-imports"][1].patterns.flatMap(
        (pattern: { group: string[] }) => pattern.group,
      );
      expect(groups, file).toContain("~/db");
      expect(groups, file).toContain("~/db/*");
    }
    const shield = await eslint.calculateConfigForFile(path.join(root, "app/shield/staff/routes/queue.tsx"));
    const shieldGroups = shield.rules["no-restricted-imports"][1].patterns.flatMap(
      (pattern: { group: string[] }) => pattern.group,
    );
    expect(shieldGroups).toContain("~/donations");
  });
});
