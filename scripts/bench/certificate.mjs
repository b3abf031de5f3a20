// The whole-donation certificate's part of the bench, on its own: `node --import tsx scripts/bench/certificate.mjs`
// (after `npm run build`) starts the production server on loopback with a fresh SQLite file (or the database in
// DATABASE_URL), imports a donor of BENCH_CERTIFICATE_ITEMS inventory items (default 100,000; every tenth still in
// progress, so 90% are certified), signs them in and downloads their whole-donation certificate while the server's
// resident memory is sampled, and prints the figures. `npm run bench` measures the same in its big-donor section.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { measurePdfDownload, prepareBigDonor } from "./csv.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const items = Number(process.env.BENCH_CERTIFICATE_ITEMS ?? 100_000);
const secrets = {
  SESSION_SECRET: "bench-session-secret-0123456789abcdef0123456789",
  JWT_SECRET: "bench-jwt-secret-0123456789abcdef0123456789abcd",
  CERTIFICATE_SECRET: "bench-certificate-secret-0123456789abcdef0123",
};

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/** The production server on a free loopback port; resolves once it answers. */
async function startServer(dataDir) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["tests/support/run-server.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      ...secrets,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error("the server exited during start-up");
    try {
      const response = await fetch(`${url}/robots.txt`, { headers: { connection: "close" } });
      await response.arrayBuffer();
      return { url, child };
    } catch {
      if (Date.now() > deadline) {
        child.kill("SIGTERM");
        throw new Error("the server did not start within 30 s");
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-certificate-"));
const { url, child } = await startServer(dataDir);
try {
  const env = { ...secrets, ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}) };
  const request = await prepareBigDonor({ url, dataDir, env, items });
  if (!request) throw new Error("the big donor could not be prepared");
  console.log(`imported ${items.toLocaleString("en-US")} items in ${request.importSeconds.toFixed(1)} s`);
  const file = path.join(dataDir, "donation_certificate.pdf");
  const loadBefore = os.loadavg()[0];
  const result = await measurePdfDownload({
    url: `${url}/portal/certificates.pdf`,
    headers: request.headers,
    serverPid: child.pid,
    file,
  });
  console.log(
    `whole-donation certificate (${Math.round(items * 0.9).toLocaleString("en-US")} devices): ` +
      `${(result.bytes / 1024 / 1024).toFixed(1)} MiB in ${result.seconds.toFixed(1)} s, first byte ${Math.round(result.firstByteMs)} ms, ` +
      `server memory +${result.growthMiB.toFixed(1)} MiB (RSS ${Math.round(result.rssBeforeMiB)} → peak ${Math.round(result.rssPeakMiB)} MiB); ` +
      `load average ${loadBefore.toFixed(2)} → ${os.loadavg()[0].toFixed(2)}`,
  );
} finally {
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
