/**
 * Vitest's global setup: one throw-away PostgreSQL cluster for the unit run (tests/support/postgres.ts), with a
 * database migrated once to serve as the template of every test's own (`openTestStore`). The data layer's tests
 * run on both engines, so a machine without PostgreSQL fails here with the sentence that says how to install it.
 */
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openPostgresStore } from "~/db/open.server";
import { startThrowAwayPostgres } from "./postgres";

export const TEMPLATE_DATABASE = "portal_template";

declare module "vitest" {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startThrowAwayPostgres({ name: "unit-tests" });
  const template = await cluster.createDatabase(TEMPLATE_DATABASE);
  const store = await openPostgresStore(template);
  await store.close();
  // A closed pool's server processes may linger for a moment, and CREATE DATABASE waits seconds for each: they are
  // ended here, and nothing connects to the template again.
  const admin = new pg.Client({ connectionString: cluster.url("postgres") });
  await admin.connect();
  await admin.query(`ALTER DATABASE ${TEMPLATE_DATABASE} WITH ALLOW_CONNECTIONS false`);
  await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [TEMPLATE_DATABASE]);
  await admin.end();
  project.provide("postgresAdminUrl", cluster.url("postgres"));
  return () => cluster.remove();
}
