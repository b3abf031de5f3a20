/**
 * What every portal form post passes before its action reads it: a form-encoded body of sane size, the CSRF
 * token of its signed cookie (remix-utils), and an empty honeypot. The hidden inputs are rendered on the
 * server, so this works with JavaScript off.
 */
import { createCookie } from "@remix-run/node";
import { createHmac } from "node:crypto";
import { CSRF, CSRFError } from "remix-utils/csrf/server";
import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { localeFromPath } from "~/i18n/locale";
import { portalWords } from "~/portal/portalWords";
import { env } from "./env.server";
import { log } from "./log.server";

const secure = env().servedOverHttps;

/** Exported for the public page cache, which may ignore this cookie: no public page reads it. */
export const csrfCookieName = secure ? "__Host-csrf" : "csrf";

export const csrf = new CSRF({
  cookie: createCookie(csrfCookieName, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    secrets: env().sessionSecrets,
  }),
  formDataKey: "csrf",
});

const honeypotFieldName = "name__confirm";

export const honeypot = new Honeypot({
  nameFieldName: honeypotFieldName,
  validFromFieldName: "from__confirm",
  // Stable across restarts and processes, so a page served by one process can be posted to another.
  encryptionSeed: createHmac("sha256", env().jwtSecret).update("honeypot").digest("hex"),
});

/** The hidden values a form needs, plus the CSRF cookie to set when the visitor has none yet. */
export async function formProtection(request: Request) {
  const [csrfToken, csrfCookie] = await csrf.commitToken(request);
  return { csrfToken, csrfCookie, honeypotProps: honeypot.getInputProps() };
}

export type GuardedForm =
  | { ok: true; form: FormData }
  | { ok: false; status: number; message: string; spam?: boolean };

/** The refusals' sentences, in the language of the form's address (`/es/...` is Spanish). */
function messagesFor(request: Request) {
  return portalWords(localeFromPath(new URL(request.url).pathname)).messages;
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
  try {
    await csrf.validate(form, request.headers);
  } catch (error) {
    const reason = error instanceof CSRFError ? error.code : (error as Error).message;
    log.warn("form refused", { reason: "csrf", code: reason });
    return { ok: false, status: 403, message: portalMessages.formExpired };
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
