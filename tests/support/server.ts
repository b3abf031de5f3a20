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
  stop: () => Promise<void>;
};

export const testSecrets = {
  SESSION_SECRET: "test-session-secret-0123456789abcdef0123456789",
  JWT_SECRET: "test-jwt-secret-0123456789abcdef0123456789abcd",
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** Starts the built production server (`npm run build` first) on a free loopback port with its own data folder. */
export async function startServer(options: { env?: Record<string, string>; dataDir?: string } = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "site-test-"));
  const child: ChildProcess = spawn(process.execPath, ["tests/support/run-server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      ...testSecrets,
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${output}`);
    try {
      const response = await fetch(`${url}/robots.txt`, { redirect: "manual" });
      await response.arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`The server did not start within 20 s:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    pid: child.pid!,
    dataDir,
    logs: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
