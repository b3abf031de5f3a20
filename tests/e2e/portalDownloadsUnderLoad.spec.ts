/**
 * Downloads that cannot be stalled: a 100,000-item donor's CSV and certificates, read slowly or stalled by many
 * clients, keep the server's memory bounded and the sign-in pages answering.
 */
import { expect } from "@playwright/test";
import { test } from "../support/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { residentMiB } from "../../scripts/bench/csv.mjs";
import { importCrmFolder } from "~/kits/records/crmImport.server";
import { openStore } from "~/db/open.server";
import { startServer, waitForLog, type RunningServer } from "../support/server";
import { startSmtpCapture, type SmtpCapture } from "../support/smtpCapture";

import {
  CONTACTS,
  MEMORY_BOUND_MIB,
  writeBigDonor,
  signedInCookie,
  readingDownload,
  Stalled,
  stalledDownload,
} from "../support/bigDownloads";

test.describe("downloads that cannot be stalled", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });
  let server: RunningServer;
  let smtp: SmtpCapture;
  const cookies: string[] = [];

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    smtp = await startSmtpCapture();
    const dataDir = mkdtempSync(path.join(tmpdir(), "stalled-downloads-"));
    const store = await openStore({ dataDir });
    try {
      await importCrmFolder(store.db, writeBigDonor());
    } finally {
      await store.close();
    }
    server = await startServer({ dataDir, env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, TRUST_PROXY: "1" } });
    for (let i = 0; i < CONTACTS; i++)
      cookies.push(await signedInCookie(server, smtp, `contact${i}@big.test`, `10.77.0.${i + 1}`));
  });

  test.afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  test("20 clients that read 512 bytes of a 100,000-item CSV and stall keep the server's memory bounded", async () => {
    const csv = `${server.url}/portal/donated_computers.csv`;
    // Warm up: one whole download, so what is measured below is the stalled downloads, not first-use allocations.
    expect((await (await fetch(csv, { headers: { cookie: cookies[0]! } })).text()).length).toBeGreaterThan(1_000_000);
    const since = server.logs().length;
    const before = residentMiB(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentMiB(server.pid))), 50);
    const stalled: Stalled[] = [];
    try {
      for (const cookie of cookies) for (let i = 0; i < 2; i++) stalled.push(await stalledDownload(csv, cookie));
      expect(stalled.map((download) => download.status)).toEqual(Array(20).fill(200));
      // Long enough for a server that ignores backpressure to read the whole store into memory for each.
      await new Promise((resolve) => setTimeout(resolve, 8_000));
      peak = Math.max(peak, residentMiB(server.pid));
      // The server reads the store only as the clients read: no stalled download has been read to its end.
      expect(server.logEntries(since).filter((entry) => entry.message === "download ended")).toEqual([]);
    } finally {
      clearInterval(sampler);
      for (const download of stalled) download.request.destroy();
    }
    expect(peak - before).toBeLessThan(MEMORY_BOUND_MIB);
    // Each client that went away freed its slot and its cursor.
    await waitForLog(server, (entry) => entry.message === "download ended" && entry.end === "cancelled", {
      since,
      count: 20,
    });
    // The server still answers, and the aborted downloads released their slots.
    const sinceAgain = server.logs().length;
    const again = await stalledDownload(csv, cookies[1]!);
    expect(again.status).toBe(200);
    again.request.destroy();
    // Its end is logged once the server sees the client gone: waited for, so no later test reads it as its own.
    await waitForLog(server, (entry) => entry.message === "download ended" && entry.end === "cancelled", {
      since: sinceAgain,
    });
  });

  test("a download's single-fetch data addresses are refused before its loader runs; the portal's own data is served", async () => {
    const cookie = cookies[4]!;
    const refused: Array<[string, number]> = [
      ["/portal/donated_computers.csv.data", 404],
      ["/portal/asset_report.csv.data", 404],
      ["/portal/asset_report.csv.data?_routes=routes%2Fportal_.asset_report%5B.%5Dcsv", 404],
      ["/portal/certificates.pdf.data", 404],
      ["/portal/certificates/B-1.pdf.data", 404],
      ["/portal/receipts/2024.pdf.data", 404],
      ["/es/portal/asset_report.csv.data", 404],
      ["/PORTAL/Asset_Report.CSV.data", 404],
      ["/portal/asset%5Freport.csv/.data", 404],
      ["/portal/asset_report.csv?_routes=routes%2Fportal_.asset_report%5B.%5Dcsv", 400],
      ["/portal/donated_computers.csv?_data=routes%2Fportal_.donated_computers%5B.%5Dcsv", 400],
    ];
    const since = server.logs().length;
    for (const [address, status] of refused) {
      const response = await fetch(`${server.url}${address}`, { headers: { cookie } });
      expect(response.status, address).toBe(status);
      expect(response.headers.get("cache-control"), address).toBe("no-store");
      const text = await response.text();
      expect(text, address).toMatch(
        address.startsWith("/es/")
          ? /solo se puede descargar desde su propia dirección/
          : /can only be downloaded from its own address/,
      );
    }
    // No loader ran: no download was started, and every refusal was logged as one.
    const entries = server.logEntries(since);
    expect(
      entries.filter((entry) => entry.message === "download refused" && entry.reason === "data address"),
    ).toHaveLength(refused.length);
    expect(entries.filter((entry) => entry.message === "download ended")).toEqual([]);
    // The download itself, and the portal page's data (what its React asks for), are still served.
    const sinceFile = server.logs().length;
    const file = await stalledDownload(`${server.url}/portal/asset_report.csv`, cookie);
    expect(file.status).toBe(200);
    file.request.destroy();
    await waitForLog(server, (entry) => entry.message === "download ended" && entry.end === "cancelled", {
      since: sinceFile,
    });
    const portalData = await fetch(`${server.url}/portal.data`, { headers: { cookie } });
    expect(portalData.status).toBe(200);
    expect(await portalData.text()).toContain("Big Co");
  });

  test("40 slow readers of the downloads' data addresses leave the server's memory where it was", async () => {
    const addresses = [
      "/portal/donated_computers.csv.data",
      "/portal/asset_report.csv.data?_routes=routes%2Fportal_.asset_report%5B.%5Dcsv",
    ];
    const before = residentMiB(server.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, residentMiB(server.pid))), 50);
    const readers: Stalled[] = [];
    try {
      for (let i = 0; i < 40; i++)
        readers.push(await stalledDownload(`${server.url}${addresses[i % 2]}`, cookies[i % CONTACTS]!));
      // Long enough for a server that encoded each whole file into memory to have done so.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      peak = Math.max(peak, residentMiB(server.pid));
    } finally {
      clearInterval(sampler);
      for (const reader of readers) reader.request.destroy();
    }
    expect(readers.map((reader) => reader.status)).toEqual(Array(40).fill(404));
    // Each refusal is a sentence; 40 encoded copies of a 100,000-row file would be hundreds of MiB.
    expect(peak - before).toBeLessThan(40);
  });

  test("two whole-donation certificates are made at a time; a third is asked to come back, and sign-in pages answer meanwhile", async () => {
    const pdf = `${server.url}/portal/certificates.pdf`;
    // Two donors' contacts read their certificates as fast as they come (a core busy with each).
    const readers = [cookies[5]!, cookies[6]!].map((cookie) => readingDownload(pdf, cookie));
    try {
      const started = await Promise.all(readers.map((reader) => reader.status));
      expect(started).toEqual([200, 200]);
      const third = await fetch(pdf, { headers: { cookie: cookies[7]! } });
      expect(third.status).toBe(503);
      expect(third.headers.get("retry-after")).toBe("60");
      expect(third.headers.get("cache-control")).toBe("no-store");
      expect(await third.text()).toBe("Many certificates are being made just now. Please try again in a minute.");
      const spanish = await fetch(`${server.url}/es/portal/certificates.pdf`, { headers: { cookie: cookies[7]! } });
      expect(spanish.status).toBe(503);
      expect(await spanish.text()).toBe(
        "Ahora mismo se están preparando muchos certificados. Por favor, inténtelo de nuevo en un minuto.",
      );
      // Other requests are answered while both are drawn, and both are still being read.
      for (let i = 0; i < 5; i++) {
        const auth = await fetch(`${server.url}/auth`);
        expect(auth.status).toBe(200);
        expect(await auth.text()).toContain("Unlock");
      }
      await expect.poll(() => Math.min(...readers.map((reader) => reader.bytesRead()))).toBeGreaterThan(0);
      expect(readers.every((reader) => !reader.finished())).toBe(true);
    } finally {
      for (const reader of readers) reader.request.destroy();
    }
    // A certificate whose reader went away frees its place for the next donor.
    await expect
      .poll(
        async () => {
          const next = await stalledDownload(pdf, cookies[7]!);
          next.request.destroy();
          return next.status;
        },
        { timeout: 10_000 },
      )
      .toBe(200);
  });

  test("a session gets two downloads at a time; a third is refused with a sentence until one ends", async () => {
    const csv = `${server.url}/portal/donated_computers.csv`;
    const cookie = cookies[2]!;
    const first = await stalledDownload(csv, cookie);
    const second = await stalledDownload(csv, cookie);
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await fetch(csv, { headers: { cookie } });
    expect(third.status).toBe(429);
    expect(await third.text()).toContain("already downloading");
    expect(third.headers.get("cache-control")).toBe("no-store");
    // Another session is not held up by this one.
    const other = await stalledDownload(csv, cookies[3]!);
    expect(other.status).toBe(200);
    other.request.destroy();
    first.request.destroy();
    await expect
      .poll(async () => await stalledDownload(csv, cookie).then((d) => (d.request.destroy(), d.status)), {
        timeout: 5_000,
      })
      .toBe(200);
    second.request.destroy();
  });
});
