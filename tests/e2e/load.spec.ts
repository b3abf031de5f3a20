import { expect } from "@playwright/test";
import { test } from "../support/test";
import autocannon from "autocannon";

const CONNECTIONS = 20;
const REQUESTS = 400;
/** Seconds one request may take before autocannon counts it as timed out: a hang, not a slow machine. */
const HANG_SECONDS = 60;

/**
 * The public pages answer 400 requests over 20 concurrent connections, every one with a 2xx (no rate limit on
 * GET), none failing or hanging. How many a second is measured by `npm run bench` (docs/performance.md): a
 * busy machine only slows this down.
 */
test.describe("load on the public pages", () => {
  test.describe.configure({ mode: "serial", timeout: 240_000 });

  for (const path of ["/", "/auth", "/shield"]) {
    test(`${path}: ${REQUESTS} requests over ${CONNECTIONS} connections, every one answered`, async ({ baseURL }) => {
      const result = await autocannon({
        url: `${baseURL}${path}`,
        connections: CONNECTIONS,
        amount: REQUESTS,
        timeout: HANG_SECONDS,
      });
      expect({ errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx }).toEqual({
        errors: 0,
        timeouts: 0,
        non2xx: 0,
      });
      expect(result["2xx"]).toBe(REQUESTS);
    });
  }
});
