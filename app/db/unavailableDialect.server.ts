/**
 * A dialect whose every connection and query turns "cannot reach the database" into the 503 answer
 * (`storeUnavailable`), so a portal page, a staff page or a push meets the database's absence as one clear answer
 * rather than a 500, on any route, without a try around each query.
 */
import type { DatabaseConnection, Dialect, Driver, TransactionSettings } from "kysely";
import { orUnavailable } from "./unavailable.server";

function guardedConnection(connection: DatabaseConnection): DatabaseConnection {
  return {
    executeQuery: (query) => orUnavailable(() => connection.executeQuery(query)),
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}

function guardedDriver(driver: Driver): Driver {
  // The driver's own methods get its own connection back (releasing a pg client needs the client itself).
  const original = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const unwrap = (connection: DatabaseConnection) => original.get(connection) ?? connection;
  return {
    init: () => orUnavailable(() => driver.init()),
    async acquireConnection() {
      const connection = await orUnavailable(() => driver.acquireConnection());
      const wrapped = guardedConnection(connection);
      original.set(wrapped, connection);
      return wrapped;
    },
    beginTransaction: (connection, settings: TransactionSettings) =>
      orUnavailable(() => driver.beginTransaction(unwrap(connection), settings)),
    commitTransaction: (connection) => orUnavailable(() => driver.commitTransaction(unwrap(connection))),
    rollbackTransaction: (connection) => driver.rollbackTransaction(unwrap(connection)),
    releaseConnection: (connection) => driver.releaseConnection(unwrap(connection)),
    destroy: () => driver.destroy(),
  };
}

export function unavailableAware(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => guardedDriver(dialect.createDriver()),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}
