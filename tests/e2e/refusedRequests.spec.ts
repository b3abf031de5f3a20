import { request as httpRequest } from "node:http";
import { expect } from "@playwright/test";
import { test } from "../support/test";
import { startServer, waitForLog, type LogEntry, type RunningServer } from "../support/server";
import * as donationEs from "~/donations/content/es/words";
import * as partnerEn from "~/partners/content/en/application";

/**
 * Requests the site refuses, as its log records them: a post from another origin answers 403 with a sentence and
 * one line without a stack; an address holding a single-use link's token never reaches the log in clear, however it
 * is written. Sent with node:http, so the path, Host and Origin go out exactly as written (a browser or fetch would
 * normalise `//recommend` and refuse to set Host).
 */
// One server for the file: its tests run in one worker, in order (spread over workers, each would start its own).
test.describe.configure({ mode: "default" });

let server: RunningServer;
test.beforeAll(async () => {
  server = await startServer();
});
test.afterAll(async () => {
  await server.stop();
});

type Sent = { status: number; body: string };
function send(method: string, path: string, headers: Record<string, string> = {}, body = ""): Promise<Sent> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: hostname,
        port,
        method,
        path,
        headers: { "Content-Length": String(Buffer.byteLength(body)), ...headers },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

const form = "email=someone%40example.org&csrf=x";
const formHeaders = { "Content-Type": "application/x-www-form-urlencoded" };
/** One form of each kind: sign-in, an application step, a donation step, a partner's application, staff sign-in. */
const forms = [
  "/auth",
  "/es/auth",
  "/application/about",
  "/donate/delivery",
  "/partner/apply",
  "/partners",
  "/staff/sign-in",
];

test.describe("a post from another origin", () => {
  for (const [name, headers] of [
    ["another site's form", { Origin: "https://attacker.example" }],
    ["Origin: null (a sandboxed frame, a file)", { Origin: "null" }],
    ["a proxy that sends its own Host", { Origin: "https://www.example.org", Host: "upstream.internal:3000" }],
    [
      "a forwarded host that is not the origin's",
      { Origin: "https://www.example.org", "X-Forwarded-Host": "evil.example" },
    ],
    ["an origin that is not an address", { Origin: "not an origin" }],
  ] as const) {
    test(`${name}: 403 with a sentence on every form, one log line without a stack`, async () => {
      for (const path of forms) {
        const since = server.logs().length;
        const answer = await send("POST", path, { ...formHeaders, ...headers }, form);
        expect(answer.status, path).toBe(403);
        const spanish = path.startsWith("/es/");
        expect(answer.body, path).toContain(
          spanish ? "Este formulario no se envió desde nuestro sitio" : "This form was not sent from our site",
        );
        expect(answer.body, path).toContain(spanish ? '<html lang="es">' : '<html lang="en">');
        const [refused] = await waitForLog(
          server,
          (entry) => entry.message === "request refused" && entry.path === path,
          {
            since,
          },
        );
        expect(refused).toMatchObject({ level: "warn", method: "POST", status: 403 });
        expect(String(refused!.reason)).toMatch(/^cross-origin post/);
        await waitForLog(server, (entry) => entry.message === "request" && entry.path === path, { since });
        const lines = server.logEntries(since);
        expect(
          lines.filter((entry) => entry.level === "error"),
          path,
        ).toEqual([]);
        expect(JSON.stringify(lines), path).not.toContain("stack");
      }
    });
  }

  test("a post from the site itself goes on to its form as before", async () => {
    const since = server.logs().length;
    const answer = await send("POST", "/auth", { ...formHeaders, Origin: server.url }, form);
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).not.toContain("This form was not sent from our site");
    await waitForLog(server, (entry) => entry.message === "request" && entry.path === "/auth", { since });
    expect(server.logEntries(since).some((entry) => entry.message === "request refused")).toBe(false);
  });

  test("in a browser, another site's form and an opaque one land on the sentence", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const formHtml = (action: string) =>
      `<!DOCTYPE html><html lang="en"><title>Elsewhere</title><form method="post" action="${action}">` +
      `<input name="email" value="someone@example.org"><button>Send</button></form></html>`;
    await page.route("https://elsewhere.example/**", (route) =>
      route.fulfill({ contentType: "text/html", body: formHtml(`${server.url}/donate/delivery`) }),
    );
    await page.goto("https://elsewhere.example/form");
    const [crossSite] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith("/donate/delivery")),
      page.getByRole("button", { name: "Send" }).click(),
    ]);
    expect(crossSite.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This form was not sent from our site");

    // A page of no origin (a new tab's about:blank) sends `Origin: null`.
    const opaquePage = await context.newPage();
    await opaquePage.setContent(formHtml(`${server.url}/es/application/about`));
    const [opaque] = await Promise.all([
      opaquePage.waitForResponse((response) => response.url().endsWith("/es/application/about")),
      opaquePage.getByRole("button", { name: "Send" }).click(),
    ]);
    expect(opaque.status()).toBe(403);
    await expect(opaquePage.getByRole("heading", { level: 1 })).toHaveText(
      "Este formulario no se envió desde nuestro sitio",
    );
    await context.close();
  });
});

