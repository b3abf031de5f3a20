/**
 * What `server.js` takes from the app, so settings and header values have one source, and so everything the
 * server runs besides requests is started and stopped here, in sight: `start` after it listens, `shutdown` on
 * SIGTERM. Reading the settings here, as the build is loaded, stops a server with a bad setting before it listens.
 */
import { startMailSender, stopMailSender } from "~/server/mail/sender.server";
import { env } from "./env.server";
import { log } from "./log.server";
import { baseSecurityHeaders } from "./securityHeaders.server";

/** Forms are small; anything much larger is refused before it is read (413). */
const MAX_BODY_BYTES = 64 * 1024;

const { port, host, trustProxy } = env();

export const serverHooks = {
  settings: { port, host, trustProxy, maxBodyBytes: MAX_BODY_BYTES },
  baseSecurityHeaders,
  logRequest: (fields: Record<string, unknown>) => log.info("request", fields),
  logEvent: (message: string, fields?: Record<string, unknown>) => log.info(message, fields),
  logError: (message: string, fields?: Record<string, unknown>) => log.error(message, fields),
  /** Background work: the mail sender, which also delivers what a previous process left in the outbox. */
  start: () => {
    startMailSender();
  },
  shutdown: async () => {
    await stopMailSender();
  },
};
