import { expect } from "@playwright/test";
import { test } from "../support/test";
import { startServer } from "../support/server";

test.describe("the server's life cycle", () => {
  test("stops cleanly on SIGTERM without cutting a connection off, and logs one JSON line per request without query strings", async () => {
    const server = await startServer();
    const response = await fetch(`${server.url}/portal?recordId=1&jwt=secret-token-value`);
    await response.arrayBuffer();
    await server.stop();

    const lines = server.logs().trim().split("\n");
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const request = entries.find((entry) => entry.message === "request" && entry.path === "/portal");
    expect(request).toMatchObject({ level: "info", method: "GET" });
    expect(server.logs()).not.toContain("secret-token-value");
    expect(entries.some((entry) => entry.message === "server stopping")).toBe(true);
    // The idle keep-alive connection the request left was closed, not left to hold the stop until it is cut off.
    expect(entries.filter((entry) => entry.message === "connections cut off at stop")).toEqual([]);
    expect(entries.at(-1)?.message).toBe("server stopped");
  });

  test("refuses to start with a sentence naming a bad setting", async () => {
    await expect(startServer({ env: { PORT: "eighty" } })).rejects.toThrow(
      /Invalid settings in the environment:\s+PORT/,
    );
    // A sender without an address would make mail that receivers cannot answer or trust.
    await expect(startServer({ env: { MAIL_FROM: "Digital portal" } })).rejects.toThrow(
      /Invalid settings in the environment:\s+MAIL_FROM: must name one address/,
    );
  });
});
