import { expect } from "@playwright/test";
import { test } from "../support/test";
import { allPagePaths } from "~/config/routes";

/** Requests no browser sends but an attacker or a broken client does: none may get a 5xx, and the server must still answer. */
test.describe("hostile and malformed requests", () => {
  test.afterEach(async ({ request }) => {
    expect((await request.get("/")).status()).toBe(200);
  });

  test("broken percent-encoding in the path and the query", async ({ request }) => {
    for (const path of [
      "/%",
      "/%E0%A4%A",
      "/donate%",
      "/%%32%65",
      "/portal?recordId=%E0%A4%A&jwt=%",
      "/auth?x=%ZZ",
      "/shieldsimcard?image=%",
    ]) {
      const status = (await request.get(path, { maxRedirects: 0 })).status();
      expect(status, path).toBeLessThan(500);
    }
  });

  test("array parameters, NUL bytes, unicode and a huge query string", async ({ request }) => {
    const huge = `?q=${"x".repeat(7000)}`;
    for (const path of [
      "/portal?recordId[]=1&recordId[]=2",
      "/uploadrecommendation?ID=%00&email=%F0%9F%98%80",
      `/shield${huge}`,
      `/portal${huge}`,
    ]) {
      const status = (await request.get(path, { maxRedirects: 0 })).status();
      expect(status, path.slice(0, 60)).toBeLessThan(500);
    }
  });

  test("unsupported methods on every page answer 405, not 500", async ({ request }) => {
    // Three methods on every page, one after another: on a busy two-core machine that can pass 30 s.
    test.setTimeout(90_000);
    for (const path of allPagePaths) {
      for (const method of ["PUT", "DELETE", "PATCH"]) {
        const status = (await request.fetch(path, { method, maxRedirects: 0 })).status();
        expect(status, `${method} ${path}`).toBe(405);
      }
    }
  });

  test("a form post to a page without a form answers 405", async ({ request }) => {
    const status = (await request.post("/donate", { form: { email: "a@b.org" }, maxRedirects: 0 })).status();
    expect(status).toBe(405);
  });

  test("a request body over 64 KiB is refused with 413 before it is read", async ({ request }) => {
    const response = await request.post("/auth", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: `email=${"a".repeat(70 * 1024)}`,
      maxRedirects: 0,
    });
    expect(response.status()).toBe(413);
    expect(await response.text()).toContain("too large");
  });
});
