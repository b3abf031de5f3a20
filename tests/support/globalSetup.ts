import path from "node:path";
import { startNuChecker } from "./nuChecker";
import { startServer } from "./server";

/**
 * One shared production server for the browser tests (suites that need their own settings start another), and one
 * Nu HTML checker service for every spec's check of its pages.
 */
export default async function globalSetup() {
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
  };
}
