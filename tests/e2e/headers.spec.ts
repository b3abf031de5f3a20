import { expect } from "@playwright/test";
import { Agent, get } from "node:http";
import { test } from "../support/test";
import { people } from "../support/portalFixtures";
import { emailedLink } from "../support/portalFlow";
import { portalSuite } from "../support/portalSuite";

// One server for the file: its tests run in one worker, in order (spread over workers, each would start its own).
test.describe.configure({ mode: "default" });

test.describe("security headers", () => {
  // A personal page (public ones are the same bytes for everyone, with script hashes instead: caching.spec.ts).
  test("a personal page carries a nonce CSP that forbids framing, and its scripts carry that nonce", async ({
    request,
  }) => {
    const response = await request.get("/auth");
    const headers = response.headers();
    const csp = headers["content-security-policy"]!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("DENY");
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const second = (await request.get("/auth")).headers()["content-security-policy"];
    expect(second).not.toBe(csp);
  });

  test("static files and 404s carry the same base headers", async ({ request }) => {
    for (const path of ["/enhance.js", "/nothing-here"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["x-frame-options"], path).toBe("DENY");
    }
  });

  test("staff pages do not allow the help desk's script; public pages, which offer it, do", async ({ request }) => {
    const home = (await request.get("/")).headers()["content-security-policy"]!;
    const helpOrigin = /script-src[^;]*\s(https:\/\/[^\s;]+)/.exec(home)?.[1];
    expect(helpOrigin).toBeTruthy();
    expect(await (await request.get("/")).text()).toContain(`data-help-widget="${helpOrigin}`);
    for (const path of ["/staff/sign-in", "/staff"]) {
      const response = await request.get(path);
      const csp = response.headers()["content-security-policy"]!;
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toContain(helpOrigin!);
      expect(await response.text(), path).not.toContain("data-help-widget");
    }
  });

  test("keeps an idle connection open 65 s, longer than a load balancer's 60 s, and says so", async ({ baseURL }) => {
    const keepAlive = await new Promise<string>((resolve, reject) => {
      const agent = new Agent({ keepAlive: true });
      get(new URL("/about", baseURL), { agent }, (response) => {
        response.resume();
        response.on("end", () => {
          agent.destroy();
          resolve(String(response.headers["keep-alive"]));
        });
      }).on("error", reject);
    });
    expect(keepAlive).toBe("timeout=65");
  });

  test("the page ships no framework JavaScript on marketing pages", async ({ request }) => {
    const html = await (await request.get("/programs")).text();
    expect(html).not.toContain("window.__remixContext");
  });
});

test.describe("served over HTTPS (behind a TLS proxy)", () => {
  test("adds HSTS and marks the portal's cookies Secure", async () => {
    const { startServer } = await import("../support/server");
    const server = await startServer({ env: { PUBLIC_URL: "https://portal.example.org" } });
    try {
      const home = await fetch(`${server.url}/`);
      expect(home.headers.get("strict-transport-security")).toContain("max-age=");
      const signIn = await fetch(`${server.url}/auth`);
      const cookies = signIn.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) {
        expect(cookie).toMatch(/;\s*Secure/i);
        expect(cookie).toMatch(/;\s*HttpOnly/i);
        expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      }
    } finally {
      await server.stop();
    }
  });

  test("sends no HSTS over plain HTTP", async ({ request }) => {
    expect((await request.get("/")).headers()["strict-transport-security"]).toBeUndefined();
  });
});

test.describe("the portal's data address", () => {
  const suite = portalSuite("headers-portal-data");

  test("answers a signed-in browser's record with Cache-Control: no-store", async ({ page }) => {
    const link = await emailedLink(page, suite.server.url, suite.smtp, people.approved);
    await page.goto(link, { waitUntil: "domcontentloaded" });
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Applicant Tracker");

    const direct = await page.request.get(`${suite.server.url}/portal.data`);
    expect(await direct.text()).toContain("Al Approved");
    expect(direct.headers()["cache-control"]).toBe("no-store");
  });
});
