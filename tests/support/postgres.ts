import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { Client, escapeIdentifier } from "pg";
import { scratchParent } from "./scratch";

/** A PostgreSQL cluster of its own for a test file: its own folder, port and server, never the system's service. */
export interface ThrowAwayPostgres {
  readonly port: number;
  /** postgres://… URL of a database in this cluster */
  url(database: string): string;
  /** creates an empty database (unique name if none given) and returns its URL */
  createDatabase(name?: string): Promise<string>;
  /** stops the server (fast shutdown), keeping its data dir: for tests of "database went away" */
  stopServer(): Promise<void>;
  /** starts it again on the same port and data */
  startServer(): Promise<void>;
  /** stops the server and removes its folder */
  remove(): Promise<void>;
}

const run = promisify(execFile);
// initdb and the server refuse to run as root; Debian's postgresql package makes the `postgres` user to run them as.
const asRoot = process.getuid?.() === 0;

function binDir(): string | undefined {
  if (process.env.POSTGRES_BIN_DIR) return process.env.POSTGRES_BIN_DIR;
  const debian = "/usr/lib/postgresql";
  const versions = existsSync(debian) ? readdirSync(debian) : [];
  const newest = versions
    .filter((version) => existsSync(path.join(debian, version, "bin", "initdb")))
    .sort((a, b) => b.localeCompare(a, "en", { numeric: true }))[0];
  if (newest) return path.join(debian, newest, "bin");
  return (process.env.PATH ?? "").split(path.delimiter).find((dir) => dir && existsSync(path.join(dir, "initdb")));
}

export function postgresAvailable(): boolean {
  const dir = binDir();
  return dir !== undefined && existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl"));
}

function asPostgres(command: string, args: string[]): [string, string[]] {
  return asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];
}

/*
 * pg_ctl puts the server in a session of its own, so it outlives a test process that dies or is interrupted
 * (Ctrl-C reaches the test workers, not the server), holding its port and its folder in the temporary directory.
 * So every live cluster is stopped at once ("immediate": nothing to keep) and its folder removed, synchronously, when
 * the process exits. A signal that ends the process runs no 'exit' handler (a Vitest worker dies of Ctrl-C without
 * one), so SIGINT, SIGTERM and SIGHUP do the same first and then, when nobody else listens, end the process as they
 * would have. A SIGKILL leaves the cluster behind: nothing runs then.
 */
const live = new Map<string, () => void>();
let exitHandlersInstalled = false;
function discardAll() {
  for (const discard of live.values()) discard();
  live.clear();
}
function installExitHandlers() {
  if (exitHandlersInstalled) return;
  exitHandlersInstalled = true;
  process.on("exit", discardAll);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => {
      discardAll();
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
}

// Another process may take the port between this check and the server's start: rare enough for tests.
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let databases = 0;

export async function startThrowAwayPostgres(options: { name?: string } = {}): Promise<ThrowAwayPostgres> {
  const bin = binDir();
  if (!bin || !postgresAvailable()) {
    throw new Error("No PostgreSQL binaries: run scripts/install-test-deps.sh or set POSTGRES_BIN_DIR");
  }
  const folder = mkdtempSync(path.join(scratchParent(), `${(options.name ?? "postgres").replace(/[^\w-]/g, "_")}-`));
  const data = path.join(folder, "data");
  const sockets = path.join(folder, "sockets");
  const log = path.join(folder, "server.log");
  mkdirSync(sockets);
  const discard = () => {
    if (existsSync(path.join(data, "postmaster.pid"))) {
      try {
        execFileSync(...asPostgres(path.join(bin, "pg_ctl"), ["stop", "-m", "immediate", "-D", data]), {
          cwd: folder,
          stdio: "ignore",
          timeout: 30_000,
        });
      } catch {
        // Already gone: the folder still has to go.
      }
    }
    rmSync(folder, { recursive: true, force: true });
  };
  live.set(folder, discard);
  installExitHandlers();

  const tool = async (name: string, args: string[]) => {
    try {
      await run(...asPostgres(path.join(bin, name), args), { cwd: folder });
    } catch (error) {
      const tail = existsSync(log) ? readFileSync(log, "utf8").trimEnd().split("\n").slice(-20).join("\n") : "";
      const what = name === "pg_ctl" ? `pg_ctl ${args[0]}` : name;
      throw new Error(`${what} failed: ${(error as Error).message}\nServer log (its end):\n${tail}`);
    }
  };
  const port = await freePort();
  // -k: a socket directory of its own, as the default /var/run/postgresql is the system service's. pg_ctl hands -o
  // to a shell, hence the quotes.
  const settings =
    `-c listen_addresses=127.0.0.1 -c port=${port} -k '${sockets.replaceAll("'", "'\\''")}' ` +
    "-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100 -c shared_buffers=32MB";
  // A generous limit, to catch a hang: a loaded 2-core machine can take many seconds.
  const startServer = () => tool("pg_ctl", ["start", "-w", "-t", "60", "-D", data, "-l", log, "-o", settings]);
  const stopServer = () => tool("pg_ctl", ["stop", "-w", "-t", "60", "-m", "fast", "-D", data]);
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${encodeURIComponent(database)}`;

  try {
    if (asRoot) await run("chown", ["-R", "postgres:", folder]);
    // --no-sync: a throw-away cluster need not survive a power cut.
    await tool("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--encoding=UTF8", "--locale=C", "--no-sync"]);
    await startServer();
  } catch (error) {
    live.delete(folder);
    discard();
    throw error;
  }

  return {
    port,
    url,
    async createDatabase(name = `database_${++databases}`) {
      const client = new Client({ connectionString: url("postgres") });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    stopServer,
    startServer,
    async remove() {
      live.delete(folder);
      try {
        if (existsSync(path.join(data, "postmaster.pid"))) await stopServer();
      } finally {
        discard();
      }
    },
  };
}
