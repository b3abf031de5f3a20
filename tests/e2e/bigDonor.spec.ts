import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { test } from "../support/test";
import { measureCsvDownload, measurePdfDownload, prepareBigDonor } from "../../scripts/bench/csv.mjs";
import { startServer, waitForLog, type RunningServer } from "../support/server";

const ITEMS = 100_000;

/** The downloads' ends the server has logged since `since` (a `logs().length` taken earlier). */
const downloadsEndedSince = (server: RunningServer, since: number) =>
  server.logEntries(since).filter((entry) => entry.message === "download ended");

/**
 * A donor with 100,000 donated computers (nine in ten with their data erased): a paginated page, and the whole
 * CSV and the whole donation's certificate streamed in bounded memory. How fast is for `npm run bench`
 * (docs/performance.md): a busy machine slows these without changing what they do.
 */
test.describe("a donor with 100,000 items", () => {
  test.describe.configure({ mode: "serial", timeout: 360_000 });
  let server: RunningServer;
  let signedIn: { path: string; headers?: Record<string, string> };

  test.beforeAll(async () => {
    test.setTimeout(360_000);
    const dataDir = mkdtempSync(path.join(tmpdir(), "big-donor-"));
    server = await startServer({ dataDir });
    const prepared = await prepareBigDonor({ url: server.url, dataDir, env: {}, items: ITEMS });
    if (!prepared) throw new Error("the big donor could not be prepared");
    signedIn = prepared;
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("gets the tracker page with the donation's totals and one page of the table", async () => {
    const response = await fetch(`${server.url}/portal`, { headers: signedIn.headers });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain("Donor Details");
    expect(html).toContain("100,000");
    const rows = html.match(/<tr\b/g)?.length ?? 0;
    expect(rows).toBeGreaterThan(1);
    expect(rows).toBeLessThan(200);
  });

  test("streams all 100,000 rows of the CSV: the first rows arrive while the server is still reading the rest, server memory growing less than 150 MiB", async () => {
    const since = server.logs().length;
    let firstChunk = "";
    let endedWhenFirstRowsArrived: unknown[] = [];
    const result = await measureCsvDownload({
      url: `${server.url}${signedIn.path}`,
      headers: signedIn.headers,
      serverPid: server.pid,
      onFirstChunk: async (chunk) => {
        firstChunk = Buffer.from(chunk).toString("utf8");
        endedWhenFirstRowsArrived = downloadsEndedSince(server, since);
      },
    });
    expect(firstChunk).toMatch(/^\uFEFF?Model,Computer_Type,[^\n]*\n"Latitude 5\d+, 14in",Laptop,/);
    // The file's start was in the client's hands while the server was still reading the donor's rows from the store.
    expect(endedWhenFirstRowsArrived).toEqual([]);
    expect(result.rows).toBe(ITEMS);
    await waitForLog(server, (entry) => entry.message === "download ended" && entry.end === "complete", { since });
    expect(result.growthMiB).toBeLessThan(150);
  });

  test("streams the whole donation's certificate: the first pages arrive while the server is still drawing the rest, server memory growing less than 200 MiB, every device listed", async () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "big-donor-pdf-")), "donation_certificate.pdf");
    const since = server.logs().length;
    let firstChunk = "";
    let endedWhenFirstPagesArrived: unknown[] = [];
    const result = await measurePdfDownload({
      url: `${server.url}/portal/certificates.pdf`,
      headers: signedIn.headers,
      serverPid: server.pid,
      file,
      onFirstChunk: async (chunk) => {
        firstChunk = Buffer.from(chunk).toString("latin1");
        endedWhenFirstPagesArrived = downloadsEndedSince(server, since);
      },
    });
    expect(firstChunk.startsWith("%PDF-")).toBe(true);
    expect(endedWhenFirstPagesArrived).toEqual([]);
    // Resident memory, garbage not yet collected included: issue 35 asks for under 200 MiB whatever the donation's size.
    // The page content and the file are written in 64 KiB blocks and the words' cache emptied each row (decision
    // 095), so the garbage a page leaves is small: about 134 MiB measured on a busy machine, against a 75 MiB file.
    expect(result.growthMiB).toBeLessThan(200);
    const certified = ITEMS - ITEMS / 10;
    const summary = execFileSync("pdftotext", ["-layout", "-f", "1", "-l", "1", file, "-"], { encoding: "utf8" });
    expect(summary).toMatch(/Data erased\s+90,000\b/);
    expect(summary).toMatch(/In progress \(no certificate yet\)\s+10,000\b/);
    const pages = Number(/^Pages:\s+(\d+)/m.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))?.[1]);
    const last = execFileSync("pdftotext", ["-layout", "-f", String(pages), "-l", String(pages), file, "-"], {
      encoding: "utf8",
    });
    // The last certified device (B-99998; B-99999 is in progress) closes the table, and every row has its number.
    expect(last).toContain("SN-B-99998");
    expect(last).not.toContain("SN-B-99999");
    const numbers = execFileSync("pdftotext", [file, "-"], { encoding: "utf8", maxBuffer: 512 * 1024 * 1024 }).match(
      /TA(?:-[0-9A-HJKMNP-TV-Z]{4}){4}/g,
    );
    expect(numbers).toHaveLength(certified);
  });
});
