import { startServer } from "./server";

/** One shared production server for the browser tests; suites that need their own settings start another. */
export default async function globalSetup() {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = server.dataDir;
  return async () => {
    await server.stop();
  };
}
