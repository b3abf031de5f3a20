/** The built server stopping on SIGTERM: in-flight work finishes, then it exits 0 (decision record 076). */
import { expect, type APIRequestContext } from "@playwright/test";
import { existsSync, statSync } from "node:fs";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { connect } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { startServer, waitForLog, type RunningServer } from "../support/server";
import { test } from "../support/test";
import { CRM_PUSH_TOKEN, METRICS_TOKEN, bearer, openStore, scrape, writeOutboxRow } from "../support/operatorProbes";

/** A CRM push sent as a slow webhook sends it: the headers and the first half of the body now, the rest when asked. */
function slowPush(server: RunningServer, id: string) {
  const body = Buffer.from(JSON.stringify({ module: "Champions", records: [{ id, Name: "Sent slowly" }] }));
  const half = Math.floor(body.length / 2);
  const push = httpRequest(`${server.url}/api/crm/records`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Content-Length": body.length, ...bearer(CRM_PUSH_TOKEN) },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    push.once("error", reject);
    push.once("response", (response: IncomingMessage) => {
      let text = "";
      response.on("data", (chunk) => (text += chunk));
      response.once("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.once("error", reject);
    });
  });
  push.write(body.subarray(0, half));
  return { answered, finish: () => push.end(body.subarray(half)) };
}

/** Waits until the server counts a request in flight (the push), as its metrics say. */
async function untilInFlight(request: APIRequestContext, server: RunningServer) {
  await expect
    .poll(async () => (await scrape(request, server)).get("http_requests_in_flight"), { timeout: 10_000 })
    .toBeGreaterThanOrEqual(1);
}

/** Whether a new TCP connection to the server is refused. */
function connectionRefused(server: RunningServer): Promise<boolean> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

test.describe("stopping on SIGTERM", () => {
  test("finishes the request in flight, refuses new connections, closes the store and exits 0", async ({ request }) => {
    const server = await startServer({ env: { METRICS_TOKEN, CRM_PUSH_TOKEN } });
    const push = slowPush(server, "C-SLOW");
    await untilInFlight(request, server);
    const since = server.logs().length;
    const exitCode = server.stop();
    await waitForLog(server, (entry) => entry.message === "server stopping", { since });
    expect(await connectionRefused(server)).toBe(true);
    push.finish();
    expect(await push.answered).toEqual({ status: 200, body: JSON.stringify({ upserted: 1, deleted: 0 }) });
    expect(await exitCode).toBe(0);
    const stopping = server.logEntries(since).map((entry) => entry.message);
    expect(stopping).not.toContain("connections cut off at stop");
    expect(stopping.at(-1)).toBe("server stopped");
    // The push was written before the store closed, and the store was closed cleanly: its write-ahead log folded in.
    const wal = path.join(server.dataDir, "portal.sqlite-wal");
    expect(!existsSync(wal) || statSync(wal).size === 0).toBe(true);
    const store = openStore(server, { readonly: true });
    expect(store.prepare("SELECT Name FROM Champions WHERE id = 'C-SLOW'").get()).toEqual({ Name: "Sent slowly" });
    store.close();
  });

  test("cuts off a request still running 10 s after SIGTERM, and still exits 0", async ({ request }) => {
    const server = await startServer({ env: { METRICS_TOKEN, CRM_PUSH_TOKEN } });
    const push = slowPush(server, "C-NEVER");
    const cutOff = push.answered.then(
      () => "answered",
      () => "cut off",
    );
    await untilInFlight(request, server);
    const signalled = Date.now();
    expect(await server.stop()).toBe(0);
    const waited = Date.now() - signalled;
    expect(await cutOff).toBe("cut off");
    expect(waited).toBeGreaterThanOrEqual(9_900);
    expect(waited).toBeLessThan(20_000);
    expect(server.logEntries().map((entry) => entry.message)).toContain("connections cut off at stop");
  });

  test("lets the mail sender finish the message it is sending before it exits", async () => {
    let received: () => void = () => {};
    const messageArrived = new Promise<void>((resolve) => (received = resolve));
    // An SMTP server that takes a while to confirm a message: the sender is mid-send when SIGTERM comes.
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        stream.resume();
        stream.once("end", () => {
          received();
          setTimeout(() => callback(), 1_500);
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
    const { port } = smtp.server.address() as { port: number };
    const server = await startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const now = Date.now();
      await writeOutboxRow(server, "held@fixture.test", {
        createdAt: now,
        notAfter: now + 600_000,
        nextAttemptAt: now,
      });
      // The sender finds it at its next look at the outbox (every few seconds while idle).
      await messageArrived;
      expect(await server.stop()).toBe(0);
      const messages = server.logEntries().map((entry) => entry.message);
      expect(messages.indexOf("mail sent")).toBeGreaterThan(messages.indexOf("server stopping"));
      const after = openStore(server, { readonly: true });
      expect(after.prepare("SELECT state FROM mail_outbox WHERE email_key = 'held@fixture.test'").get()).toEqual({
        state: "sent",
      });
      after.close();
    } finally {
      await server.stop();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });
});
