/**
 * How long each of the application's single-use links lasts from the moment it is sent: the server issues them with
 * these, and the privacy policy states them (`app/site/server/legalFacts.server.ts`), so both read one figure.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** A saved application's link, which brings the draft back. */
export const RESUME_LINK_MS = 14 * DAY_MS;

/** A recommender's link, and each reminder's (the same link). */
export const RECOMMEND_LINK_MS = 30 * DAY_MS;
