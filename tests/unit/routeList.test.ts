import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { footerColumns } from "~/page/footer";
import { navGroups } from "~/config/navigation";
import { aliasesWithRoutes } from "~/config/pages/pageRow";
import { allPagePaths, isShieldAccountPath, pageRows, permanentRedirects, sitePages } from "~/config/routes";
import { isPartnerPortalPath } from "~/config/personalAreas";

/** Every route module of the tree: the files of each wing's `routes/` folder (and its staff screens'), and app/routes. */
function routeModules(dir = "app"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const inside = path.posix.join(dir, entry.name);
    if (!entry.isDirectory()) return [];
    if (entry.name === "routes") return readdirSync(inside).map((name) => path.posix.join(inside, name).slice(4));
    return routeModules(inside);
  });
}

describe("the route list", () => {
  it("names a module that exists for every route, and every module of a routes/ folder is a route", () => {
    const named = pageRows.map((row) => row.module);
    for (const module of named) expect(existsSync(`app/${module}`), module).toBe(true);
    expect(routeModules().sort()).toEqual([...new Set(named)].sort());
  });

  it("keeps app/routes/ to what belongs to no wing, at most 20 modules", () => {
    expect(readdirSync("app/routes").length).toBeLessThanOrEqual(20);
  });

  it("serves every same-page alias either by case-insensitive matching or by a route of its own", () => {
    for (const page of sitePages) {
      for (const alias of page.sameAs ?? []) {
        const byCase = alias.replace(/\/$/, "").toLowerCase() === page.path;
        expect(byCase || aliasesWithRoutes(page).includes(alias), alias).toBe(true);
      }
    }
    expect(sitePages.flatMap(aliasesWithRoutes).sort()).toEqual(
      ["/Pepper-Fest", "/connect", "/financialdonation", "/shieldinternet"].sort(),
    );
  });

  it("lists each path once", () => {
    expect(new Set(allPagePaths).size).toBe(allPagePaths.length);
  });

  it("redirects the seven legacy .html addresses", () => {
    expect([...permanentRedirects.keys()].sort()).toEqual(
      [
        "/apply.html",
        "/contact.html",
        "/donate.html",
        "/pepper.html",
        "/press.html",
        "/team.html",
        "/uploadrecommendation.html",
      ].sort(),
    );
  });

  it("links the navigation and footer only to pages that exist", () => {
    const known = new Set(allPagePaths.map((path) => path.toLowerCase().replace(/(.)\/$/, "$1")));
    const internal = [
      ...navGroups.flatMap((group) => [group.to, ...group.links.map((link) => link.to)]),
      ...footerColumns.flatMap((column) => column.links.filter((link) => !link.external).map((link) => link.to)),
    ];
    // The partner portal and the Shield account are outside the route list (each realm serves its own); a link
    // may lead to a part of a page (`#…`).
    const exists = (to: string) => {
      const path = to.split("#")[0]!;
      return (
        known.has(path.toLowerCase().replace(/(.)\/$/, "$1")) || isPartnerPortalPath(path) || isShieldAccountPath(path)
      );
    };
    for (const to of internal) expect(exists(to), to).toBe(true);
  });

  it("has the spec's three navigation groups in order", () => {
    expect(navGroups.map((group) => [group.label, group.to])).toEqual([
      ["Programs", "/programs"],
      ["About Us", "/about"],
      ["Get Involved", "/support"],
    ]);
  });
});
