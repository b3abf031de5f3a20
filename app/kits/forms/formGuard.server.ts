/**
 * What every portal and staff form post passes before its action reads it: a form-encoded body of sane size, a
 * CSRF token matching its signed cookie and the session it was issued for, and an empty honeypot. The hidden
 * inputs are rendered on the server, so this works with JavaScript off.
 *
 * The cookie's token comes from remix-utils; the form carries it bound to the browser's session of the form's
 * realm (the staff console's under /staff, the partner portal's under /partners and /es/partners, a Shield
 * subscriber's under /shield/account and /es/shield/account, the portal's
 * elsewhere; none before signing in): an HMAC of the
 * token, the realm and the session id. A form opened in one session and posted in another (after signing out and
 * in again, or as someone else) is refused with a sentence, what was typed handed back.
 */
import { createCookie } from "@remix-run/node";
import { createHmac, timingSafeEqual } from "node:crypto";
import { CSRF } from "remix-utils/csrf/server";
import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { localeFromPath } from "~/i18n/locale";
import { signInWordsIn } from "~/kits/signIn/words";
import { csrfCookieName } from "~/platform/csrfCookieName.server";
import { isShieldAccountPath } from "~/config/routes";
import { env } from "~/platform/env.server";
import { log } from "~/platform/log.server";
import { personalHeaders } from "~/kits/signIn/portalSession.server";
import { sessionIdIn, type Realm } from "~/kits/signIn/sessions.server";
import { isPartnerPortalPath, isStaffPath } from "~/config/personalAreas";

const secure = env().servedOverHttps;

const csrfCookie = createCookie(csrfCookieName, {
  httpOnly: true,
  sameSite: "lax",
  secure,
  path: "/",
  secrets: env().sessionSecrets,
});

const csrf = new CSRF({ cookie: csrfCookie, formDataKey: "csrf" });

/** A key of its own for binding tokens, derived from the first session secret. */
const bindingKey = createHmac("sha256", env().sessionSecrets[0]!).update("csrf-session-binding").digest();

/** The form's token: the cookie's token bound to the browser's session of the address's realm (or to none). */
async function boundToken(cookieToken: string, request: Request): Promise<string> {
  const path = new URL(request.url).pathname;
  const realm: Realm = isStaffPath(path)
    ? "staff"
    : isPartnerPortalPath(path)
      ? "partner"
      : isShieldAccountPath(path)
        ? "shield"
        : "portal";
  const sessionId = (await sessionIdIn(realm, request)) ?? "";
  return createHmac("sha256", bindingKey).update(`${realm}\n${sessionId}\n${cookieToken}`).digest("base64url");
}

/** The honeypot field every form carries (the footer's newsletter form writes it by hand: it is in the base). */
export const honeypotFieldName = "name__confirm";

export const honeypot = new Honeypot({
  nameFieldName: honeypotFieldName,
  validFromFieldName: "from__confirm",
  // Stable across restarts and processes, so a page served by one process can be posted to another.
  encryptionSeed: createHmac("sha256", env().jwtSecret).update("honeypot").digest("hex"),
});

/** The hidden values a form needs, plus the CSRF cookie to set when the visitor has none yet. */
export async function formProtection(request: Request) {
  const [cookieToken, csrfCookie] = await csrf.commitToken(request);
  return { csrfToken: await boundToken(cookieToken, request), csrfCookie, honeypotProps: honeypot.getInputProps() };
}

/** The form protection of a page, and the header that sets its cookie when the browser has none yet. */
export async function pageProtection(request: Request) {
  const { csrfToken, honeypotProps, csrfCookie } = await formProtection(request);
  const headers = personalHeaders();
  if (csrfCookie) headers.append("Set-Cookie", csrfCookie);
  return { protection: { csrfToken, honeypotProps }, headers };
}

/**
 * A refused post carries the form when it could be read (a stale token, a filled honeypot), so a page can hand
 * back what was typed.
 */
export type GuardedForm =
  { ok: true; form: FormData } | { ok: false; status: number; message: string; spam?: boolean; form?: FormData };

/** Why the form's token is not the one this browser's cookie and session give, or null when it is. */
async function tokenProblem(form: FormData, request: Request): Promise<string | null> {
  let cookieToken: unknown;
  try {
    cookieToken = await csrfCookie.parse(request.headers.get("Cookie"));
  } catch {
    cookieToken = null;
  }
  if (typeof cookieToken !== "string" || !cookieToken) return "no token in cookie";
  const posted = form.getAll("csrf");
  if (posted.length !== 1 || typeof posted[0] !== "string" || !posted[0]) return "no token in form";
  const expected = Buffer.from(await boundToken(cookieToken, request));
  const given = Buffer.from(posted[0]);
  // Another session's token (or a forged one) differs; compared in constant time.
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? null
    : "token of another session or cookie";
}

/** The refusals' sentences, in the language of the form's address (`/es/...` is Spanish). */
function messagesFor(request: Request) {
  return signInWordsIn(localeFromPath(new URL(request.url).pathname)).messages;
}

export async function readGuardedForm(request: Request): Promise<GuardedForm> {
  const portalMessages = messagesFor(request);
  if (request.method !== "POST") return { ok: false, status: 405, message: portalMessages.formOnly };
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") {
    log.warn("form refused", { reason: "content type", type: type.slice(0, 60) });
    return { ok: false, status: 415, message: portalMessages.formOnly };
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch (error) {
    log.warn("form refused", { reason: "unreadable body", error: (error as Error).message });
    return { ok: false, status: 400, message: portalMessages.formOnly };
  }
  return checkFormProtection(form, request);
}

/**
 * The CSRF token and the honeypot of a form already read: for a form that is not url-encoded (the staff upload,
 * whose files are streamed to disk as it is read).
 */
export async function checkFormProtection(form: FormData, request: Request): Promise<GuardedForm> {
  const portalMessages = messagesFor(request);
  const problem = await tokenProblem(form, request);
  if (problem) {
    log.warn("form refused", { reason: "csrf", code: problem });
    return { ok: false, status: 403, message: portalMessages.formExpired, form };
  }
  try {
    // remix-utils skips the check when the fields are absent; a real form always has them.
    if (!form.has(honeypotFieldName)) throw new SpamError("Missing honeypot input");
    honeypot.check(form);
  } catch (error) {
    if (!(error instanceof SpamError)) throw error;
    log.warn("form refused", { reason: "honeypot", detail: error.message });
    return { ok: false, status: 200, message: "", spam: true };
  }
  return { ok: true, form };
}

/** One text field of a form: missing, repeated or non-text values are all "not given". */
export function singleText(form: FormData, name: string): string | null {
  const values = form.getAll(name);
  return values.length === 1 && typeof values[0] === "string" ? values[0] : null;
}