test.describe("a single-use link's token in the log", () => {
  const token = "Tk0_secret-link-0123456789abcdefghijklmnopq";
  const requestLine = (entry: LogEntry) => entry.message === "request";

  for (const [method, path, headers] of [
    ["GET", `/RECOMMEND/${token}`, {}],
    ["GET", `/%72ecommend/${token}`, {}],
    ["GET", `//recommend/${token}`, {}],
    ["GET", `/recommend/${token}?_data=routes%2Frecommend.%24token`, {}],
    ["GET", `/recommend/${token}.data`, {}],
    ["GET", `/es/Application/%52esume/${token}`, {}],
    ["GET", `/follow-up/${token}/..%2F`, {}],
    ["OPTIONS", `/recommend/${token}`, {}],
    ["OPTIONS", `/FOLLOW-UP/${token}`, {}],
    ["POST", `/Recommend/${token}`, { ...formHeaders, Origin: "https://attacker.example" }],
    ["POST", `/application/resume/${token}`, formHeaders],
  ] as const) {
    test(`${method} ${path.replace(token, "<token>")}: no line holds the token`, async () => {
      const since = server.logs().length;
      const answer = await send(method, path, headers, method === "POST" ? form : "");
      expect(answer.status).toBeLessThan(500);
      const [line] = await waitForLog(server, requestLine, { since });
      expect(String(line!.path)).toContain("[token]");
      expect(server.logs().slice(since)).not.toContain(token);
    });
  }
});

test.describe("a name no one can read as typed, JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the donation's name (Spanish) and a partner's contact (English) are refused with a sentence", async ({
    page,
  }) => {
    await page.goto("/es/donate/start");
    await page.getByLabel(donationEs.devices.laptops, { exact: true }).fill("3");
    await page.getByRole("button", { name: donationEs.pages.continue }).click();
    await page.getByLabel(donationEs.about.name).fill("\u200B\u200B\u200B");
    await page.getByLabel(donationEs.about.email).fill("dana.names@example.org");
    await page.getByLabel(donationEs.about.phone).fill("201-555-0123");
    const [refused] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: donationEs.pages.continue }).click(),
    ]);
    expect(refused.status()).toBe(400);
    await expect(page.getByText(donationEs.errors.nameCharacters).first()).toBeVisible();

    await page.goto("/partner/apply");
    await page.getByLabel(partnerEn.fields.contactName, { exact: true }).fill("Ana \u202Eareb");
    const [partner] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: partnerEn.page.send }).click(),
    ]);
    expect(partner.status()).toBe(400);
    await expect(page.getByText(partnerEn.errors.nameCharacters).first()).toBeVisible();
  });
});
