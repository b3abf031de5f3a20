import { expect } from "@playwright/test";
import { test } from "../support/test";
import autocannon from "autocannon";

const CONNECTIONS = 20;
const REQUESTS = 1_000;

/**
 * The public pages answer 1,000 requests over 20 concurrent connections, every one with a 2xx (no rate limit on
 * GET), none failing or timing out. How many a second is measured by `npm run bench` (docs/performance.md): a
 * busy machine only slows this down.
 */
test.describe("load on the public pages", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  for (const path of ["/", "/auth", "/shield"]) {
    test(`${path}: ${REQUESTS} requests over ${CONNECTIONS} connections, every one answered`, async ({ baseURL }) => {
      const result = await autocannon({ url: `${baseURL}${path}`, connections: CONNECTIONS, amount: REQUESTS });
      expect(result.errors).toBe(0);
      expect(result.timeouts).toBe(0);
      expect(result.non2xx).toBe(0);
      expect(result["2xx"]).toBe(REQUESTS);
    });
  }
});
