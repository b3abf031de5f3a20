import { env } from "./env.server";

/**
 * The name of the form guard's CSRF cookie (`__Host-` when served over HTTPS): the guard in the forms kit sets it,
 * and the public page cache may ignore it, since no public page reads it.
 */
export const csrfCookieName = env().servedOverHttps ? "__Host-csrf" : "csrf";
