// The bench's server: the built production server (as tests/support/server.ts starts it for the browser tests), on a
// free loopback port with its own data folder, for the whole bench and the certificate's part run on its own.
// tests/support/run-server.mjs ends it if the bench dies without cleaning up.
import { freePort, spawnServer } from "../../tests/support/server";
import { running, secrets } from "./settings.mjs";

export async function startServer(dataDir, storeEnv = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // The secrets are the bench's own; the rest of the environment is the tests' (the renewal invitations off).
  const child = spawnServer(port, dataDir, { ...secrets, ...storeEnv });
  let tail = ""; // the last of the server's log, for an error message; the request log itself is not kept
  const keep = (chunk) => (tail = (tail + chunk).slice(-4000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const server = { url, pid: child.pid, stop };
  running.servers.add(server);
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      running.servers.delete(server);
      throw new Error(`the server exited during start-up:\n${tail}`);
    }
    try {
      // A connection of its own, closed after the answer, so no idle one is left in the pool for later requests.
      const response = await fetch(`${url}/robots.txt`, { redirect: "manual", headers: { connection: "close" } });
      await response.arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) {
        await stopServer(server);
        throw new Error(`the server did not start within 30 s:\n${tail}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return server;
}

export async function stopServer(server) {
  running.servers.delete(server);
  await server.stop();
}
