import { env } from "./env.server";
import { log } from "./log.server";
import { publicPageCache } from "./publicPageCache.server";
import { baseSecurityHeaders } from "./securityHeaders.server";

/** Forms are small; anything much larger is refused before it is read (413). */
const MAX_BODY_BYTES = 64 * 1024;

type ShutdownTask = () => Promise<void> | void;
const shutdownTasks: ShutdownTask[] = [];

/** Background work (the mail sender) registers here to be stopped cleanly on SIGTERM. */
export function onShutdown(task: ShutdownTask) {
  shutdownTasks.push(task);
}

/** What `server.js` takes from the app, so settings and header values have one source. */
export const serverHooks = {
  settings: { port: env.port, host: env.host, trustProxy: env.trustProxy, maxBodyBytes: MAX_BODY_BYTES },
  baseSecurityHeaders,
  publicPageCache,
  logRequest: (fields: Record<string, unknown>) => log.info("request", fields),
  logEvent: (message: string, fields?: Record<string, unknown>) => log.info(message, fields),
  shutdown: async () => {
    await Promise.allSettled(shutdownTasks.map((task) => task()));
  },
};
