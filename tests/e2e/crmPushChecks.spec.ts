/**
 * CRM pushes to /api/crm/records: who may push (the token, refusals counted per client), and the limits and validation
 * of what is pushed.
 */
import { expect } from "@playwright/test";
import { test } from "../support/test";
import { crmPushSuite, PATH, TOKEN } from "../support/crmPushSuite";
import { startServer, waitForLog } from "../support/server";

test.describe.configure({ mode: "default" });
test.use({ javaScriptEnabled: false });

const { suite, newClient, push, storeRows, contact } = crmPushSuite("crm-push-checks");

test.describe("authentication", () => {
  test("no token or a wrong one gets 401 JSON and is logged without the token; the right one is accepted", async ({
    request,
  }) => {
    const body = { module: "Contacts", records: [{ id: "A-3" }] };
    const since = suite.server.logs().length;
    for (const token of ["", "not-the-token-0123456789abcdef0123456789"]) {
      const refused = await push(request, body, { token });
      expect(refused.status()).toBe(401);
      expect(refused.headers()["content-type"]).toContain("application/json");
      expect((await refused.json()).error).toMatch(/valid token/);
    }
    const accepted = await push(request, body);
    expect(accepted.status()).toBe(200);
    expect(await accepted.json()).toEqual({ upserted: 1, deleted: 0 });
    await waitForLog(suite.server, (entry) => entry.message === "crm push refused", { since, count: 2 });
    expect(suite.server.logs().slice(since)).not.toContain("not-the-token");
    expect(suite.server.logs()).not.toContain(TOKEN);
  });

  test("ten refused tokens in a minute from one client: the next wrong one gets 429, the right one is still accepted", async ({
    request,
  }) => {
    // A webhook service's shared egress address: someone else's wrong tokens must not lock the CRM out.
    const client = newClient();
    const body = { module: "Contacts", deleted: [] };
    for (let i = 0; i < 10; i++)
      expect((await push(request, body, { client, token: `wrong-${i}` })).status()).toBe(401);
    const limited = await push(request, body, { client, token: "wrong-10" });
    expect(limited.status()).toBe(429);
    expect(limited.headers()["retry-after"]).toBe("60");
    expect((await limited.json()).error).toMatch(/Too many/);
    const rightToken = await push(request, body, { client });
    expect(rightToken.status()).toBe(200);
    expect(await rightToken.json()).toEqual({ upserted: 0, deleted: 0 });
    // The accepted push did not clear the count: wrong tokens from this client are still refused for the minute.
    expect((await push(request, body, { client, token: "wrong-11" })).status()).toBe(429);
    expect((await push(request, body, { client: newClient(), token: "wrong-12" })).status()).toBe(401);
  });

  test("other methods get 405 JSON", async ({ request }) => {
    for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
      const response = await request.fetch(`${suite.server.url}${PATH}`, {
        method,
        headers: { Authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status(), method).toBe(405);
      expect(response.headers()["content-type"], method).toContain("application/json");
      expect(response.headers().allow).toBe("POST");
    }
  });

  test("without CRM_PUSH_TOKEN the endpoint does not exist", async ({ request }) => {
    const bare = await startServer();
    try {
      for (const method of ["POST", "GET"]) {
        const response = await request.fetch(`${bare.url}${PATH}`, {
          method,
          headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json" },
          data: method === "POST" ? Buffer.from('{"module":"Contacts","deleted":[]}') : undefined,
        });
        expect(response.status(), method).toBe(404);
        expect(response.headers()["content-type"]).toContain("application/json");
      }
    } finally {
      await bare.stop();
    }
  });
});

test.describe("limits and validation", () => {
  test("a body over 5 MiB gets 413 JSON, declared or sent in chunks; a form-sized limit does not apply", async ({
    request,
  }) => {
    const padding = " ".repeat(5 * 1024 * 1024);
    const declared = await push(request, `{"module":"Contacts","deleted":[]}${padding}`);
    expect(declared.status()).toBe(413);
    expect((await declared.json()).error).toMatch(/larger than 5 MiB/);
    // A webhook may stream its body without a length: it is cut off at the limit all the same.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 6; i++) controller.enqueue(new Uint8Array(1024 * 1024).fill(32));
        controller.close();
      },
    });
    const streamed = await fetch(`${suite.server.url}${PATH}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${TOKEN}`, "Content-Type": "application/json", "X-Forwarded-For": newClient() },
      body: chunks,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(((await streamed.json()) as { error: string }).error).toMatch(/larger than 5 MiB/);
    // 1 MiB of real records is well within the limit.
    const records = Array.from({ length: 4_000 }, (_, i) => ({ id: `BULK-${i}`, Model: "x".repeat(200) }));
    const large = await push(request, { module: "Computer_Inventory", records });
    expect(large.status()).toBe(200);
    expect(await large.json()).toEqual({ upserted: 4_000, deleted: 0 });
  });

  test("more than 5,000 records gets 413", async ({ request }) => {
    const records = Array.from({ length: 5_001 }, (_, i) => ({ id: `MANY-${i}` }));
    const response = await push(request, { module: "Computer_Inventory", records });
    expect(response.status()).toBe(413);
    expect((await response.json()).error).toMatch(/At most 5000 records/);
    expect(storeRows("SELECT id FROM Computer_Inventory WHERE id LIKE 'MANY-%'")).toEqual([]);
  });

  test("a bad record gets 400 naming the record and field, and nothing of the push is stored", async ({ request }) => {
    const response = await push(request, {
      module: "Computer_Inventory",
      records: [
        { ID: "NEW-1", Weight: 3 },
        { id: "I-2", Weight: "12" },
        { id: "NEW-2", Weight: "heavy" },
      ],
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      error:
        'record 3 (records[2]), field Weight: "heavy" is not a number of pounds (digits and a decimal point only, such as 12.5).',
    });
    expect(storeRows("SELECT id FROM Computer_Inventory WHERE id IN ('NEW-1', 'NEW-2')")).toEqual([]);
    expect(storeRows("SELECT Weight FROM Computer_Inventory WHERE id = 'I-2'")).toEqual([{ Weight: 10 }]);
  });

  test("a status outside the six gets 400 naming the value and the six, masking an address, and nothing is stored", async ({
    request,
  }) => {
    const before = contact("A-5");
    const since = suite.server.logs().length;
    const response = await push(request, {
      module: "Contacts",
      records: [
        { id: "A-5", Full_Name: "Dee Renamed", Status: "Client" },
        { id: "A-1", Status: "Approved by kim@partner.test" },
      ],
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      error:
        'record 2 (records[1]), field Status: "Approved by k***@partner.test" is not one of Applicants No Recommendation, ' +
        "Recommendation Received, Applicants to approve, Denied Applicant, Approved Applicants, Client.",
    });
    expect(contact("A-5")).toEqual(before);
    const [logged] = await waitForLog(
      suite.server,
      (entry) => entry.message === "crm push refused" && entry.reason === "invalid",
      { since },
    );
    expect(JSON.stringify(logged)).toContain("k***@partner.test");
    expect(JSON.stringify(suite.server.logs().slice(since))).not.toContain("kim@partner.test");
  });

  test("malformed JSON, another content type and a wrong shape get 4xx JSON sentences, never a page", async ({
    request,
  }) => {
    const cases: [string, Record<string, string>, number, RegExp][] = [
      ["{not json", {}, 400, /not valid JSON/],
      ['{"module":"Contacts"}', {}, 400, /give records, deleted or both/],
      ['{"module":"Nope","deleted":[]}', {}, 400, /^module: must be one of/],
      ['{"module":"Contacts","deleted":[]}', { "Content-Type": "text/plain" }, 415, /must be JSON/],
      [
        '{"module":"Contacts","deleted":[]}',
        { "Content-Type": "application/x-www-form-urlencoded" },
        415,
        /must be JSON/,
      ],
    ];
    for (const [data, headers, status, error] of cases) {
      const response = await request.post(`${suite.server.url}${PATH}`, {
        headers: {
          "Content-Type": "application/json",
          Authorization: `Bearer ${TOKEN}`,
          "X-Forwarded-For": newClient(),
          ...headers,
        },
        data: Buffer.from(data),
      });
      expect(response.status(), data).toBe(status);
      expect(response.headers()["content-type"], data).toContain("application/json");
      expect((await response.json()).error, data).toMatch(error);
    }
  });
});
