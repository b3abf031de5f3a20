import { mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { startNuChecker } from "./nuChecker";
import { scratchParent } from "./scratch";
import { startServer } from "./server";

/**
 * One folder for everything the run writes to the temporary directory (servers' data, the pages kept for the Nu
 * checker, Chromium's profiles), removed at its end: the workers and every process they start inherit TMPDIR. Left in
 * /tmp, a day of runs here had left about 5,000 folders. Then one shared production server for the browser tests
 * (suites that need their own settings start another), and one Nu HTML checker service for every spec's check.
 */
export default async function globalSetup() {
  const runFolder = mkdtempSync(path.join(scratchParent(), "site-e2e-"));
  process.env.TMPDIR = runFolder;
  const server = await startServer();
  const nuLog = path.join(server.dataDir, "nu-checker.log");
  const checker = await startNuChecker(nuLog);
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_NU_CHECKER_URL = checker.url;
  process.env.E2E_NU_CHECKER_LOG = nuLog;
  return async () => {
    checker.stop();
    await server.stop();
    rmSync(runFolder, { recursive: true, force: true });
  };
}
