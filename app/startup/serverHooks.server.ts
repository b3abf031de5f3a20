/**
 * What `server.js` takes from the app, so settings and header values have one source, and so everything the
 * server runs besides requests is started and stopped here, in sight: `start` after it listens, `shutdown` on
 * SIGTERM. Reading the settings here, as the build is loaded, stops a server with a bad setting before it listens.
 */
import { mailSender } from "~/mail/sender.server";
import type { Job } from "~/db/jobs.server";
import { textSender } from "~/sms/smsSender.server";
import { downloadDataRefusal } from "~/kits/documents/downloadAddresses.server";
import { CRM_PUSH_MAX_BYTES, CRM_PUSH_PATH, crmPushAnswers } from "~/crm/crmPushRequest.server";
import { partnerResponseHeaders } from "~/partners/server/partnerSession.server";
import { staffResponseHeaders } from "~/kits/console/staffAccess.server";
import { isShieldAccountPath } from "~/config/routes";
import { shieldResponseHeaders } from "~/shield/shieldPage";
import { removeLeftoverUploads } from "~/staff/server/staffUpload.server";
import { allowsLargeBody, isImportPath, MAX_UPLOAD_BYTES } from "~/staff/server/uploadLimits.server";
import { staffMessages } from "~/kits/console/staffMessages";
import { purgeJob } from "~/startup/retention.server";
import { listenFailure, welcomeText } from "~/startup/welcome.server";
import { closeServerStore, openServerStore } from "~/db/serverStore.server";
import { StoreNewerThanCode } from "~/db/migrate.server";
import { applicationWordsIn } from "~/applications/words";
import { applicationMailJob } from "~/startup/applicationMail.server";
import { donationJobs } from "~/donations/server/donationJobs.server";
import { shieldJobs } from "~/shield/server/renewalReminders.server";
import { ticketCheckout } from "~/events/server/ticketEvents.server";
import { ticketWaitlistJob } from "~/events/server/ticketJobs.server";
import { giftEventJob } from "~/gifts/server/giftEventJob.server";
import { takeOtherCheckouts } from "~/gifts/server/otherCheckouts.server";
import { classOfferJobs } from "~/classes/server/offerJobs.server";
import { newsletterPushJob } from "~/outreach/server/newsletterPush.server";
import { isBoardApplicationPath } from "~/outreach/server/boardPage.server";
import { outreachWordsIn } from "~/outreach/words";
import { tributeNoticeJob } from "~/gifts/server/tributeNotices.server";
import { statementMailJob } from "~/gifts/server/statementMail.server";
import { volunteerJobs } from "~/volunteering/server/reminders.server";
import { MAX_RECOMMENDATION_BODY_BYTES } from "~/applications/server/recommendationPost.server";
import { localeFromPath } from "~/i18n/locale";
import { crossOriginRefusal } from "~/platform/crossOriginPost.server";
import { env } from "~/platform/env.server";
import { loadSettings } from "~/startup/settings.server";
import { healthEndpoint } from "~/platform/healthEndpoints.server";
import { log } from "~/platform/log.server";
import { startMetrics } from "~/platform/metrics.server";
import { outboxMetrics } from "~/mail/outboxMetrics.server";
import { textOutboxMetrics } from "~/sms/smsMetrics.server";
import { databaseMetrics } from "~/db/databaseMetrics.server";
import { projectFolder, publicFolder } from "~/platform/publicFolder.server";
import { publicPageCache } from "~/platform/publicPageCache.server";
import { observeRequest } from "~/platform/requestMetrics.server";
import { requestsInFlight } from "~/platform/requestsInFlight.server";
import { baseSecurityHeaders } from "~/platform/securityHeaders.server";
import { isPartnerPortalPath, isStaffPath } from "~/config/personalAreas";

