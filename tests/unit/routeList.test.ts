import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { footerColumns } from "~/page/footer";
import { navGroups } from "~/config/navigation";
import { allPagePaths, isShieldAccountPath, permanentRedirects, sitePages } from "~/config/routes";
import { isPartnerPortalPath } from "~/config/personalAreas";

// A page under another page's address without being inside its layout is `<parent>_.<child>` (`partner_.apply.tsx`).
const routeFile = (path: string) =>
  path === "/" ? "app/routes/_index.tsx" : `app/routes/${path.slice(1).toLowerCase().split("/").join("_.")}.tsx`;
const config = readFileSync("remix.config.js", "utf8");

describe("the route list", () => {
  it("has a route module for every canonical page", () => {
    for (const page of sitePages) expect(existsSync(routeFile(page.path)), page.path).toBe(true);
  });

  it("serves every same-page alias either by case-insensitive matching or by a route in remix.config.js", () => {
    for (const page of sitePages) {
      for (const alias of page.sameAs ?? []) {
        const byCase = alias.replace(/\/$/, "").toLowerCase() === page.path;
        expect(byCase || config.includes(`route("${alias}"`), alias).toBe(true);
      }
    }
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
