/**
 * Every route that answers a file is marked `download` on the route itself, and the built server refuses each
 * marked route's single-fetch data addresses (`.data`, `?_routes=`) before its loader runs, in both languages:
 * the class certificate, the Shield invoice, the staff and partner CSVs and every later download alike (issue 45).
 */
import { expect } from "@playwright/test";
import { documentWordsIn } from "~/kits/documents/documentLanguage";
import { builtRoutes } from "../support/builtRoutes";
import { startServer, type RunningServer } from "../support/server";
import { test } from "../support/test";

test.describe.configure({ mode: "serial" });

const routes = builtRoutes();
const downloads = routes.filter((route) => route.download);
/** The resource routes that answer no file: the API endpoints (JSON for machines) and the sign-outs (a redirect). */
const answersNoFile = (route: { id: string; path: string }) =>
  route.path.startsWith("/api/") || /\/routes\/signOut$/.test(route.id);

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

test("every route that is not a page is a marked download, an API endpoint or a sign-out", () => {
  const unmarked = routes.filter((route) => !route.page && !route.download && !answersNoFile(route));
  expect(unmarked.map((route) => route.id)).toEqual([]);
  // The downloads the issue found answering their data address are among the marked ones.
  for (const id of [
    "classes/routes/certificatePdf",
    "shield/routes/invoice",
    "crm/routes/changesCsv",
    "classes/staff/routes/studentsCsv",
    "shield/staff/routes/activationCsv",
    "shield/staff/routes/shipmentsCsv",
    "partners/routes/applicantsCsv",
    "es-partners/routes/applicantsCsv",
  ])
    expect(downloads.map((route) => route.id)).toContain(id);
});

test("every marked download's .data and _routes addresses are refused with the sentence, never the file", async () => {
  expect(downloads.length).toBeGreaterThan(20);
  const since = server.logs().length;
  for (const route of downloads) {
    const address = route.path.replace(/:[^/]+/g, "x1");
    const sentence = documentWordsIn(address.startsWith("/es/") ? "es" : "en").download.ownAddressOnly;
    for (const [asked, status] of [
      [`${address}.data`, 404],
      [`${address}.data?_routes=${encodeURIComponent(route.id)}`, 404],
      [`${address}?_routes=${encodeURIComponent(route.id)}`, 400],
    ] as const) {
      const response = await fetch(`${server.url}${asked}`, { redirect: "manual" });
      expect(response.status, asked).toBe(status);
      expect(response.headers.get("cache-control"), asked).toBe("no-store");
      expect(await response.text(), asked).toBe(sentence);
    }
  }
  const refusals = server.logEntries(since).filter((entry) => entry.message === "download refused");
  expect(refusals).toHaveLength(downloads.length * 3);
});
