import { test } from "@playwright/test";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadPortalFixtures } from "./portalFixtures";
import { storeRows } from "./operatorProbes";
import { asNewClient } from "./portalFlow";
import { startServer, type RunningServer } from "./server";
import { startSmtpCapture, type SmtpCapture } from "./smtpCapture";
import { emailKey } from "~/kits/records/championLookup";

/**
 * A portal suite's world: a real SMTP server on loopback, the fixture records imported into a fresh store, the
 * built server sending mail there (one trusted proxy hop, so each test can be its own client), and each test
 * coming from a new client address. `env` adds the suite's own settings. Call at the top of a spec file; read `.server` and `.smtp` inside tests.
 */
export function portalSuite(
  name: string,
  /**
   * More settings for the server (e.g. CRM_PUSH_TOKEN for a suite that pushes records); a function when they are
   * known only once an earlier `beforeAll` ran (a loopback stand-in's port).
   */
  { env = {} }: { env?: Record<string, string> | (() => Record<string, string>) } = {},
): { readonly server: RunningServer; readonly smtp: SmtpCapture; mailsWritten: (address: string) => number } {
  let server: RunningServer | undefined;
  let smtp: SmtpCapture | undefined;

  test.beforeAll(async () => {
    smtp = await startSmtpCapture();
    const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
    await loadPortalFixtures(dataDir);
    server = await startServer({
      dataDir,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        TRUST_PROXY: "1",
        ...(typeof env === "function" ? env() : env),
      },
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  test.beforeEach(async ({ context }) => {
    await asNewClient(context);
  });

  return {
    get server() {
      if (!server) throw new Error("The portal server has not started");
      return server;
    },
    get smtp() {
      if (!smtp) throw new Error("The SMTP capture has not started");
      return smtp;
    },
    /**
     * How many emails the store has written to an address, sent or waiting. An email commits with the write that
     * causes it, so once a request is answered this counts what it caused without waiting: "one email, not two".
     */
    mailsWritten(address: string): number {
      if (!server) throw new Error("The portal server has not started");
      const sql = "SELECT COUNT(*) AS n FROM mail_outbox WHERE email_key = ?";
      return storeRows<{ n: number }>(server, sql, emailKey(address))[0]!.n;
    },
  };
}
