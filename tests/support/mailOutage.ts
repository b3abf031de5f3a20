import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadPortalFixtures } from "./portalFixtures";
import { freePort, startServer, waitForLog, type RunningServer } from "./server";
import { startSmtpCapture, type SmtpCapture } from "./smtpCapture";

type Outage = {
  server: RunningServer;
  /** Waits until the server has failed to send once, then starts the SMTP server on the port it was told about. */
  smtpComesBack: () => Promise<SmtpCapture>;
};

/**
 * A server of its own (the fixture records, `env` on top) whose SMTP server is down when it starts: `run` makes the
 * server queue mail, then brings the SMTP server back. Both are stopped afterwards, whatever happened.
 */
export async function withMailOutage(
  name: string,
  env: Record<string, string>,
  run: (outage: Outage) => Promise<void>,
) {
  const smtpPort = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  await loadPortalFixtures(dataDir);
  const server = await startServer({ dataDir, env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, ...env } });
  let late: SmtpCapture | undefined;
  try {
    await run({
      server,
      async smtpComesBack() {
        // The first attempt has failed against the closed port before the SMTP server comes up.
        await waitForLog(server, (entry) => entry.message === "mail not sent, will retry");
        late = await startSmtpCapture(smtpPort);
        return late;
      },
    });
  } finally {
    await server.stop();
    await late?.stop();
  }
}
