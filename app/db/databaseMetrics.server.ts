/**
 * The database as the metrics show it, read at each scrape through `storeReadiness` (the one question the health
 * endpoints ask the store): whether it answers, the schema version it is at, and the one this code expects.
 * On PostgreSQL, the pool's clients too: open, idle, and requests waiting for one.
 */
import { Gauge, type Registry } from "prom-client";
import { CODE_SCHEMA_VERSION, storeReadiness } from "./readiness.server";
import { serverStore } from "./serverStore.server";

/** Registers the database's series; the function returned reads the store and sets them (at each scrape). */
export function databaseMetrics(registry: Registry): () => Promise<void> {
  const up = new Gauge({
    name: "database_up",
    help: "Whether the database answered the scrape's question (1) or not (0).",
    registers: [registry],
  });
  const schemaVersion = new Gauge({
    name: "database_schema_version",
    help: "The schema version the database is at (absent when it does not answer).",
    registers: [registry],
  });
  new Gauge({
    name: "database_schema_version_expected",
    help: "The schema version this code migrates the database to; /readyz answers 503 while the two differ.",
    registers: [registry],
  }).set(CODE_SCHEMA_VERSION);
  const pool = new Gauge({
    name: "database_pool_clients",
    help: "PostgreSQL pool clients: total open, idle, and requests waiting for one (absent on SQLite).",
    labelNames: ["state"] as const,
    registers: [registry],
  });
  return async () => {
    const version = (await storeReadiness()).schemaVersion;
    up.set(version === undefined ? 0 : 1);
    schemaVersion.reset();
    if (version !== undefined) schemaVersion.set(version);
    pool.reset();
    const figures = serverStore().poolFigures?.();
    if (figures) for (const [state, count] of Object.entries(figures)) pool.set({ state }, count);
  };
}
