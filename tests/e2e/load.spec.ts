import { expect } from "@playwright/test";
import { test } from "../support/test";
import autocannon from "autocannon";

/** The public pages hold 20 concurrent connections for 10 s without an error or a non-2xx answer (no rate limit on GET). */
test.describe("load on the public pages", () => {
  test.describe.configure({ mode: "serial", timeout: 60_000 });

  for (const path of ["/", "/auth", "/shield"]) {
    test(`${path}: 20 connections for 10 s, no errors`, async ({ baseURL }) => {
      const result = await autocannon({ url: `${baseURL}${path}`, connections: 20, duration: 10 });
      expect(result.errors).toBe(0);
      expect(result.timeouts).toBe(0);
      expect(result.non2xx).toBe(0);
      expect(result["2xx"]).toBeGreaterThan(100);
      console.log(`${path}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
    });
  }
});
