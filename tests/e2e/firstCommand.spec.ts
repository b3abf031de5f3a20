import { expect } from "@playwright/test";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { staffPages } from "~/config/routes";
import { openStore } from "~/db/open.server";
import { importCrmFolder } from "~/kits/records/crmImport.server";
import { staffMessages } from "~/kits/console/staffMessages";
import * as partnerWords from "~/partners/content/en/portal";
import { freePort, startServer, startServerUntilExit, waitForLog, type RunningServer } from "../support/server";
import { test } from "../support/test";

/**
 * The README's first command as a newcomer meets it (issue 45 §4): `npm run data:demo` then the built server in
 * development as `npm start` runs it (no STAFF_EMAILS, no SMTP_URL). What it prints says what to open and how each
 * kind of person signs in; the demo's staff address opens the console without a restart; each realm's sign-in link
 * is printed; a busy port is one sentence naming PORT.
 */
test.use({ javaScriptEnabled: false });
test.describe.configure({ mode: "serial" });

const demoData = path.resolve("scripts/demo-data");
let server: RunningServer;

test.beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "first-command-"));
  // What `npm run data:demo` does (scripts/data-demo.ts).
  const store = await openStore({ dataDir });
  try {
    await importCrmFolder(store.db, demoData);
  } finally {
    await store.close();
  }
  server = await startServer({ dataDir, env: { NODE_ENV: "development" } });
});

test.afterAll(async () => {
  await server?.stop();
});

/** The sign-in link the development log printed for the newest email written after `since`. */
async function printedLink(since: number, page: string): Promise<string> {
  const [entry] = await waitForLog(
    server,
    (line) => line.message === "mail written to outbox" && String(line.signInLink ?? "").includes(page),
    { since },
  );
  return String(entry!.signInLink);
}

test("the start says what to open and how each kind of person signs in, with the demo's addresses", async () => {
  const url = server.url;
  await expect.poll(() => server.logs()).toContain(`The site is running: open ${url} in your browser.`);
  const output = server.logs();
  expect(output).toContain(`Applicants and donors: ${url}/auth, e.g. as submitted@demo.example (an applicant)`);
  expect(output).toContain("or donor@demo.example (a donor)");
  expect(output).toContain(`Partners' caseworkers: ${url}/partners, e.g. as caseworker@hoboken-family.example`);
  expect(output).toContain(
    `Staff: ${url}${staffPages.signIn.path}, as staff@demo.example, the local demo's staff address`,
  );
  expect(output).toContain(`Shield subscribers: ${url}/shield/account, e.g. as ana@demo.example.`);
  expect(output).toContain(`Each sign-in link is saved under ${path.join(server.dataDir, "outbox")} as an email`);
  // Every address offered is one the demo data holds.
  const demoText = readdirSync(demoData)
    .map((file) => readFileSync(path.join(demoData, file), "utf8"))
    .join("\n");
  for (const address of [
    "submitted@demo.example",
    "donor@demo.example",
    "caseworker@hoboken-family.example",
    "ana@demo.example",
  ]) {
    expect(demoText, address).toContain(address);
  }
});

test("the demo's staff address opens the console at once, and each realm's sign-in link is printed", async ({
  page,
}) => {
  let since = server.logs().length;
  await page.goto(`${server.url}${staffPages.signIn.path}`);
  await page.getByLabel("Email").fill("staff@demo.example");
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByText(staffMessages.signInSent)).toBeVisible();
  await page.goto(await printedLink(since, "/staff/continue?"));
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(new RegExp(`${staffPages.home.path}$`));

  since = server.logs().length;
  await page.goto(`${server.url}/partners`);
  await page.getByLabel(partnerWords.signIn.email).fill("caseworker@hoboken-family.example");
  await page.getByRole("button", { name: partnerWords.signIn.send }).click();
  await page.goto(await printedLink(since, "/partners/continue?"));
  await page.getByRole("button", { name: partnerWords.linkPage.continue }).click();
  await expect(page).toHaveURL(/\/partners$/);
});

test("a busy port is one sentence naming the port and PORT, and the start fails", async () => {
  const port = await freePort();
  const holder = createServer();
  await new Promise<void>((resolve) => holder.listen(port, "127.0.0.1", resolve));
  try {
    const { code, output } = await startServerUntilExit(port);
    expect(code).toBe(1);
    expect(output).toContain(
      `The site cannot start: port ${port} on 127.0.0.1 is already in use by another program (perhaps this site, started earlier). Stop that one, or choose another port with PORT, e.g. PORT=${port + 1} npm start.`,
    );
    expect(output).not.toContain("EADDRINUSE");
    expect(output).not.toMatch(/^\s+at /m);
  } finally {
    await new Promise((resolve) => holder.close(resolve));
  }
});
