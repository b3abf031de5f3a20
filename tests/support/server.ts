import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export type RunningServer = {
  url: string;
  /** The server's own process (run-server.mjs runs server.js in-process), for watching its memory. */
  pid: number;
  dataDir: string;
  /** Everything the server printed so far (JSON log lines). */
  logs: () => string;
  /** The server's log lines printed so far, parsed; `since` is a length of `logs()` taken earlier. */
  logEntries: (since?: number) => LogEntry[];
  /** Sends SIGTERM (unless it has already exited); resolves with its exit code once it has. */
  stop: () => Promise<number | null>;
};

/** One JSON line of the server's log (see app/server/log.server.ts). */
export type LogEntry = { message?: string; level?: string } & Record<string, unknown>;

/** Parses the complete JSON lines of a log; a line still being written (or not JSON) is skipped. */
function parseLogLines(output: string): LogEntry[] {
  const entries: LogEntry[] = [];
  for (const line of output.split("\n").slice(0, -1)) {
    try {
      entries.push(JSON.parse(line) as LogEntry);
    } catch {
      // not one of the server's JSON lines (a library's warning, say)
    }
  }
  return entries;
}

/**
 * Resolves once the server has logged `count` lines matching `predicate` after `since` (a `logs().length` taken
 * earlier), so a test waits on the server's own account of what it did rather than on a guessed pause.
 */
export async function waitForLog(
  server: Pick<RunningServer, "logEntries">,
  predicate: (entry: LogEntry) => boolean,
  { since = 0, count = 1, timeoutMs = 30_000 }: { since?: number; count?: number; timeoutMs?: number } = {},
): Promise<LogEntry[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = server.logEntries(since).filter(predicate);
    if (found.length >= count) return found;
    if (Date.now() > deadline)
      throw new Error(`The server did not log ${count} matching line(s) within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const testSecrets = {
  SESSION_SECRET: "test-session-secret-0123456789abcdef0123456789",
  JWT_SECRET: "test-jwt-secret-0123456789abcdef0123456789abcd",
  CERTIFICATE_SECRET: "test-certificate-secret-0123456789abcdef01234",
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** The start-up failed because another process took the port between `freePort()` and the server's listen. */
class PortTaken extends Error {}

/** Starts the built production server (`npm run build` first) on a free loopback port with its own data folder. */
export async function startServer(
  options: { env?: Record<string, string>; dataDir?: string } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "site-test-"));
  // A port found free can be taken by another process before the server binds it (several suites start servers
  // at once on this machine); only that failure is tried again, on another port.
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(await freePort(), dataDir, options.env ?? {});
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt >= 5) throw error;
    }
  }
}

/**
 * The built server's process, as every test (and the bench, scripts/bench/server.mjs) starts it: on loopback at
 * `port`, with its own data folder; run from the repository's root.
 */
export function spawnServer(port: number, dataDir: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["tests/support/run-server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...testSecrets,
      // A test server started in January or February would invite its fixture partners to renew, an email a test
      // waiting for a sign-in link could take instead; the invitations have their own unit tests.
      PARTNER_RENEWAL_INVITATIONS: "off",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/**
 * Starts the built server as `startServer` does, on a port the test chose (one already taken, say), and resolves
 * with its exit code and everything it printed once it has exited.
 */
export async function startServerUntilExit(
  port: number,
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  const child = spawnServer(port, mkdtempSync(path.join(tmpdir(), "site-test-")), env);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once("close", (exitCode) => resolve(exitCode)));
  return { code, output };
}

async function launch(port: number, dataDir: string, env: Record<string, string>): Promise<RunningServer> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawnServer(port, dataDir, env);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // After "close" the child's output has been read to its end, so a start-up failure can be quoted whole.
  const closed = new Promise<void>((resolve) => child.once("close", () => resolve()));

  // Ready when the server logs that it listens: no request is made to find out, so no idle keep-alive connection
  // is left in this process's fetch pool for the server to close under a later request.
  const logEntries = (since = 0) => parseLogLines(output.slice(since));
  // Long enough for a start on a busy shared machine: this catches a server that never starts, not a slow one.
  const deadline = Date.now() + 60_000;
  while (!logEntries().some((entry) => entry.message === "server started")) {
    if (child.exitCode !== null) {
      await closed;
      if (/EADDRINUSE|is already in use/.test(output)) throw new PortTaken(`Port ${port} was taken:\n${output}`);
      throw new Error(`The server exited during start-up:\n${output}`);
    }
    if (Date.now() > deadline) {
      child.kill("SIGTERM");
      throw new Error(`The server did not start within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    url,
    pid: child.pid!,
    dataDir,
    logs: () => output,
    logEntries,
    stop: () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
