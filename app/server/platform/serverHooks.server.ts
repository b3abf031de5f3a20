/**
 * What `server.js` takes from the app, so settings and header values have one source, and so everything the
 * server runs besides requests is started and stopped here, in sight: `start` after it listens, `shutdown` on
 * SIGTERM. Reading the settings here, as the build is loaded, stops a server with a bad setting before it listens.
 */
import { startMailSender, stopMailSender } from "~/server/mail/sender.server";
import { isStaffPath, staffResponseHeaders } from "~/server/staff/staffAccess.server";
import { removeLeftoverUploads } from "~/server/staff/staffUpload.server";
import { allowsLargeBody, isImportPath } from "~/server/staff/uploadLimits.server";
import { staffMessages } from "~/staff/staffMessages";
import { startPurge, stopPurge } from "~/server/records/retention.server";
import { env } from "./env.server";
import { log } from "./log.server";
import { baseSecurityHeaders } from "./securityHeaders.server";

/** Forms are small; anything much larger is refused before it is read (413), except a staff upload (`allowsLargeBody`). */
const MAX_BODY_BYTES = 64 * 1024;

const { port, host, trustProxy } = env();

export const serverHooks = {
  settings: { port, host, trustProxy, maxBodyBytes: MAX_BODY_BYTES },
  /** Headers of every response to `path`; staff pages, their redirects and errors are never stored or indexed. */
  baseSecurityHeaders: (path: string): Record<string, string> =>
    isStaffPath(path) ? { ...baseSecurityHeaders(), ...staffResponseHeaders } : baseSecurityHeaders(),
  allowsLargeBody,
  tooLargeMessage: (path: string): string =>
    isImportPath(path) ? staffMessages.uploadTooLarge : "This request is too large. Please send less text and try again.",
  logRequest: (fields: Record<string, unknown>) => log.info("request", fields),
  logEvent: (message: string, fields?: Record<string, unknown>) => log.info(message, fields),
  /** Background work: the mail sender (which also delivers what a previous process left in the outbox) and the purge. */
  start: () => {
    removeLeftoverUploads();
    startMailSender();
    startPurge();
  },
  shutdown: async () => {
    await Promise.all([stopMailSender(), stopPurge()]);
  },
};
