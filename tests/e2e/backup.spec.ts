import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect } from "@playwright/test";
import { test } from "../support/test";
import Database from "better-sqlite3";
import { loadPortalFixtures, people } from "../support/portalFixtures";
import { postSignIn } from "../support/portalFlow";
import { startServer } from "../support/server";
import { DATABASE_FILE_NAME } from "~/db/open.server";

const run = promisify(execFile);

test.describe("backups", () => {
  test.describe.configure({ timeout: 90_000 });

  test("npm run data:backup copies the store consistently while the site is signing people in", async ({
    playwright,
  }) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "backup-test-"));
    await loadPortalFixtures(dataDir);
    const server = await startServer({ dataDir });
    const request = await playwright.request.newContext();
    try {
      // Writes go on during the backup: sign-in posts add tokens and outbox rows.
      const writes = Promise.all(
        [people.donor, people.client, people.pending, "nobody@fixture.test"].map((email) =>
          postSignIn(request, server.url, email),
        ),
      );
      const file = path.join(mkdtempSync(path.join(tmpdir(), "backup-out-")), "copy.sqlite");
      const backup = run("npm", ["run", "--silent", "data:backup", "--", file], {
        env: { ...process.env, DATA_DIR: dataDir },
      });
      const [{ stdout }] = await Promise.all([backup, writes]);
      expect(stdout).toContain(`to ${file}`);

      const copy = new Database(file, { readonly: true });
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
      // Champions are not written while it runs: the copy holds exactly the store's.
      const source = new Database(path.join(dataDir, DATABASE_FILE_NAME), { readonly: true });
      const champions = source.prepare("SELECT COUNT(*) AS n FROM Champions").get() as { n: number };
      source.close();
      expect(champions.n).toBeGreaterThan(5);
      expect(copy.prepare("SELECT COUNT(*) AS n FROM Champions").get()).toEqual(champions);
      expect((copy.prepare("SELECT COUNT(*) AS n FROM Computer_Inventory").get() as { n: number }).n).toBeGreaterThan(
        50,
      );
      copy.close();

      // A second backup to the same file is refused rather than overwriting the first.
      await expect(
        run("npm", ["run", "--silent", "data:backup", "--", file], { env: { ...process.env, DATA_DIR: dataDir } }),
      ).rejects.toThrow(/already exists/);
    } finally {
      await request.dispose();
      await server.stop();
    }
  });
});