/**
 * Every job the server runs besides requests (the jobs kit, decision 111), each one instance per process: the mail
 * and texts senders (which first deliver what a previous process left in their outboxes), the purge, the
 * application's reminders and follow-ups, the donations' timeline (moves from the inventory, reminders), the Shield
 * renewal reminders, the class offers' timer, the newsletter's pushes to the mailing-list provider, the gifts'
 * tribute notices and January statements, the volunteer shifts' reminders and offers, and the festival tickets'
 * waitlist (places freed by a lapsed hold or offer, entries purged after the event).
 */
const backgroundJobs: readonly Job[] = [
  mailSender,
  textSender,
  purgeJob,
  applicationMailJob,
  donationJobs,
  shieldJobs,
  classOfferJobs,
  newsletterPushJob,
  giftEventJob,
  tributeNoticeJob,
  statementMailJob,
  volunteerJobs,
  ticketWaitlistJob,
];

/** Forms are small; anything much larger is refused before it is read (413), except at the paths below. */
const MAX_BODY_BYTES = 64 * 1024;

loadSettings();
const { port, host, trustProxy, keepAliveTimeoutMs } = env();

/**
 * The server's connection timeouts. An idle connection is closed only after a load balancer in front would have
 * closed it (the setting's default is above the usual 60 s), so the proxy never sends a request on a connection
 * the server is closing at that moment (a 502 for the person). The time allowed for a request's headers is a
 * second longer, as Node asks, so a connection reused at the last moment is not cut off while its headers arrive.
 */
const timeouts = { keepAliveMs: keepAliveTimeoutMs, headersMs: keepAliveTimeoutMs + 1000 };

type BodyLimit = {
  maxBytes: number;
  /** A body sent in chunks, without its length, is accepted (and the route stops reading past maxBytes). */
  chunked: boolean;
  /** The 413 answer, in the form the address answers in. */
  tooLarge: () => Response;
  /** Whether this sender may send a body of this length (up to maxBytes); absent, anyone may. */
  admits?: (length: number, cookieHeader: string | undefined) => Promise<boolean>;
};

const formBodies: BodyLimit = {
  maxBytes: MAX_BODY_BYTES,
  chunked: false,
  tooLarge: () =>
    new Response("This request is too large. Please send less text and try again.", {
      status: 413,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    }),
};

/** The staff import form carries up to five CRM exports (one per record kind), from a staff session only; anyone else gets the form limit. */
const staffImportBodies: BodyLimit = {
  maxBytes: MAX_UPLOAD_BYTES,
  chunked: false,
  tooLarge: () =>
    new Response(staffMessages.uploadTooLarge, {
      status: 413,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    }),
  admits: (length, cookieHeader) => (length <= MAX_BODY_BYTES ? Promise.resolve(true) : allowsLargeBody(cookieHeader)),
};

/** A recommender's post carries a letter of up to 5 MB; a larger body is refused with a sentence in the page's language. */
const recommendationBodies = (path: string): BodyLimit => ({
  maxBytes: MAX_RECOMMENDATION_BODY_BYTES,
  chunked: false,
  tooLarge: () =>
    new Response(applicationWordsIn(localeFromPath(path)).recommend.errors.letterSize, {
      status: 413,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    }),
});
/** The recommender's link and a partner's caseworker's recommendation page take the same form. */
const isRecommendationPath = (path: string) =>
  /^(?:\/es)?\/recommend\/[^/]+$/.test(path) || /^(?:\/es)?\/partners\/applicants\/[^/]+\/recommend$/.test(path);

/** A board application carries a CV of up to 5 MB, under the letters' rules; a larger body is refused with a sentence. */
const boardApplicationBodies = (path: string): BodyLimit => ({
  ...recommendationBodies(path),
  tooLarge: () =>
    new Response(outreachWordsIn(localeFromPath(path)).errors.cvSize, {
      status: 413,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    }),
});

/** The CRM pushes up to 5 MiB of JSON, and a webhook may send it chunked; its answers are JSON. */
const crmPushBodies: BodyLimit = { maxBytes: CRM_PUSH_MAX_BYTES, chunked: true, tooLarge: crmPushAnswers.tooLarge };

