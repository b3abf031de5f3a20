/**
 * What every Shield browser spec sets up: its three subscribers pushed through the CRM before the first test, a Nu
 * collector for its pages, and every response's status, so the last test can say that none was a server error.
 */
import type { Page } from "@playwright/test";
import { nuCollector } from "./pageChecks";
import type { RunningServer } from "./server";
import { pushSubscriptions, shieldSubscribers } from "./shieldFlow";
import { test } from "./test";

export function shieldSpec(suite: { readonly server: RunningServer }, tag: string, name: string) {
  const people = shieldSubscribers(tag);
  const nu = nuCollector(name);
  const statuses: number[] = [];

  test.beforeAll(async ({ playwright }) => {
    const request = await playwright.request.newContext();
    await pushSubscriptions(request, suite.server.url, Object.values(people));
    await request.dispose();
  });

  test.beforeEach(({ page }) => {
    page.on("response", (response) => statuses.push(response.status()));
  });

  return {
    people,
    nu,
    keepForNu: async (page: Page, pageName: string) => nu.keep(pageName, await page.content()),
    /** The statuses of 500 and above the spec's pages answered (none, in a passing spec). */
    serverErrors: () => statuses.filter((status) => status >= 500),
  };
}