export const serverHooks = {
  settings: { port, host, trustProxy, timeouts },
  /** How large a request body may be at this path, checked by server.js before the body is read. */
  bodyLimit: (path: string): BodyLimit =>
    path === CRM_PUSH_PATH
      ? crmPushBodies
      : isImportPath(path)
        ? staffImportBodies
        : isRecommendationPath(path)
          ? recommendationBodies(path)
          : isBoardApplicationPath(path)
            ? boardApplicationBodies(path)
            : formBodies,
  /**
   * Headers of every response to `path`; staff and partner portal pages, their redirects and errors are never
   * stored or indexed.
   */
  baseSecurityHeaders: (path: string): Record<string, string> =>
    isStaffPath(path)
      ? { ...baseSecurityHeaders(), ...staffResponseHeaders }
      : isPartnerPortalPath(path)
        ? { ...baseSecurityHeaders(), ...partnerResponseHeaders }
        : isShieldAccountPath(path)
          ? { ...baseSecurityHeaders(), ...shieldResponseHeaders }
          : baseSecurityHeaders(),
  publicPageCache,
  /** `/healthz`, `/readyz` and `/metrics`, answered before anything else; null for any other request. */
  healthEndpoint,
  /** Told of each request's start and end (its response finished or its connection closed). */
  requestStarted: requestsInFlight.started,
  requestEnded: requestsInFlight.ended,
  /** Counts an ended request in the metrics, under its route (read from the build's routes), never its address. */
  observeRequest,
  /** A download's data address (`.data`, `?_routes=`) refused before Remix runs its loader; null for other requests. */
  downloadDataRefusal,
  /** A post from another origin (or through a proxy that does not forward `Host`) refused 403 before Remix; null otherwise. */
  crossOriginRefusal,
  /** The folders server.js serves files from, whatever its working directory: public/ and the project's, which Remix's build paths are relative to. */
  folders: { project: projectFolder, public: publicFolder },
  /** The request log's line (its path without a link's token, as every log line: see log.server.ts). */
  logRequest: (fields: Record<string, unknown>) => log.info("request", fields),
  logEvent: (message: string, fields?: Record<string, unknown>) => log.info(message, fields),
  logError: (message: string, fields?: Record<string, unknown>) => log.error(message, fields),
  /** In development, the sentences a person reads once the server listens at `url` (what to open, how to sign in). */
  printWelcome: (url: string) => {
    const text = welcomeText(url);
    if (text) console.log(text);
  },
  /** A listen that failed in a way a person can mend (a busy port): one sentence on standard error, and exit 1. */
  exitOnListenFailure: (error: { code?: string }) => {
    const sentence = listenFailure(error, port, host);
    if (!sentence) throw error;
    console.error(sentence);
    process.exit(1);
  },
  /**
   * Opens the store before the server listens, so a store it cannot use stops it with a sentence rather than
   * failing people's requests: one migrated by a newer release (this code would misread it), or one it cannot open.
   */
  openStore: async () => {
    try {
      await openServerStore();
    } catch (error) {
      console.error(
        error instanceof StoreNewerThanCode
          ? error.message
          : `The database could not be opened (${env().databaseUrl ? "DATABASE_URL" : "DATA_DIR"}): ${(error as Error).message}`,
      );
      process.exit(1);
    }
  },
  /** Background work: every job listed above, and the metrics (the process's, the outboxes' and the database's). */
  start: () => {
    removeLeftoverUploads();
    // The gifts' events job hands a festival ticket's checkout to the events wing (decision 124).
    takeOtherCheckouts([ticketCheckout]);
    for (const job of backgroundJobs) job.start();
    startMetrics([outboxMetrics, textOutboxMetrics, databaseMetrics]);
  },
  /** Stops the background work; a message being sent is sent first. */
  shutdown: async () => {
    await Promise.all(backgroundJobs.map((job) => job.stop()));
  },
  /** Last of all on SIGTERM, once no request or background work can still use it. */
  closeStore: closeServerStore,
};
